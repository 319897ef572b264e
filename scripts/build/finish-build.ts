import { readFile, rename, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { promisify } from 'node:util'
import zlib from 'node:zlib'
import { ADMIN_PATH, writeAdmin } from '#admin/build-admin.ts'
import { analyticsConfig } from '#app/analytics/config.ts'
import { writePostBodies } from '#app/blog/post-files.server.ts'
import { siteLanguage, siteOrigins } from '#app/i18n/languages.ts'
import { NOT_FOUND_PATH, PAGES, unknownPathRedirects } from '#app/i18n/pages.ts'
import { pageFile, pageGroups } from '#app/i18n/site-paths.server.ts'
import { mailConfig } from '#app/mail/config.ts'
import { resourcePaths } from '#app/resource-routes.ts'
import { siteMode } from '#app/site-mode.ts'
import { BUILD_INFO_FILE, type BuildInfo, filesBelow } from './build-folders.ts'
import { writeBuildAssets, writePictures } from './build-images.ts'
import {
  adminHeaderRules,
  contentSecurityPolicy,
  formatHeadersFile,
  formatRedirectsFile,
  groupPolicyRules,
  headerBytes,
  inlineScriptHashes,
  inlineStyleHashes,
  routePatterns,
  securityHeaderRules,
} from './host-rules.ts'
import { inlineStylesheetsThatFit } from './page-stylesheets.ts'

/**
 * What React Router's build leaves, made into what a language's domain serves
 * (react-router.config.ts calls this from its `buildEnd` hook): the 404 page where hosts look
 * for it, without what is not deployed, with the host's rules, the build-time images and the
 * precompressed copies.
 */

const COMPRESSIBLE = /\.(html|js|css|json|svg|xml|txt)$/
const brotli = promisify(zlib.brotliCompress)
const gzip = promisify(zlib.gzip)

/**
 * Writes .br and .gz beside every text file of the pages, for the server and CDNs that serve them
 * as is. Not the editor's (/admin/): 17 MB that only the owner loads, which the CDN compresses.
 */
async function precompress(dir: string): Promise<void> {
  const admin = path.join(dir, ADMIN_PATH)
  const files = filesBelow(dir).filter((file) => COMPRESSIBLE.test(file) && !file.startsWith(admin))
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

/**
 * The holding page's build keeps only what its pages load, and the editor: React Router also
 * bundles the site's modules, the texts are copied from public/, and both name the sample
 * business, which no visitor may see.
 */
async function keepOnlyWhatPagesLoad(dir: string, pages: string[]): Promise<void> {
  const html = (await Promise.all(pages.map((file) => readFile(file, 'utf8')))).join('\n')
  const unused = filesBelow(path.join(dir, 'assets')).filter(
    (file) => !html.includes(`/${path.relative(dir, file)}`),
  )
  await Promise.all(
    [...unused, path.join(dir, 'locales')].map((target) =>
      rm(target, { recursive: true, force: true }),
    ),
  )
}

/** Finishes the build of the language SITE_LANG names, in React Router's build directory. */
export async function finishBuild(buildDirectory: string): Promise<void> {
  const language = siteLanguage(process.env.SITE_LANG)
  // The holding page has no form, no feed, no posts and no pictures, and no path is indexed.
  const holding = siteMode(process.env) === 'holding'
  const origins = siteOrigins(process.env)
  const dir = path.join(buildDirectory, 'client')
  // Static hosts serve /404.html for unknown paths. The server bundle, the SPA fallback and the
  // data files of the resource routes are not deployed: React Router's client never loads.
  await rename(path.join(dir, NOT_FOUND_PATH.slice(1), 'index.html'), path.join(dir, '404.html'))
  await Promise.all(
    [
      path.join(dir, NOT_FOUND_PATH.slice(1)),
      path.join(dir, '__spa-fallback.html'),
      path.join(buildDirectory, 'server'),
      ...resourcePaths(language).map((resource) => path.join(dir, `${resource}.data`)),
    ].map((target) => rm(target, { recursive: true, force: true })),
  )

  const pages = filesBelow(dir).filter((file) => file.endsWith('.html'))
  if (holding) await keepOnlyWhatPagesLoad(dir, pages)
  // The forms post to the mail provider, or to the local inbox when no keys are set.
  // Analytics, when on, posts its events to its endpoint (app/analytics/config.ts).
  const analytics = analyticsConfig(process.env, language)
  const connect = [
    ...(holding ? [] : [mailConfig(process.env).origin]),
    ...(analytics ? [new URL(analytics.endpoint).origin] : []),
  ]
  const scripts = (
    await Promise.all(pages.map(async (file) => inlineScriptHashes(await readFile(file, 'utf8'))))
  ).flat()
  const csp = (styles: string[]) => contentSecurityPolicy({ scripts, styles }, connect)
  // The pages one route module makes share a stylesheet and a policy (every post, every page of
  // the blog list); the 404 page is a group of its own.
  const groups = [
    ...pageGroups(language).map(({ ids, paths }) => ({
      files: paths.map((page) => path.join(dir, pageFile(page))),
      patterns: [...new Set(ids.flatMap((id) => routePatterns(PAGES[id].paths[language])))],
    })),
    { files: [path.join(dir, '404.html')], patterns: [] },
  ].map((group) => ({ ...group, files: group.files.filter((file) => pages.includes(file)) }))
  const grouped = new Set(groups.flatMap(({ files }) => files))
  const strays = pages.filter((file) => !grouped.has(file))
  if (strays.length > 0) throw new Error(`Pages no route makes: ${strays.join(', ')}`)
  // The small pages carry their CSS (scripts/build/page-stylesheets.ts); whether a page fits
  // depends on its headers, whose policy names its styles' hashes.
  const placeholder = (index: number) => `'sha256-${String(index).padStart(43, 'x')}='`
  await inlineStylesheetsThatFit(
    dir,
    groups.map(({ files }) => files),
    (styleHashes) =>
      headerBytes(
        securityHeaderRules(csp(Array.from({ length: styleHashes }, (_, i) => placeholder(i)))),
      ),
  )
  // Every page's policy allows the page script. The 404 page's styles are allowed on every path
  // (it answers the unknown ones); any other group's styles by rules of its own.
  const stylesOf = async (files: string[]) =>
    (
      await Promise.all(files.map(async (file) => inlineStyleHashes(await readFile(file, 'utf8'))))
    ).flat()
  const policies = await Promise.all(
    groups.map(async ({ files, patterns }) => ({ patterns, styles: await stylesOf(files) })),
  )
  await writeFile(
    path.join(dir, '_headers'),
    formatHeadersFile([
      ...securityHeaderRules(csp(await stylesOf([path.join(dir, '404.html')])), {
        noIndex: holding,
      }),
      ...groupPolicyRules(
        policies
          .filter(({ patterns, styles }) => patterns.length > 0 && styles.length > 0)
          .map(({ patterns, styles }) => ({ patterns, policy: csp(styles) })),
      ),
      ...adminHeaderRules(),
    ]),
  )
  await writeFile(
    path.join(dir, '_redirects'),
    formatRedirectsFile(
      holding ? [] : unknownPathRedirects(language).map((rule) => ({ ...rule, status: 302 })),
    ),
  )
  await writeBuildAssets(dir, language, origins)
  if (!holding) {
    // Post bodies of both languages, loadable per slug and language (spec); the pages carry theirs.
    await writePostBodies(dir)
    await writePictures(dir, language, origins)
  }
  await writeAdmin(dir, process.env)
  await precompress(dir)
  const info: BuildInfo = { origins, builtAt: new Date().toISOString() }
  await writeFile(path.join(buildDirectory, BUILD_INFO_FILE), JSON.stringify(info, null, 2))
  console.log(
    `finished ${language}: ${holding ? 'the holding page' : `${pages.length} pages`} in ${path.relative('.', dir)}`,
  )
}
