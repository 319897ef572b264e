import AxeBuilder from '@axe-core/playwright'
import { PAGES, pagePath } from '#app/i18n/pages.ts'
import { site, TEXT_VARIABLES } from '#app/settings/site.ts'
import {
  ANSWER_TIME,
  EVERY_PAGE,
  expect,
  islandsReady,
  pageName,
  SMOKE,
  siteUrl,
  test,
} from '#tests/playwright-utils.ts'

/** What a crawler reads: the prerendered HTML, with JavaScript off. */
test.describe('prerendered HTML', () => {
  test.use({ javaScriptEnabled: false })

  for (const { id, params, indexable } of EVERY_PAGE) {
    test(
      `${pageName({ id, params })}: metadata, hreflang, Open Graph, JSON-LD, hero, and the answer time at most twice`,
      SMOKE,
      async ({ page, language }) => {
        const path = pagePath(id, language, params)
        const url = siteUrl(language, path)
        const response = await page.goto(path)
        expect(response?.status()).toBe(200)
        expect(page.url()).toBe(url)
        await expect(page.locator('html')).toHaveAttribute('lang', language)

        const head = page.locator('head')
        const content = (selector: string) => head.locator(selector).getAttribute('content')
        const title = await page.title()
        expect(title.length).toBeGreaterThan(15)
        expect(await content('meta[name="description"]')).toMatch(/.{60,}/)
        expect(await content('meta[name="keywords"]')).toMatch(/\w+, \w+/)
        await expect(head.locator('link[rel="canonical"]')).toHaveAttribute('href', url)

        await expect(head.locator('link[hreflang="da"]')).toHaveAttribute(
          'href',
          siteUrl('da', pagePath(id, 'da', params)),
        )
        await expect(head.locator('link[hreflang="en"]')).toHaveAttribute(
          'href',
          siteUrl('en', pagePath(id, 'en', params)),
        )
        await expect(head.locator('link[hreflang="x-default"]')).toHaveAttribute(
          'href',
          siteUrl('da', pagePath(id, 'da', params)),
        )

        // The blog's feed, on this domain, and it answers.
        const feed = head.locator('link[rel="alternate"][type="application/rss+xml"]')
        await expect(feed).toHaveAttribute('href', siteUrl(language, '/rss.xml'))
        expect((await page.request.get((await feed.getAttribute('href')) ?? '')).status()).toBe(200)

        expect(await content('meta[property="og:title"]')).toBe(title)
        expect(await content('meta[property="og:url"]')).toBe(url)
        // The site's image, or a post's own (asserted in blog.spec.ts); absolute, and it exists.
        const ogImage = (await content('meta[property="og:image"]')) ?? ''
        expect(ogImage.startsWith(siteUrl(language))).toBe(true)
        expect(id === 'blogPost' || ogImage === siteUrl(language, '/og-image.png')).toBe(true)
        const imageResponse = await page.request.get(ogImage)
        expect(imageResponse.status()).toBe(200)
        expect(imageResponse.headers()['content-type']).toMatch(/^image\//)
        expect(await content('meta[property="og:locale"]')).toBe(
          language === 'da' ? 'da_DK' : 'en_US',
        )
        expect(await content('meta[name="twitter:card"]')).toBe('summary_large_image')
        expect(await content('meta[name="robots"]')).toBe(
          indexable ? 'index, follow' : 'noindex, follow',
        )

        // At the body's end, after what a phone paints first (scripts/build/structured-data-last.ts).
        const jsonLd = await page
          .locator('body > script[type="application/ld+json"]')
          .allTextContents()
        const types = jsonLd.map((json) => JSON.parse(json)['@type'])
        if (id === 'home') expect(types).toEqual(['ProfessionalService', 'WebSite', 'FAQPage'])
        else expect(types).toContain('BreadcrumbList')
        // The spec's structuredDataType: Article, FAQPage, or else the business.
        const pageType =
          id === 'blogPost'
            ? 'Article'
            : ['home', 'packages', 'audit'].includes(id)
              ? 'FAQPage'
              : 'ProfessionalService'
        expect(types).toContain(pageType)

        const h1 = page.getByRole('heading', { level: 1 })
        await expect(h1).toHaveCount(1)
        expect((await h1.textContent())?.length).toBeGreaterThan(10)
        await expect(page.locator('main p').first()).not.toBeEmpty()

        // biome-ignore lint/performance/useDomNodeTextContent: the rendered text is what a visitor reads
        const body = await page.locator('body').innerText()
        expect(body).not.toMatch(
          /\b(meta|hero|nav|pages|footer|sticky|contact|actions|language|breadcrumb|guarantee|not_found|error|posts|categories|list)\.[a-z_0-9]+/,
        )
        expect(body).not.toContain('{{')
        // Each promise in one home (issue 57): the answer time at most twice on a page.
        expect(body.match(ANSWER_TIME[language])?.length ?? 0).toBeLessThanOrEqual(2)

        // Who is behind the site, and where, on every page (e-handelsloven § 7).
        const footer = page.getByRole('contentinfo')
        await expect(footer).toContainText(
          language === 'da'
            ? `${site.brand} v/${site.founder.name}`
            : `${site.brand}, run by ${site.founder.name}`,
        )
        await expect(footer).toContainText(TEXT_VARIABLES.address)
        await expect(footer).toContainText(site.cvr)
      },
    )
  }
})

test.describe('in the browser', () => {
  // Reduced motion: the benefits show at once and the counters stand at their numbers
  // (app/browser/islands/reduced-motion.ts), so axe reads the page as it ends up, without
  // scrolling through and waiting for the reveal.
  test.use({ reducedMotion: 'reduce' })
  for (const { id, params } of EVERY_PAGE) {
    test(`${pageName({ id, params })}: runs without console errors, no sideways scrolling at 320 px, no axe violations`, async ({
      page,
      language,
    }) => {
      const errors: string[] = []
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text())
      })
      page.on('pageerror', (error) => errors.push(error.message))
      await page.setViewportSize({ width: 320, height: 700 })
      // Loaded: everything the page asks for first, its scripts and images included; what the
      // islands' script loads after that, it has when it is ready.
      await page.goto(pagePath(id, language, params), { waitUntil: 'load' })
      // The islands' script is where an error would be logged.
      if (PAGES[id].islands) {
        await islandsReady(page)
        // The parts below the first screen are rendered one per idle moment after that
        // (render-ahead.ts); a part still skipped has no boxes, and axe would read the colours
        // of the section behind it (a label on the contact form's card measured against the
        // dark section failed one run). Read the page as the visitor who scrolls there sees it.
        await page.waitForFunction(() =>
          [...document.querySelectorAll<HTMLElement>('.render-when-near')].every(
            (part) => part.style.contentVisibility === 'visible',
          ),
        )
      }
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      )
      expect(overflow).toBe(0)
      // Each part of the page is painted in its own coordinates (app.css): anything inside one
      // that is fixed to the screen would be fixed to the part instead, and scroll away with it.
      const fixedInParts = await page.evaluate(() =>
        [...document.querySelectorAll('main *, main ~ :is(footer, .render-when-near) *')]
          .filter((element) => getComputedStyle(element).position === 'fixed')
          .map((element) => element.outerHTML.slice(0, 80)),
      )
      expect(fixedInParts).toEqual([])
      for (const viewport of [
        { width: 390, height: 844 },
        { width: 1366, height: 800 },
      ]) {
        await page.setViewportSize(viewport)
        const { violations } = await new AxeBuilder({ page })
          .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
          .analyze()
        expect(
          violations.map(({ id, nodes }) => `${viewport.width}px ${id}: ${nodes[0]?.target}`),
        ).toEqual([])
      }
      expect(errors).toEqual([])
    })
  }
})
