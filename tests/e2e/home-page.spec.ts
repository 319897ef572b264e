import { LANGUAGES } from '../../app/i18n/languages.ts'
import { CONTACT_ANCHORS, pagePath } from '../../app/i18n/pages.ts'
import { SITES } from '../../scripts/local-sites.ts'
import { localeText } from '../../scripts/locale-text.ts'
import { expect, type Page, test } from './fixtures.ts'

const FINAL = { da: ['46 %', '900 %', '76 %'], en: ['46%', '900%', '76%'] }

/** What each counter shows, without the figure spaces that keep its width. */
const counters = (page: Page) =>
  page
    .locator('[data-counter]')
    .evaluateAll((spans) =>
      spans.map((span) => span.textContent?.replace(/[\u2007\u00a0]/g, ' ').trim()),
    )

/** Sums every layout shift of the page from the start (Layout Instability API). */
async function trackLayoutShift(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { layoutShift: number }
    w.layoutShift = 0
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[])
        w.layoutShift += entry.value
    }).observe({ type: 'layout-shift', buffered: true })
  })
}
const layoutShift = (page: Page) =>
  page.evaluate(() => (window as unknown as { layoutShift: number }).layoutShift)

test.describe('statistics', () => {
  test.use({ viewport: { width: 390, height: 844 } })

  test('wait at 0 until seen, count up once to 46, 900 and 76, without moving anything', async ({
    page,
  }) => {
    await trackLayoutShift(page)
    await page.goto(SITES.da, { waitUntil: 'networkidle' })
    await expect.poll(() => counters(page)).toEqual(['0 %', '0 %', '0 %'])
    await page.waitForTimeout(500)
    expect(await counters(page)).toEqual(['0 %', '0 %', '0 %'])

    // A quarter of the section is in view at load: not enough to start.
    const section = page.getByRole('region', { name: localeText('da', 'homepage', 'stats.title') })
    await section.evaluate((element) => element.scrollIntoView())
    const seenDuringCount = new Set<string>()
    await expect
      .poll(
        async () => {
          const values = await counters(page)
          seenDuringCount.add(values[1] ?? '')
          return values
        },
        { intervals: [50] },
      )
      .toEqual(FINAL.da)
    expect(seenDuringCount.size).toBeGreaterThan(2)

    await page.evaluate(() => window.scrollTo(0, 0))
    await page.waitForTimeout(300)
    await section.evaluate((element) => element.scrollIntoView())
    await page.waitForTimeout(100)
    expect(await counters(page)).toEqual(FINAL.da)
    expect(await layoutShift(page)).toBe(0)
  })

  test('show the final numbers at once when the visitor prefers reduced motion', async ({
    page,
  }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await page.goto(SITES.en, { waitUntil: 'networkidle' })
    expect(await counters(page)).toEqual(FINAL.en)
  })

  test('are final in the HTML for crawlers and visitors without JavaScript', async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false })
    const page = await context.newPage()
    await page.goto(SITES.da)
    expect(await counters(page)).toEqual(FINAL.da)
    for (const id of ['local_intent', 'near_me', 'visit_within_day']) {
      await expect(
        page.getByText(localeText('da', 'homepage', `stats.items.${id}.source`)),
      ).toBeVisible()
    }
    await context.close()
  })
})

test.describe('benefits', () => {
  test('five cards, the fifth wider, then a free-audit call to action', async ({ page }) => {
    await page.setViewportSize({ width: 1366, height: 800 })
    await page.goto(SITES.en)
    const benefits = page.getByRole('region', {
      name: localeText('en', 'homepage', 'benefits.title'),
    })
    const cards = benefits.getByRole('listitem')
    await expect(cards).toHaveCount(5)
    await cards.nth(4).scrollIntoViewIfNeeded()
    const widths = await cards.evaluateAll((items) =>
      items.map((item) => item.getBoundingClientRect().width),
    )
    expect(widths[4]).toBeGreaterThan((widths[0] ?? 0) * 1.8)
    await benefits
      .getByRole('link', { name: localeText('en', 'homepage', 'benefits.cta.button') })
      .click()
    await expect(page).toHaveURL(SITES.en + pagePath('audit', 'en'))
  })

  test('reveal when scrolled to, and are never hidden without JavaScript', async ({
    page,
    browser,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    await page.goto(SITES.da, { waitUntil: 'networkidle' })
    const cards = page.locator('#benefits-title ~ ul > li')
    await expect
      .poll(() => cards.first().evaluate((card) => getComputedStyle(card).opacity))
      .toBe('0')
    await cards.last().scrollIntoViewIfNeeded()
    for (const card of await cards.all()) {
      await expect.poll(() => card.evaluate((el) => getComputedStyle(el).opacity)).toBe('1')
    }
    const delays = await cards.evaluateAll((items) =>
      items.map((item) => getComputedStyle(item).transitionDelay),
    )
    expect(delays).toEqual(['0s', '0.2s', '0.4s', '0.6s', '0s'])

    const noScript = await browser.newContext({
      javaScriptEnabled: false,
      viewport: { width: 390, height: 844 },
    })
    const still = await noScript.newPage()
    await still.goto(SITES.da)
    expect(
      await still
        .locator('#benefits-title ~ ul > li')
        .evaluateAll((items) => items.map((i) => getComputedStyle(i).opacity)),
    ).toEqual(['1', '1', '1', '1', '1'])
    await noScript.close()
  })
})

for (const language of LANGUAGES) {
  test(`${language}: the FAQ keeps at most one answer open, and feeds the FAQPage data`, async ({
    page,
  }) => {
    await page.goto(SITES[language])
    const faq = page.getByRole('region', { name: localeText(language, 'homepage', 'faq.title') })
    const questions = faq.locator('summary')
    await expect(questions).toHaveCount(6)
    const open = () => faq.locator('details[open] summary').allTextContents()
    expect(await open()).toEqual([])
    const [first, second] = [
      await questions.nth(0).textContent(),
      await questions.nth(1).textContent(),
    ]
    await questions.nth(0).click()
    expect(await open()).toEqual([first])
    await questions.nth(1).click()
    expect(await open()).toEqual([second])
    await questions.nth(1).click()
    expect(await open()).toEqual([])

    const data = (await page.locator('script[type="application/ld+json"]').allTextContents()).map(
      (json) => JSON.parse(json),
    )
    const faqPage = data.find((item) => item['@type'] === 'FAQPage')
    expect(faqPage.mainEntity.map((q: { name: string }) => q.name)).toEqual(
      await questions.allTextContents(),
    )
    expect(faqPage.mainEntity[0].acceptedAnswer.text).toBe(
      localeText(language, 'homepage', 'faq.items.what.a'),
    )
  })

  test(`${language}: the contact section has the phone, e-mail and response time`, async ({
    page,
  }) => {
    await page.goto(SITES[language])
    const contact = page.locator(`section#${CONTACT_ANCHORS[language]}`)
    await expect(contact.getByRole('heading', { level: 2 })).toHaveText(
      localeText(language, 'homepage', 'contact.title'),
    )
    await expect(contact.getByRole('link', { name: '+45 12 34 56 78' })).toHaveAttribute(
      'href',
      'tel:+4512345678',
    )
    await expect(contact.getByRole('link', { name: 'kontakt@lokalsynlig.dk' })).toHaveAttribute(
      'href',
      'mailto:kontakt@lokalsynlig.dk',
    )
    await expect(contact).toContainText(localeText(language, 'universal', 'contact.response_time'))
  })
}
