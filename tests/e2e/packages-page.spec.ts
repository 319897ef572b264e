import { readFileSync } from 'node:fs'
import type { DemoReport } from '#app/demo-report/demo-report-file.ts'
import { DEMO_REPORT_FILES } from '#app/demo-report/report-files.ts'
import { pagePath } from '#app/i18n/pages.ts'
import { PACKAGE_FEATURES, PACKAGE_IDS, type PackageId } from '#app/packages/packages.ts'
import { expect, expectHowItWorks, test } from '#tests/playwright-utils.ts'
import { PACKAGE_PRICES, priceAsWritten } from '#tests/prices.ts'

const PRICES = {
  da: PACKAGE_PRICES.map((price) => priceAsWritten(price, 'da')),
  en: PACKAGE_PRICES.map((price) => priceAsWritten(price, 'en')),
}
test('three packages with monthly prices excl. VAT; the middle one is marked', async ({
  page,
  language,
  text,
}) => {
  await page.goto(pagePath('packages', language))
  // "ekskl. moms" once, above the prices.
  await expect(page.locator('main')).toContainText(text('tjenester', 'hero.lead'))
  const cards = page.getByRole('article')
  await expect(cards).toHaveCount(3)
  for (const [index, id] of PACKAGE_IDS.entries()) {
    const card = cards.nth(index)
    await expect(card.getByRole('heading', { level: 3 })).toHaveText(
      text('tjenester', `packages.items.${id}.name`),
    )
    expect((await card.locator('[data-price]').textContent())?.replace(/\u00a0/g, ' ')).toBe(
      PRICES[language][index],
    )
    await expect(card).toContainText(text('tjenester', 'packages.per_month'))
    // Its main point, its own; the rest open with 'Se mere'. A dearer package names the one it
    // builds on as the heading of its list.
    const [first, second] = PACKAGE_FEATURES[id]
    const builtOn = first.startsWith('everything_in_')
    await expect(card.getByRole('heading', { level: 4 }).first()).toHaveText(
      text('tjenester', builtOn ? `packages.features.${first}` : 'packages.included_title'),
    )
    await expect(card.getByRole('listitem')).toHaveCount(1)
    await expect(card.getByRole('listitem')).toHaveText(
      text('tjenester', `packages.features.${builtOn ? second : first}`),
    )
  }
  await expect(cards.nth(1)).toContainText(text('tjenester', 'packages.recommended'))
  await expect(cards.nth(0)).not.toContainText(text('tjenester', 'packages.recommended'))
})

test('"See more" opens and closes the details of all three cards', async ({
  page,
  language,
  text,
}) => {
  await page.goto(pagePath('packages', language))
  const cards = page.getByRole('article')
  const seeMore = cards.getByRole('button', { name: text('tjenester', 'packages.see_more') })
  await expect(seeMore).toHaveCount(3)
  for (const button of await seeMore.all()) {
    await expect(button).toHaveAttribute('aria-expanded', 'false')
  }
  const good = (id: PackageId) => page.getByText(text('tjenester', `packages.items.${id}.good_for`))
  for (const id of PACKAGE_IDS) await expect(good(id)).toBeHidden()
  // Hidden, but laid out with the page: a tap only gives the details their height.
  for (const id of PACKAGE_IDS) expect((await good(id).boundingBox())?.height).toBeGreaterThan(0)

  await seeMore.nth(0).scrollIntoViewIfNeeded()
  const scrolled = await page.evaluate(() => window.scrollY)
  await seeMore.nth(0).click()
  // Every card's button says the details are open, and its words say how to close them.
  const seeLess = cards.getByRole('button', { name: text('tjenester', 'packages.see_less') })
  await expect(seeLess).toHaveCount(3)
  for (const button of await seeLess.all()) {
    await expect(button).toBeVisible()
    await expect(button).toHaveAttribute('aria-expanded', 'true')
  }
  expect(await page.evaluate(() => window.scrollY)).toBe(scrolled)
  const features = cards.first().getByRole('listitem')
  await expect(features).toHaveCount(5)
  // The opened rows keep their tick beside their words.
  await expect(features.last()).toHaveCSS('display', 'flex')
  for (const id of PACKAGE_IDS) {
    await expect(good(id)).toBeVisible()
    await expect(
      page.getByText(text('tjenester', `packages.items.${id}.benefits_for_you`)),
    ).toBeVisible()
  }
  await seeLess.nth(2).click()
  for (const id of PACKAGE_IDS) await expect(good(id)).toBeHidden()
  await expect(seeMore.nth(0)).toHaveAttribute('aria-expanded', 'false')

  // From the keyboard: a button, reached with Tab and pressed with Enter.
  await seeMore.nth(1).focus()
  await page.keyboard.press('Enter')
  for (const id of PACKAGE_IDS) await expect(good(id)).toBeVisible()
})

test.describe('JavaScript off', () => {
  test.use({ javaScriptEnabled: false })
  test('every card shows its details, with no button that could not close them', async ({
    page,
    language,
    text,
  }) => {
    await page.goto(pagePath('packages', language))
    const cards = page.getByRole('article')
    await expect(cards).toHaveCount(3)
    await expect(cards.getByRole('button')).toHaveCount(0)
    await expect(cards.first().getByRole('listitem')).toHaveCount(5)
    for (const id of PACKAGE_IDS) {
      await expect(page.getByText(text('tjenester', `packages.items.${id}.good_for`))).toBeVisible()
    }
  })
})

test('how it works, and the practical questions answered before he signs', async ({
  page,
  language,
  text,
}) => {
  await page.goto(pagePath('packages', language))
  await expectHowItWorks(page, language)
  // Who approves what is written in his name, and the price per address, among the six answers.
  const faq = page.getByRole('region', { name: text('tjenester', 'faq.title') })
  await expect(faq.locator('summary')).toHaveCount(6)
  for (const id of ['approval', 'locations'] as const)
    await expect(faq.locator('summary')).toContainText([text('tjenester', `faq.items.${id}.q`)])
  await expect(page.getByText(text('tjenester', 'hero.lead'))).toBeVisible()
})

test('a demo monthly report, marked as a sample, and the same as a PDF', async ({
  page,
  language,
  request,
}) => {
  const report: DemoReport = JSON.parse(
    readFileSync(`content/${language}/sample-report.json`, 'utf8'),
  )
  await page.goto(pagePath('packages', language))
  const section = page.getByRole('region', { name: report.section_title })
  const sheet = section.getByRole('figure', { name: report.title })
  await expect(sheet).toBeVisible()
  await expect(sheet).toContainText(report.sample_label)
  await expect(sheet).toContainText(report.sample_note)
  await expect(sheet.locator('dt')).toHaveText(report.numbers.map((number) => number.label))
  await expect(sheet.getByRole('listitem')).toHaveText([...report.done, ...report.next])

  const link = section.getByRole('link', { name: report.download })
  await expect(link).toHaveAttribute('href', DEMO_REPORT_FILES[language])
  const pdf = await request.get(DEMO_REPORT_FILES[language])
  expect(pdf.headers()['content-type']).toBe('application/pdf')
  expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-')
})

test('the comparison table has 13 rows, headers and spoken ticks', async ({
  page,
  language,
  text,
}) => {
  await page.goto(pagePath('packages', language))
  const table = page.getByRole('table', { name: text('tjenester', 'comparison.caption') })
  await expect(table.locator('caption')).toHaveText(text('tjenester', 'comparison.caption'))
  await expect(table.locator('thead th[scope="col"]')).toHaveText([
    text('tjenester', 'comparison.feature'),
    ...PACKAGE_IDS.map((id) => text('tjenester', `packages.items.${id}.name`)),
  ])
  const rows = table.locator('tbody tr')
  await expect(rows).toHaveCount(13)
  await expect(rows.locator('th[scope="row"]')).toHaveCount(13)
  const included = text('tjenester', 'comparison.included')
  const perColumn = await rows.evaluateAll(
    (trs, yes) =>
      [1, 2, 3].map(
        (column) => trs.filter((tr) => tr.children[column]?.textContent?.includes(yes)).length,
      ),
    included,
  )
  expect(perColumn).toEqual([4, 9, 13])
  await expect(rows.first().locator('td').first()).toContainText(included)
  await expect(rows.last().locator('td').first()).toContainText(
    text('tjenester', 'comparison.not_included'),
  )
})

test('each package is a Service with a monthly Offer in DKK, VAT not included', async ({
  request,
  language,
  text,
}) => {
  const html = await (await request.get(pagePath('packages', language))).text()
  const data = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map(
    (m) => JSON.parse(m[1] ?? '{}'),
  )
  const services = data.filter((item) => item['@type'] === 'Service')
  expect(services.map((service) => service.name)).toEqual(
    PACKAGE_IDS.map((id) => text('tjenester', `packages.items.${id}.name`)),
  )
  expect(services.map((service) => service.offers.price)).toEqual(PACKAGE_PRICES)
  for (const { offers } of services) {
    expect(offers.priceCurrency).toBe('DKK')
    expect(offers.priceSpecification).toMatchObject({
      '@type': 'UnitPriceSpecification',
      priceCurrency: 'DKK',
      unitCode: 'MON',
      valueAddedTaxIncluded: false,
    })
  }
  expect(data.find((item) => item['@type'] === 'FAQPage').mainEntity).toHaveLength(6)
})

test('the FAQ keeps one answer open at a time, and the final call to action leads to the audit', async ({
  page,
  language,
  text,
}) => {
  await page.goto(pagePath('packages', language))
  const faq = page.getByRole('region', { name: text('tjenester', 'faq.title') })
  const questions = faq.locator('summary')
  await expect(questions).toHaveCount(6)
  await questions.nth(2).click()
  await questions.nth(5).click()
  await expect(faq.locator('details[open]')).toHaveCount(1)
  await expect(faq.locator('details').nth(5)).toHaveAttribute('open', '')
  const cta = page.getByRole('region', { name: text('tjenester', 'cta.title') })
  // Beside it, a call (first-screens.spec.ts holds the call links).
  await expect(cta.locator('a[href^="tel:"]')).toHaveCount(1)
  await cta.getByRole('link', { name: text('tjenester', 'cta.button') }).click()
  await expect(page).toHaveURL(pagePath('audit', language))
})
