import { spawnSync } from 'node:child_process'
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { readFile, rename, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { promisify } from 'node:util'
import zlib from 'node:zlib'
import { writePostBodies } from '../app/blog/post-files.server.ts'
import { LANGUAGES, type Language, originVariables, siteOrigins } from '../app/i18n/languages.ts'
import { NOT_FOUND_PATH, unknownPathRedirects } from '../app/i18n/pages.ts'
import { assertLeadsCanArrive, mailConfig } from '../app/mail/config.ts'
import { writeBuildAssets } from './build-assets.ts'
import { writeGuide } from './build-guide.ts'
import { BUILD_INFO_FILE, type BuildInfo, clientDir } from './build-paths.ts'
import {
  contentSecurityPolicy,
  formatHeadersFile,
  formatRedirectsFile,
  inlineScriptHashes,
  securityHeaderRules,
} from './deploy-rules.ts'

/**
 * Builds one static site per language: build/{da,en}/client is what a domain serves.
 * Origins come from SITE_URL_DA / SITE_URL_EN (default: the production domains).
 */

function filesBelow(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name))
}

const COMPRESSIBLE = /\.(html|js|css|json|svg|xml|txt)$/
const brotli = promisify(zlib.brotliCompress)
const gzip = promisify(zlib.gzip)

/** Writes .br and .gz beside every text file, for the server and CDNs that serve them as is. */
async function precompress(dir: string): Promise<void> {
  const files = filesBelow(dir).filter((file) => COMPRESSIBLE.test(file))
  await Promise.all(
    files.map(async (file) => {
      const data = await readFile(file)
      await writeFile(
        `${file}.br`,
        await brotli(data, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }),
      )
      await writeFile(`${file}.gz`, await gzip(data, { level: 9 }))
    }),
  )
}

async function buildLanguage(language: Language, origins: Record<Language, string>): Promise<void> {
  const started = Date.now()
  const result = spawnSync(
    process.execPath,
    [path.join('node_modules', '@react-router', 'dev', 'bin.cjs'), 'build'],
    {
      stdio: ['ignore', 'pipe', 'inherit'],
      env: {
        ...process.env,
        SITE_LANG: language,
        ...originVariables(origins),
      },
    },
  )
  if (result.status !== 0) {
    process.stdout.write(result.stdout)
    throw new Error(`react-router build failed for ${language}`)
  }
  const dir = clientDir(language)
  // Static hosts serve /404.html for unknown paths; the server bundle is not deployed.
  await rename(path.join(dir, NOT_FOUND_PATH.slice(1), 'index.html'), path.join(dir, '404.html'))
  await Promise.all(
    [
      path.join(dir, NOT_FOUND_PATH.slice(1)),
      path.join(dir, '__spa-fallback.html'),
      path.join('build', language, 'server'),
    ].map((target) => rm(target, { recursive: true, force: true })),
  )

  const pages = filesBelow(dir).filter((file) => file.endsWith('.html'))
  const hashes = (
    await Promise.all(pages.map(async (file) => inlineScriptHashes(await readFile(file, 'utf8'))))
  ).flat()
  // The forms post to the mail provider, or to the local inbox when no keys are set.
  const csp = contentSecurityPolicy(hashes, [mailConfig(process.env).origin])
  await writeFile(path.join(dir, '_headers'), formatHeadersFile(securityHeaderRules(csp)))
  await writeFile(
    path.join(dir, '_redirects'),
    formatRedirectsFile(unknownPathRedirects(language).map((rule) => ({ ...rule, status: 302 }))),
  )
  // Post bodies of both languages, loadable per slug and language (spec); the pages carry theirs.
  await writePostBodies(dir)
  await writeBuildAssets(dir, language, origins)
  await writeGuide(dir, language)
  await precompress(dir)
  const info: BuildInfo = { origins, builtAt: new Date().toISOString() }
  await writeFile(path.join('build', language, BUILD_INFO_FILE), JSON.stringify(info, null, 2))
  console.log(
    `built ${language}: ${pages.length} pages in ${dir} (${((Date.now() - started) / 1000).toFixed(1)} s)`,
  )
}

export async function build(origins: Record<Language, string>): Promise<void> {
  const mail = mailConfig(process.env)
  assertLeadsCanArrive(mail, Object.values(origins))
  if (mail.mode === 'local-inbox') {
    console.warn(
      `No mail provider keys are set: the forms of this build send to the local inbox at ${mail.origin}.`,
    )
  }
  for (const language of LANGUAGES) await buildLanguage(language, origins)
}

const SOURCES = [
  'app',
  'public',
  'scripts',
  'content',
  'package.json',
  'vite.config.ts',
  'react-router.config.ts',
]

function newestSourceTime(): number {
  return Math.max(
    ...SOURCES.filter((source) => existsSync(source)).flatMap((source) =>
      statSync(source).isDirectory()
        ? filesBelow(source).map((file) => statSync(file).mtimeMs)
        : [statSync(source).mtimeMs],
    ),
  )
}

/** True when both languages are built for these origins, after the last change to a source file. */
export function isBuildCurrent(origins: Record<Language, string>): boolean {
  const newestSource = newestSourceTime()
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
    await build(siteOrigins(process.env))
  } catch (error) {
    console.error(error instanceof Error ? error.message : error)
    process.exit(1)
  }
}
