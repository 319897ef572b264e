import { mkdir, readdir, readFile, rename, rm, rmdir, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { writeAdmin } from '#admin/build-admin.ts'
import { analyticsConfig } from '#app/analytics/analytics-config.ts'
import { writePostBodies } from '#app/blog/post-files.server.ts'
import { siteMode } from '#app/build-time/site-mode.ts'
import { type Language, siteLanguage, siteOrigins } from '#app/i18n/languages.ts'
import { PAGES, unknownPathTargets } from '#app/i18n/pages.ts'
import { pageFile, pageGroups } from '#app/i18n/site-paths.server.ts'
import { mailConfig } from '#app/mail/mail-config.ts'
import { site } from '#app/settings/site.ts'
import { projectStylesheet } from './app-css-from-code.ts'
import { BUILD_INFO_FILE, type BuildInfo, filesBelow } from './build-folders.ts'
import { writeBuildAssets, writePictures } from './build-images.ts'
import {
  adminHeaderRules,
  contentSecurityPolicy,
  formatHeadersFile,
  groupPolicyRules,
  headerBytes,
  inlineScriptHashes,
  inlineStyleHashes,
  isSplat,
  routePatterns,
  securityHeaderRules,
} from './host-rules.ts'
import { leadingNotFoundPage } from './not-found-pages.ts'
import { inlineStylesheetsThatFit } from './page-stylesheets.ts'
import { shortenClassNames } from './short-class-names.ts'
import { structuredDataLast } from './structured-data-last.ts'

/**
 * What React Router's build leaves, made into what a language's domain serves
 * (react-router.config.ts calls this from its `buildEnd` hook): each page at its own address and
 * the 404 pages where the host looks for them, without what is not deployed, with the host's
 * rules, the build-time images and the editor.
 */

/**
 * Moves each page React Router wrote as `path/index.html` to `path.html` (pageFile), which
 * Cloudflare Pages serves at `/path` with 200 and reaches from `/path/` in one redirect; a
 * `path/index.html` it serves at `/path/` only, and redirects `/path` there. Home stays
 * `index.html`; `/404` becomes `404.html`, the page the host sends for an unknown path.
 */
async function movePagesToTheirAddresses(dir: string): Promise<void> {
  const written = filesBelow(dir).filter(
    (file) => path.basename(file) === 'index.html' && path.dirname(file) !== dir,
  )
  for (const file of written) {
    const folder = path.dirname(file)
    await rename(file, `${folder}.html`)
    // A page's folder is empty now, unless pages lie below it (/blog/… below /blog).
    if ((await readdir(folder)).length === 0) await rmdir(folder)
  }
}

/**
 * The host sends the nearest `404.html` for an unknown path. Below a page with a parameter (an
 * unknown post → the blog list, unknownPathTargets) that is the 404 page leading on at once to
 * its target, so that a visitor lands on the list, and search engines get a 404.
 */
async function writeLeadingNotFoundPages(dir: string, language: Language): Promise<void> {
  const notFound = await readFile(path.join(dir, '404.html'), 'utf8')
  for (const { folder, to } of unknownPathTargets(language)) {
    await mkdir(path.join(dir, folder), { recursive: true })
    await writeFile(path.join(dir, folder, '404.html'), leadingNotFoundPage(notFound, to))
  }
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
  // The server bundle, the SPA fallback and the data files of client navigations are not
  // deployed: React Router's client never loads.
  await Promise.all(
    [
      path.join(dir, '__spa-fallback.html'),
      path.join(buildDirectory, 'server'),
      ...filesBelow(dir).filter((file) => file.endsWith('.data')),
    ].map((target) => rm(target, { recursive: true, force: true })),
  )
  await movePagesToTheirAddresses(dir)

  const pages = filesBelow(dir).filter((file) => file.endsWith('.html'))
  if (holding) await keepOnlyWhatPagesLoad(dir, pages)
  await Promise.all(
    pages.map(async (file) =>
      writeFile(file, structuredDataLast(await readFile(file, 'utf8'), path.relative(dir, file))),
    ),
  )
  // Short names for Tailwind's classes, before the CSS is pruned per page and hashed.
  await shortenClassNames(dir, pages, await projectStylesheet())
  // The forms post to the mail provider, or to the local inbox when no keys are set.
  // Analytics, when on, posts its events to its endpoint (app/analytics/analytics-config.ts).
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
        securityHeaderRules(csp(Array.from({ length: styleHashes }, (_, i) => placeholder(i))), {
          hsts: site.hsts,
        }),
      ),
  )
  // Every page's policy allows the page script. The 404 page's styles are allowed on every path
  // (it answers the unknown ones); any other group's styles by rules of its own.
  const stylesOf = async (files: string[]) =>
    (
      await Promise.all(files.map(async (file) => inlineStyleHashes(await readFile(file, 'utf8'))))
    ).flat()
  // A pattern with a splat also answers the unknown paths below it, with the 404 page.
  const notFoundStyles = await stylesOf([path.join(dir, '404.html')])
  const policies = await Promise.all(
    groups.map(async ({ files, patterns }) => ({
      patterns,
      styles: [...(await stylesOf(files)), ...(patterns.some(isSplat) ? notFoundStyles : [])],
    })),
  )
  await writeFile(
    path.join(dir, '_headers'),
    formatHeadersFile([
      ...securityHeaderRules(csp(notFoundStyles), {
        hsts: site.hsts,
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
  await writeBuildAssets(dir, language, origins)
  if (!holding) {
    await writeLeadingNotFoundPages(dir, language)
    // Post bodies of both languages, loadable per slug and language (spec); the pages carry theirs.
    await writePostBodies(dir)
    await writePictures(dir, language, origins)
  }
  await writeAdmin(dir, process.env)
  const info: BuildInfo = { origins, builtAt: new Date().toISOString() }
  await writeFile(path.join(buildDirectory, BUILD_INFO_FILE), JSON.stringify(info, null, 2))
  console.log(
    `finished ${language}: ${holding ? 'the holding page' : `${pages.length} pages`} in ${path.relative('.', dir)}`,
  )
}
