import { createHash } from 'node:crypto'
import { pagePath } from '#app/i18n/pages.ts'
import { clientDir } from '#scripts/build/build-folders.ts'
import { headersFor, readHeaderRules } from '#server/apply-host-rules.ts'
import { abortUpload, raw } from '#server/test-servers.ts'
import { everyPath, expect, INBOX, siteUrl, test } from '#tests/playwright-utils.ts'

test('every page answers 200 at its own path, without a redirect', async ({
  request,
  language,
}) => {
  for (const path of everyPath(language)) {
    const response = await request.get(path, { maxRedirects: 0 })
    expect(response.status(), path).toBe(200)
    expect(response.headers()['content-type'], path).toMatch(/^text\/html/)
  }
})

test('the server sends the headers of the deploy headers file', async ({ request, language }) => {
  const rules = await readHeaderRules(`${clientDir(language)}/_headers`)
  const html = await (await request.get('/')).text()
  const asset = html.match(/\/assets\/[\w-]+\.js/)?.[0] ?? ''
  for (const path of ['/', '/blog', '/does-not-exist', asset]) {
    const headers = (await request.get(path)).headers()
    for (const [name, value] of Object.entries(headersFor(rules, path))) {
      expect(headers[name.toLowerCase()], `${path} ${name}`).toBe(value)
    }
  }
  const csp = headersFor(rules, '/')['Content-Security-Policy'] ?? ''
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
  // The 404 page answers any unknown path, so its styles are allowed there, by the first rule.
  const notFound = await request.get('/findes/ikke')
  expect(styleSources(notFound.headers()['content-security-policy'])).toEqual(
    [...new Set(hashesOf(await notFound.text()))].sort(),
  )
  let inlined = 0
  for (const path of everyPath(language)) {
    const response = await request.get(path)
    const page = await response.text()
    const policy = response.headers()['content-security-policy'] ?? ''
    expect(policy, path).toBe(headersFor(rules, path)['Content-Security-Policy'])
    expect(policy, path).not.toMatch(/style-src[^;]*unsafe-/)
    const styles = [...page.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map((m) => m[1] ?? '')
    const hashes = hashesOf(page)
    // Each of its styles by its hash, and no more than its group's (the pages one route makes
    // share one stylesheet): the policy does not grow with the number of pages.
    const allowed = styleSources(policy)
    for (const hash of hashes) expect(allowed, `${path}: its styles' hashes`).toContain(hash)
    expect(allowed.length, `${path}: one group's hashes, no other page's`).toBeLessThanOrEqual(2)
    const linked = /<link rel="stylesheet" href="\/assets\/[\w-]+\.css"\/>/.test(page)
    const own = styles.some((style) => style.length > 10_000)
    expect(linked !== own, `${path}: its CSS, inline or linked, once`).toBe(true)
    if (own) inlined++
  }
  expect(inlined, 'pages with their CSS inline').toBeGreaterThan(0)
  expect(headersFor(rules, asset)['Cache-Control']).toBe('public, max-age=31536000, immutable')
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
    expect(response.headers().vary).toMatch(/Accept-Encoding/i)
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

test('an unknown post leads to the blog list', async ({ page, request, language }) => {
  const unknownPost = pagePath('blogPost', language, { slug: 'ukendt-indlaeg' })
  const response = await request.get(unknownPost, { maxRedirects: 0 })
  expect(response.status()).toBe(302)
  expect(response.headers().location).toBe(pagePath('blog', language))
  await page.goto(unknownPost)
  await expect(page).toHaveURL(pagePath('blog', language))
})

test('the host files are not served; sitemap, robots, feed and icons are', async ({
  request,
  language,
}) => {
  for (const file of ['/_headers', '/_redirects']) {
    expect((await request.get(file)).status(), file).toBe(404)
  }
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
    expect((await raw(base, { path: '//%zz' })).status, base).toBe(400)
  }
  expect((await raw(site, { path: '/', headers: { Range: 'bytes=5-2' } })).status).toBe(416)
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
