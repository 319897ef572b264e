/**
 * The holding page (app/build-time/site-mode.ts): while the sample business remains, a build for the real
 * domains publishes only a "opening soon" page, on every path, and the editor at /admin/. Each
 * language is built as the deploy builds it (the production domains), into a folder of its own,
 * and served by the host's own runtime.
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { SITE_MODE_VARIABLE } from '#app/build-time/site-mode.ts'
import { LANGUAGE_RECORDS, type Language } from '#app/i18n/languages.ts'
import { site } from '#app/settings/site.ts'
import { reactRouterBuild } from '#scripts/build/build.ts'
import { filesBelow } from '#scripts/build/build-folders.ts'
import { isSampleAddress, SAMPLE_VALUES } from '#scripts/build/launch-check.ts'
import { type HostRuntime, serveAsTheHost } from '#server/host-runtime.ts'
import { expect, test } from '#tests/playwright-utils.ts'

const buildDir = (language: Language) => path.join('build', `holding-${language}`)
let host: HostRuntime | undefined
let origin = ''

test.describe.configure({ mode: 'serial' })

test.beforeAll(async ({ language }) => {
  test.setTimeout(120_000)
  const build = reactRouterBuild({
    SITE_LANG: language,
    BUILD_DIRECTORY: buildDir(language),
    [SITE_MODE_VARIABLE]: 'holding',
    SITE_URL_DA: LANGUAGE_RECORDS.da.origin,
    SITE_URL_EN: LANGUAGE_RECORDS.en.origin,
  })
  expect(build.status, build.stdout).toBe(0)
  host = await serveAsTheHost(path.join(buildDir(language), 'client'))
  origin = host.url
})

test.afterAll(() => host?.stop())

test('the home page says the site opens soon, in its language, and is not indexed', async ({
  page,
  text,
  language,
}) => {
  const response = await page.goto(`${origin}/?lng=${language}`)
  expect(response?.headers()['x-robots-tag']).toBe('noindex')
  await expect(page).toHaveTitle(
    text('universal', 'holding.meta_title').replace('{{brand}}', site.brand),
  )
  await expect(page.locator('html')).toHaveAttribute('lang', language)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    text('universal', 'holding.title'),
  )
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)
  // No header, footer, sticky bar or form: nothing that names the sample business.
  await expect(page.locator('header, footer, form')).toHaveCount(0)
  await expect(
    page.getByRole('link', { name: text('universal', 'holding.other_language') }),
  ).toHaveAttribute(
    'href',
    `${LANGUAGE_RECORDS[language === 'da' ? 'en' : 'da'].origin}/?lng=${language === 'da' ? 'en' : 'da'}`,
  )
})

test('every other path answers the holding page with 404, and there is no sitemap or feed', async ({
  page,
  text,
  language,
}) => {
  for (const pathname of [
    '/blog',
    '/sitemap.xml',
    '/rss.xml',
    language === 'da' ? '/om-os' : '/about',
  ]) {
    const response = await page.goto(`${origin}${pathname}?lng=${language}`)
    expect(response?.status(), pathname).toBe(404)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      text('universal', 'holding.title'),
    )
  }
})

test('the editor is published beside it', async ({ request }) => {
  const response = await request.get(`${origin}/admin/`)
  expect(response.status()).toBe(200)
  expect(response.headers()['content-security-policy']).toContain("'wasm-unsafe-eval'")
  expect(await response.text()).toMatch(/<script[^>]+src="\/admin\/assets\//)
})

test('no file a visitor can load names the sample business', ({ language }) => {
  const client = path.join(buildDir(language), 'client')
  const samples = [
    ...Object.values(SAMPLE_VALUES).map(({ sample }) => sample),
    ...[site.email, site.mailRecipient].filter(isSampleAddress),
  ]
  const found = filesBelow(client)
    .filter(
      (file) =>
        !file.startsWith(path.join(client, 'admin')) && /\.(html|js|css|json|xml|txt)$/.test(file),
    )
    .flatMap((file) => {
      const content = readFileSync(file, 'utf8')
      return samples
        .filter((sample) => content.includes(sample))
        .map((sample) => `${file}: ${sample}`)
    })
  expect(found).toEqual([])
})
