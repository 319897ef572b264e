import { spawnSync } from 'node:child_process'
import { existsSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import { SITE_MODE_VARIABLE } from '#app/build-time/site-mode.ts'
import { LANGUAGES, type Language, originVariables, siteOrigins } from '#app/i18n/languages.ts'
import { readSiteFile } from '#app/settings/site-file-schema.ts'
import { writeRunSummary } from '#scripts/github-actions.ts'
import { BUILD_INFO_FILE, type BuildInfo, clientDir, newestChange } from './build-folders.ts'
import {
  ALLOW_SAMPLES_VARIABLE,
  isForVisitors,
  type LaunchPlan,
  launchPlan,
  launchRecommendations,
  launchSamples,
  recommendationsReport,
} from './launch-check.ts'

/**
 * One `react-router build` of one language with this environment added (SITE_LANG, the origins,
 * the mode; BUILD_DIRECTORY for a build of its own beside the usual two, as the browser tests
 * make). Its own output is kept to show when it fails.
 */
export function reactRouterBuild(env: Record<string, string>) {
  return spawnSync(
    process.execPath,
    [path.join('node_modules', '@react-router', 'dev', 'bin.cjs'), 'build'],
    { encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'], env: { ...process.env, ...env } },
  )
}

/** What this build publishes for these origins: the whole site, or the holding page (launch-check.ts). */
export function planLaunch(origins: Record<Language, string>): LaunchPlan {
  return launchPlan(launchSamples(readSiteFile()), {
    forVisitors: isForVisitors(origins),
    allowSamples: process.env[ALLOW_SAMPLES_VARIABLE] === 'true',
  })
}

/**
 * `npm run build`: one static site per language, build/{da,en}/client being what a domain
 * serves. Each is `react-router build` with SITE_LANG set; its `buildEnd` hook
 * (react-router.config.ts, scripts/build/finish-build.ts) finishes the folder. Origins come from
 * SITE_URL_DA / SITE_URL_EN (default: the production domains). While the sample business
 * remains, a build for the real domains is the holding page and the editor only, and the run's
 * summary on GitHub lists what is left (launch-check.ts).
 */
export function build(origins: Record<Language, string>): void {
  const plan = planLaunch(origins)
  if (plan.report) console.log(plan.report)
  if (plan.mode === 'holding') {
    writeRunSummary(
      `## Kun »åbner snart«-siden er udgivet\n\n${plan.report.replace(/:\n/, ':\n\n')}`,
    )
  }
  const recommended = recommendationsReport(launchRecommendations(readSiteFile()))
  if (recommended && isForVisitors(origins)) {
    console.log(recommended)
    writeRunSummary(`## Anbefalet\n\n${recommended.replace(/:\n/, ':\n\n')}`)
  }
  for (const language of LANGUAGES) {
    const started = Date.now()
    const result = reactRouterBuild({
      SITE_LANG: language,
      [SITE_MODE_VARIABLE]: plan.mode,
      ...(originVariables(origins) as Record<string, string>),
    })
    if (result.status !== 0) {
      process.stdout.write(result.stdout)
      throw new Error(`react-router build failed for ${language}`)
    }
    const seconds = ((Date.now() - started) / 1000).toFixed(1)
    console.log(`built ${language} in ${clientDir(language)} (${seconds} s)`)
  }
}

const SOURCES = [
  'admin',
  'app',
  'public',
  'scripts/build',
  'content',
  'package.json',
  'vite.config.ts',
  'react-router.config.ts',
]

/** True when both languages are built for these origins, after the last change to a source file. */
export function isBuildCurrent(origins: Record<Language, string>): boolean {
  const newestSource = newestChange(SOURCES)
  return LANGUAGES.every((language) => {
    const file = path.join('build', language, BUILD_INFO_FILE)
    if (!existsSync(file)) return false
    const info: BuildInfo = JSON.parse(readFileSync(file, 'utf8'))
    return (
      JSON.stringify(info.origins) === JSON.stringify(origins) &&
      statSync(file).mtimeMs > newestSource
    )
  })
}

if (import.meta.main) {
  try {
    build(siteOrigins(process.env))
  } catch (error) {
    console.error(error instanceof Error ? error.message : error)
    process.exit(1)
  }
}
