import { createHash } from 'node:crypto'
import { LANGUAGES } from '#app/i18n/languages.ts'
import { PAGES, pagePath } from '#app/i18n/pages.ts'
import { walkSite } from '#tests/host-walk.ts'
import { everyPath, expect, INBOX, siteUrl, test } from '#tests/playwright-utils.ts'
import { abortUpload, raw } from '#tests/test-servers.ts'

/**
 * The built site as the host serves it: `npm start` runs Cloudflare's own runtime
 * (server/host-runtime.ts), so every status, redirect and header here is the host's.
 */

test('every page answers 200 at its canonical address, and every address it names does too', async ({
  page,
  request,
  language,
}) => {
  test.setTimeout(120_000)
  const { pages, links } = await walkSite({
    origin: siteUrl(language),
    served: LANGUAGES.map((lng) => siteUrl(lng)),
    request,
    page,
    morePaths: everyPath(language),
  })
  expect(pages).toBe(everyPath(language).length)
  expect(links).toBeGreaterThan(pages)
})

test("each page's policy allows its own styles by hash, and assets are cached for a year", async ({
  request,
  language,
}) => {
  // Home's islands module, and the stylesheet a page too large to carry its CSS links.
  const home = await (await request.get('/')).text()
  const packages = await (await request.get(pagePath('packages', language))).text()
  const assets = [
    home.match(/\/assets\/islands-[\w-]+\.js/)?.[0],
    packages.match(/\/assets\/[\w-]+\.css/)?.[0],
  ]
  for (const asset of assets) {
    expect(asset, 'an asset the page loads').toBeTruthy()
    expect((await request.get(asset ?? '')).headers()['cache-control'], asset).toBe(
      'public, max-age=31536000, immutable',
    )
  }
  const homeHeaders = (await request.get('/')).headers()
  expect(homeHeaders['cache-control']).toBe('public, max-age=0, must-revalidate')
  expect(homeHeaders['x-content-type-options']).toBe('nosniff')
  const csp = homeHeaders['content-security-policy'] ?? ''
  expect(csp).toContain("frame-ancestors 'none'")
  expect(csp).toMatch(/script-src /)
  expect(csp).not.toMatch(/script-src[^;]*unsafe-/)
  // Inline styles (the small pages' CSS) are allowed by their hash, as the scripts are, each in
  // the policy its own group of pages is sent with: a page's headers do not grow with the number
  // of pages that carry their CSS. Every page has its CSS, inline or linked.
  const styleSources = (policy = '') =>
    (policy.match(/style-src ([^;]*)/)?.[1] ?? '')
      .split(' ')
      .filter((source) => source !== "'self'")
      .sort()
  const hashesOf = (page: string) =>
    [...page.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map(
      (m) =>
        `'sha256-${createHash('sha256')
          .update(m[1] ?? '')
          .digest('base64')}'`,
    )
  // The 404 page answers any unknown path, so its styles are allowed there, by the first rule;
  // below the blog, the 404 page that leads to the list is allowed by the blog's rules.
  const notFound = await request.get('/findes/ikke')
  const notFoundStyles = [...new Set(hashesOf(await notFound.text()))].sort()
  expect(styleSources(notFound.headers()['content-security-policy'])).toEqual(notFoundStyles)
  const unknownPost = await request.get(pagePath('blogPost', language, { slug: 'ukendt' }))
  for (const hash of hashesOf(await unknownPost.text()))
    expect(styleSources(unknownPost.headers()['content-security-policy'])).toContain(hash)
  let inlined = 0
  for (const path of everyPath(language)) {
    const response = await request.get(path)
    const page = await response.text()
    const policy = response.headers()['content-security-policy'] ?? ''
    expect(policy, path).not.toMatch(/style-src[^;]*unsafe-/)
    const styles = [...page.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map((m) => m[1] ?? '')
    const hashes = hashesOf(page)
    // Each of its styles by its hash, and no more than its group's (the pages one route makes
    // share one stylesheet) and, below the blog, the 404 page's: the policy does not grow with
    // the number of pages.
    const allowed = styleSources(policy)
    for (const hash of hashes) expect(allowed, `${path}: its styles' hashes`).toContain(hash)
    const group = allowed.filter((hash) => !notFoundStyles.includes(hash) || hashes.includes(hash))
    expect(group.length, `${path}: one group's hashes, no other page's`).toBeLessThanOrEqual(2)
    const linked = /<link rel="stylesheet" href="\/assets\/[\w-]+\.css"\/>/.test(page)
    const own = styles.some((style) => style.length > 10_000)
    expect(linked !== own, `${path}: its CSS, inline or linked, once`).toBe(true)
    if (own) inlined++
  }
  expect(inlined, 'pages with their CSS inline').toBeGreaterThan(0)
})

test('text is served compressed with brotli or gzip, as the browser asks', async ({
  request,
  language,
}) => {
  for (const [accept, encoding] of [
    ['br, gzip', 'br'],
    ['gzip', 'gzip'],
  ] as const) {
    const response = await request.get(pagePath('packages', language), {
      headers: { 'Accept-Encoding': accept },
    })
    expect(response.headers()['content-encoding']).toBe(encoding)
    expect(await response.text()).toContain('<h1')
  }
})

test('an unknown path answers 404 with a helpful page that search engines skip', async ({
  request,
}) => {
  // A page that exists names its canonical address; the 404 page must not.
  expect(await (await request.get('/')).text()).toContain('rel="canonical"')
  const response = await request.get('/findes/ikke')
  expect(response.status()).toBe(404)
  const html = await response.text()
  expect(html).toContain('<meta name="robots" content="noindex, follow"/>')
  expect(html).not.toContain('rel="canonical"')
  expect(html).toContain('href="/"')
})

test('the 404 page works in the browser and leads home', async ({ page, text }) => {
  const errors: string[] = []
  page.on('pageerror', (error) => errors.push(error.message))
  const response = await page.goto('/old/page')
  expect(response?.status()).toBe(404)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    text('universal', 'not_found.title'),
  )
  await page
    .getByRole('main')
    .getByRole('link', { name: text('universal', 'not_found.home') })
    .click()
  await expect(page).toHaveURL('/')
  expect(errors).toEqual([])
})

test('an unknown post, list page or category leads to the blog list; search engines get a 404', async ({
  page,
  request,
  language,
}) => {
  // Chrome logs the 404 answer of the document itself; anything else would be an error.
  const errors: string[] = []
  page.on('console', (message) => {
    const own = new URL(message.location().url || 'http://x/').pathname.startsWith('/blog/')
    if (message.type() === 'error' && !(own && message.text().includes('404'))) {
      errors.push(`${message.location().url}: ${message.text()}`)
    }
  })
  for (const unknown of [
    pagePath('blogPost', language, { slug: 'ukendt-indlaeg' }),
    pagePath('blogPage', language, { page: 99 }),
    `${PAGES.blogCategory.paths[language].replace(':category', 'ukendt')}`,
  ]) {
    const response = await request.get(unknown, { maxRedirects: 0 })
    expect(response.status(), unknown).toBe(404)
    expect(await response.text(), unknown).toContain('<meta name="robots" content="noindex')
    await page.goto(unknown)
    await expect(page, unknown).toHaveURL(pagePath('blog', language))
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  }
  expect(errors).toEqual([])
})

test('the host files are not served; sitemap, robots, feed and icons are', async ({
  request,
  language,
}) => {
  // The deploy leaves the rules file out; the local runtime answers it with an error of its own.
  const rules = await request.get('/_headers')
  expect(rules.status()).not.toBe(200)
  expect(await rules.text()).not.toContain('Content-Security-Policy')
  const robots = await (await request.get('/robots.txt')).text()
  expect(robots).toContain(`Sitemap: ${siteUrl(language, '/sitemap.xml')}`)
  const sitemap = await request.get('/sitemap.xml')
  expect(sitemap.headers()['content-type']).toMatch(/xml/)
  expect(await sitemap.text()).toContain(
    `<loc>${siteUrl(language, pagePath('packages', language))}</loc>`,
  )
  const feed = await request.get('/rss.xml')
  expect(feed.headers()['content-type']).toMatch(/xml/)
  expect(await feed.text()).toContain(`<atom:link href="${siteUrl(language, '/rss.xml')}"`)
  for (const icon of ['/favicon.svg', '/apple-touch-icon.png', '/icon-512.png', '/og-image.png']) {
    const response = await request.get(icon)
    expect(response.status(), icon).toBe(200)
    expect(response.headers()['content-type'], icon).toMatch(/^image\//)
  }
})

test('requests that once stopped the server get a 4xx, and it carries on serving', async ({
  language,
}) => {
  const site = siteUrl(language)
  const send = '/api/v1.0/email/send'
  for (const base of [site, INBOX]) {
    expect((await raw(base, { path: '//[' })).status, base).toBe(404)
    expect((await raw(base, { path: '//%zz' })).status, base).toBe(base === INBOX ? 400 : 404)
  }
  // A range that cannot be had is ignored: the whole page.
  expect((await raw(site, { path: '/', headers: { Range: 'bytes=5-2' } })).status).toBe(200)
  expect((await raw(INBOX, { method: 'POST', path: send, body: 'null' })).status).toBe(400)
  const poison = {
    user_id: 'local-inbox-key',
    service_id: 'local_inbox',
    template_id: 'contact_form',
    template_params: { from_name: { toString: 0 } },
  }
  expect(
    (await raw(INBOX, { method: 'POST', path: send, body: JSON.stringify(poison) })).status,
  ).toBe(400)
  await abortUpload(INBOX, send)
  for (const base of [site, INBOX]) {
    expect((await raw(base, { path: '/' })).status, base).toBe(200)
  }
})
