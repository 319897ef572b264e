import { readDemoAnalysis } from '#app/demo-analysis/demo-analysis-file.ts'
import { CONTACT_ANCHORS, pagePath } from '#app/i18n/pages.ts'
import { site } from '#app/settings/site.ts'
import {
  COUNTERS_END_ON,
  expect,
  expectContactDetails,
  islandsReady,
  type Page,
  test,
} from '#tests/playwright-utils.ts'
import { PACKAGE_PRICES, priceAsWritten } from '#tests/prices.ts'

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
/** Counts from zero again: what follows is measured without the load's own shifts. */
const restartLayoutShift = (page: Page) =>
  page.evaluate(() => {
    ;(window as unknown as { layoutShift: number }).layoutShift = 0
  })

test.describe('statistics', () => {
  test.use({ viewport: { width: 390, height: 844 } })

  test('wait at 0 until seen, count up once to 46, 900 and 76, without moving anything', async ({
    page,
    language,
    text,
  }) => {
    const final = COUNTERS_END_ON[language]
    const zeros = final.map((shown) => shown.replace(/\d+/, '0'))
    const numbers = (shown: string[]) => shown.map((value) => Number(value.replace(/\D/g, '')))
    await trackLayoutShift(page)
    // The page's clock (timers, animation frames, performance.now) is the test's to move.
    await page.clock.install()
    await page.goto('/')
    await islandsReady(page)
    await expect.poll(() => counters(page)).toEqual(zeros)
    await page.waitForTimeout(500)
    expect(await counters(page)).toEqual(zeros)
    // What is measured is the count: a machine too busy to parse the page in one go can render
    // the centred hero half-parsed while it loads (docs/speed.md, "A hero rendered half-parsed").
    await restartLayoutShift(page)

    // The section is below the first screen at load. From here on the clock moves only when the
    // test moves it, so every step of the count is seen however busy the machine is.
    await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1000))
    const section = page.getByRole('region', { name: text('homepage', 'stats.title') })
    await section.evaluate((element) => element.scrollIntoView())
    // The browser reports the section seen with its next rendering update, which a busy machine
    // delivers late: the counters must start, however long that takes.
    await expect
      .poll(
        async () => {
          await page.clock.runFor(16)
          return (await counters(page))[1]
        },
        { timeout: 20_000 },
      )
      .not.toBe(zeros[1])
    await page.clock.runFor(500)
    const halfway = numbers(await counters(page))
    numbers(final).forEach((target, index) => {
      expect(halfway[index], `counter ${index} on its way`).toBeGreaterThan(0)
      expect(halfway[index], `counter ${index} on its way`).toBeLessThan(target)
    })
    await page.clock.runFor(2000)
    expect(await counters(page)).toEqual(final)

    // Seen once, they never count again.
    await page.evaluate(() => window.scrollTo(0, 0))
    await page.clock.runFor(300)
    await section.evaluate((element) => element.scrollIntoView())
    await page.clock.runFor(2000)
    expect(await counters(page)).toEqual(final)
    expect(await layoutShift(page)).toBe(0)
  })

  test('show the final numbers at once when the visitor prefers reduced motion', async ({
    page,
    language,
  }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await page.goto('/')
    // The HTML already shows them final: only once the script runs could they drop to 0 and count.
    await islandsReady(page)
    await page.waitForTimeout(300)
    expect(await counters(page)).toEqual(COUNTERS_END_ON[language])
  })

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false })

    test('are final in the HTML for crawlers and visitors', async ({ page, language, text }) => {
      await page.goto('/')
      expect(await counters(page)).toEqual(COUNTERS_END_ON[language])
      for (const id of ['local_intent', 'near_me', 'visit_within_day'] as const) {
        await expect(page.getByText(text('homepage', `stats.items.${id}.source`))).toBeVisible()
      }
    })
  })
})

test.describe('benefits', () => {
  test('five cards, the fifth wider, then a free-audit call to action', async ({
    page,
    language,
    text,
  }) => {
    await page.setViewportSize({ width: 1366, height: 800 })
    await page.goto('/')
    const benefits = page.getByRole('region', { name: text('homepage', 'benefits.title') })
    const cards = page.locator('#benefits-title ~ ul > li')
    await expect(cards).toHaveCount(5)
    await cards.nth(4).scrollIntoViewIfNeeded()
    const widths = await cards.evaluateAll((items) =>
      items.map((item) => item.getBoundingClientRect().width),
    )
    expect(widths[4]).toBeGreaterThan((widths[0] ?? 0) * 1.8)
    await benefits.getByRole('link', { name: text('homepage', 'benefits.cta.button') }).click()
    await expect(page).toHaveURL(pagePath('audit', language))
  })

  test('reveal when scrolled to, and are never hidden without JavaScript', async ({
    page,
    browser,
    baseURL,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    await page.goto('/', { waitUntil: 'networkidle' })
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
      baseURL,
      javaScriptEnabled: false,
      viewport: { width: 390, height: 844 },
    })
    const still = await noScript.newPage()
    await still.goto('/')
    expect(
      await still
        .locator('#benefits-title ~ ul > li')
        .evaluateAll((items) => items.map((i) => getComputedStyle(i).opacity)),
    ).toEqual(['1', '1', '1', '1', '1'])
    await noScript.close()
  })
})

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } })

  test('the first screen sells: the offer, the lowest price, the main action; the product follows', async ({
    page,
    language,
    text,
  }) => {
    await page.goto('/')
    const screen = { top: 0, bottom: 844 }
    const within = async (locator: ReturnType<typeof page.locator>, limit: number) => {
      const box = await locator.boundingBox()
      expect(box, 'on the page').not.toBeNull()
      expect((box?.y ?? Infinity) + (box?.height ?? 0)).toBeLessThanOrEqual(limit)
    }
    await within(page.getByRole('heading', { level: 1 }), screen.bottom)
    await within(page.getByText(text('homepage', 'hero.subtitle')), screen.bottom)
    const lowest = priceAsWritten(Math.min(...PACKAGE_PRICES), language)
    const price = page.getByText(text('homepage', 'hero.price').replace('{{price}}', lowest))
    await within(price, screen.bottom)
    await within(
      // The hero's; the benefits' call to action further down has the same words.
      page
        .locator('main')
        .getByRole('link', { name: text('homepage', 'hero.cta') })
        .first(),
      screen.bottom,
    )
    // A call one tap away beside it, for whom and in which languages, and the intro offer.
    const call = page
      .locator('main')
      .getByRole('link', { name: text('universal', 'trust.call_me') })
    await expect(call.first()).toHaveAttribute('href', `tel:${site.phone.dial}`)
    await within(call.first(), screen.bottom)
    await within(page.getByText(text('universal', 'offer.short')), screen.bottom)
    // His own problem next: the demo analysis's map grid, marked as a sample, within the
    // second screen, with the main action beside it. The drawn profile waits for a wider screen.
    const sample = page.getByRole('region', { name: text('homepage', 'sample_preview.title') })
    const grid = sample.getByRole('img', { name: readDemoAnalysis(language).grid_title })
    await expect(grid).toBeVisible()
    await within(grid, 2 * screen.bottom)
    await expect(
      sample.getByText(readDemoAnalysis(language).sample_label, { exact: true }),
    ).toBeVisible()
    await expect(
      sample.getByRole('link', { name: text('universal', 'actions.free_audit') }),
    ).toHaveAttribute('href', pagePath('audit', language))
    await expect(page.getByRole('img', { name: text('homepage', 'illustration.alt') })).toBeHidden()
  })
})

test('the parts below the first screen are not rendered until the document is parsed', async ({
  page,
  language,
}) => {
  const visibility = () =>
    page
      .locator('.render-when-near')
      .evaluateAll((parts) => [
        ...new Set(parts.map((part) => getComputedStyle(part).contentVisibility)),
      ])
  // The islands keep each part rendered in the part's own style, so they are kept out here:
  // this is the page's style alone (and a page whose script failed must show its parts too).
  await page.route('**/assets/islands-*.js', (route) => route.abort())
  // The page script marks the end of the parse; a part is then rendered when near, as before.
  await page.goto('/')
  await expect(page.locator('html')).toHaveAttribute('data-parsed', '')
  expect(await visibility()).toEqual(['auto'])
  // Before that mark (as while the parser is at work), none is rendered, not even a near one.
  await page.evaluate(() => document.documentElement.removeAttribute('data-parsed'))
  expect(await visibility()).toEqual(['hidden'])
  // Unless the address names a part of the page: the jump there must count real heights.
  await page.goto(`/#${CONTACT_ANCHORS[language]}`)
  await page.evaluate(() => document.documentElement.removeAttribute('data-parsed'))
  expect(await visibility()).toEqual(['visible'])
})

test('on a wider screen the hero shows the drawn profile, described as one picture', async ({
  page,
  text,
}) => {
  await page.setViewportSize({ width: 1366, height: 900 })
  await page.goto('/')
  const picture = page.getByRole('img', { name: text('homepage', 'illustration.alt') })
  await expect(picture).toBeVisible()
  await expect(page.getByText(text('homepage', 'illustration.caption'))).toBeVisible()
})

test('the steps from the first contact to the first report, in four short lines (all five on packages)', async ({
  page,
  text,
}) => {
  await page.goto('/')
  const steps = page.getByRole('region', { name: text('homepage', 'benefits.cta.title') })
  await expect(steps.getByRole('listitem')).toHaveCount(4)
  await expect(
    page.getByRole('heading', { name: text('universal', 'how_it_works.title') }),
  ).toHaveCount(0)
})

test('the FAQ keeps at most one answer open, and feeds the FAQPage data', async ({
  page,
  text,
}) => {
  await page.goto('/')
  const faq = page.getByRole('region', { name: text('homepage', 'faq.title') })
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
  expect(faqPage.mainEntity[0].acceptedAnswer.text).toBe(text('homepage', 'faq.items.what.a'))
})

test('the contact section has the phone, e-mail and response time', async ({
  page,
  language,
  text,
}) => {
  await page.goto('/')
  const contact = page.locator(`section#${CONTACT_ANCHORS[language]}`)
  await expect(contact.getByRole('heading', { level: 2 })).toHaveText(
    text('homepage', 'contact.title'),
  )
  await expectContactDetails(contact, language)
})
