import { type APIRequestContext, expect, type Page } from '@playwright/test'

/**
 * A walk over a site served by the host's own runtime (server/host-runtime.ts), as a crawler and
 * a visitor meet it: every page of its sitemap (and any others given) answers 200 at its
 * canonical address without a redirect, and its form with a final slash reaches it in one; the
 * canonical, hreflang alternates, sitemap entries, feed links and every link on every page lead
 * to an address that answers 200 without a redirect; and a browser opens each page it is asked
 * to without a console error (a style or script the page's policy blocks is one).
 */

const attributes = (html: string, element: string, attribute: string) =>
  [...html.matchAll(new RegExp(`<${element}\\b[^>]*\\s${attribute}="([^"]*)"`, 'g'))].map((match) =>
    (match[1] ?? '').replaceAll('&amp;', '&'),
  )

/** The canonical address a page names, or undefined (the pages search engines skip). */
const canonicalOf = (html: string) =>
  html.match(/<link rel="canonical" href="([^"]*)"/)?.[1]?.replaceAll('&amp;', '&')

export async function walkSite({
  origin,
  served,
  request,
  page,
  morePaths = [],
  browse = () => true,
}: {
  /** The site walked. */
  origin: string
  /** Every origin served in this run (the sister domain's too): links there are checked. */
  served: string[]
  request: APIRequestContext
  page: Page
  /** Pages not in the sitemap (those search engines skip) to walk as well. */
  morePaths?: string[]
  /** Which pages a browser opens too (all of them unless told otherwise). */
  browse?: (url: string) => boolean
}): Promise<{ pages: number; links: number }> {
  const get = (url: string) => request.get(url, { maxRedirects: 0 })
  const sitemap = await (await get(new URL('/sitemap.xml', origin).href)).text()
  const entries = [...sitemap.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1] ?? '')
  expect(entries.length, 'pages in the sitemap').toBeGreaterThan(0)
  const pages = [...new Set([...entries, ...morePaths.map((path) => new URL(path, origin).href)])]
  const links = new Set([
    ...attributes(sitemap, 'xhtml:link', 'href'),
    ...[
      ...(await (await get(new URL('/rss.xml', origin).href)).text()).matchAll(
        /<link>([^<]*)<\/link>/g,
      ),
    ].map((match) => match[1] ?? ''),
  ])

  const errors: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`${page.url()}: ${message.text()}`)
  })
  page.on('pageerror', (error) => errors.push(`${page.url()}: ${error.message}`))

  for (const url of pages) {
    const response = await get(url)
    expect(response.status(), url).toBe(200)
    expect(response.headers()['content-type'], url).toMatch(/^text\/html/)
    const html = await response.text()
    const canonical = canonicalOf(html)
    if (entries.includes(url)) expect(canonical, `${url}: its canonical address`).toBe(url)
    for (const href of [...attributes(html, 'a', 'href'), ...attributes(html, 'link', 'href')]) {
      const target = new URL(href, url)
      target.hash = ''
      if (served.includes(target.origin)) links.add(target.href)
    }
    if (new URL(url).pathname !== '/') {
      const slash = await get(`${url}/`)
      expect(slash.status(), `${url}/`).toBe(308)
      expect(new URL(slash.headers().location ?? '', url).href, `${url}/`).toBe(url)
    }
    if (browse(url)) {
      await page.goto(url)
      expect(page.url(), `${url}: the browser stays at the address`).toBe(url)
    }
  }
  expect(errors, 'console errors').toEqual([])

  for (const link of links) {
    if (!served.includes(new URL(link).origin)) continue
    const response = await get(link)
    expect(response.status(), `${link}, linked from a page, the sitemap or the feed`).toBe(200)
  }
  return { pages: pages.length, links: links.size }
}
