import { spawnSync } from 'node:child_process'
import { existsSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import { LANGUAGES, type Language, originVariables, siteOrigins } from '#app/i18n/languages.ts'
import { BUILD_INFO_FILE, type BuildInfo, clientDir, newestChange } from './build-paths.ts'

/**
 * `npm run build`: one static site per language, build/{da,en}/client being what a domain
 * serves. Each is `react-router build` with SITE_LANG set; its `buildEnd` hook
 * (react-router.config.ts, scripts/build/build-end.ts) finishes the folder. Origins come from
 * SITE_URL_DA / SITE_URL_EN (default: the production domains).
 */
export function build(origins: Record<Language, string>): void {
  for (const language of LANGUAGES) {
    const started = Date.now()
    const result = spawnSync(
      process.execPath,
      [path.join('node_modules', '@react-router', 'dev', 'bin.cjs'), 'build'],
      {
        stdio: ['ignore', 'pipe', 'inherit'],
        env: { ...process.env, SITE_LANG: language, ...originVariables(origins) },
      },
    )
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
