import { LANGUAGES } from '../../app/i18n/languages.ts'
import { pagePath } from '../../app/i18n/pages.ts'
import { PACKAGE_IDS } from '../../app/packages.ts'
import { SITES } from '../../scripts/local-sites.ts'
import { localeText } from '../../scripts/locale-text.ts'
import { expect, test } from './fixtures.ts'

const PRICES = {
  da: ['2.449 kr.', '4.949 kr.', '9.949 kr.'],
  en: ['2,449 DKK', '4,949 DKK', '9,949 DKK'],
}
const packagesUrl = (language: 'da' | 'en') => SITES[language] + pagePath('packages', language)

for (const language of LANGUAGES) {
  const text = (key: string) => localeText(language, 'tjenester', key)

  test(`${language}: three packages with monthly prices excl. VAT; the middle one is marked`, async ({
    page,
  }) => {
    await page.goto(packagesUrl(language))
    const cards = page.getByRole('article')
    await expect(cards).toHaveCount(3)
    for (const [index, id] of PACKAGE_IDS.entries()) {
      const card = cards.nth(index)
      await expect(card.getByRole('heading', { level: 3 })).toHaveText(
        text(`packages.items.${id}.name`),
      )
      expect((await card.locator('[data-price]').textContent())?.replace(/\u00a0/g, ' ')).toBe(
        PRICES[language][index],
      )
      await expect(card).toContainText(text('packages.per_month'))
      await expect(card.getByRole('listitem')).toHaveCount(index === 0 ? 5 : 6)
    }
    await expect(cards.nth(1)).toContainText(text('packages.most_chosen'))
    await expect(cards.nth(0)).not.toContainText(text('packages.most_chosen'))
  })

  for (const javaScriptEnabled of [true, false]) {
    test(`${language}: "${text('packages.see_more')}" opens and closes the details of all three cards (JavaScript ${javaScriptEnabled ? 'on' : 'off'})`, async ({
      browser,
    }) => {
      const context = await browser.newContext({ javaScriptEnabled })
      const page = await context.newPage()
      await page.goto(packagesUrl(language))
      const buttons = page.getByRole('article').getByText(text('packages.see_more'))
      await expect(buttons).toHaveCount(3)
      // Keyboards and screen readers reach the one control behind the three, with its state.
      const toggle = page.getByRole('checkbox', { name: text('packages.details_toggle') })
      await expect(toggle).not.toBeChecked()
      const good = (id: string) => page.getByText(text(`packages.items.${id}.good_for`))
      for (const id of PACKAGE_IDS) await expect(good(id)).toBeHidden()

      await buttons.nth(0).scrollIntoViewIfNeeded()
      const scrolled = await page.evaluate(() => window.scrollY)
      await buttons.nth(0).click()
      await expect(toggle).toBeChecked()
      // Opening the details does not move the page to the hidden control.
      expect(await page.evaluate(() => window.scrollY)).toBe(scrolled)
      const lessButtons = page.getByRole('article').getByText(text('packages.see_less'))
      await expect(lessButtons).toHaveCount(3)
      for (const button of await lessButtons.all()) await expect(button).toBeVisible()
      for (const id of PACKAGE_IDS) {
        await expect(good(id)).toBeVisible()
        await expect(page.getByText(text(`packages.items.${id}.benefits_for_you`))).toBeVisible()
      }
      await lessButtons.nth(2).click()
      await expect(toggle).not.toBeChecked()
      for (const id of PACKAGE_IDS) await expect(good(id)).toBeHidden()

      await toggle.focus()
      await page.keyboard.press('Space')
      for (const id of PACKAGE_IDS) await expect(good(id)).toBeVisible()
      await context.close()
    })
  }

  test(`${language}: the comparison table has 13 rows, headers and spoken ticks`, async ({
    page,
  }) => {
    await page.goto(packagesUrl(language))
    const table = page.getByRole('table', { name: text('comparison.caption') })
    await expect(table.locator('caption')).toHaveText(text('comparison.caption'))
    await expect(table.locator('thead th[scope="col"]')).toHaveText([
      text('comparison.feature'),
      ...PACKAGE_IDS.map((id) => text(`packages.items.${id}.name`)),
    ])
    const rows = table.locator('tbody tr')
    await expect(rows).toHaveCount(13)
    await expect(rows.locator('th[scope="row"]')).toHaveCount(13)
    const included = text('comparison.included')
    const perColumn = await rows.evaluateAll(
      (trs, yes) =>
        [1, 2, 3].map(
          (column) => trs.filter((tr) => tr.children[column]?.textContent?.includes(yes)).length,
        ),
      included,
    )
    expect(perColumn).toEqual([4, 9, 13])
    await expect(rows.first().locator('td').first()).toContainText(included)
    await expect(rows.last().locator('td').first()).toContainText(text('comparison.not_included'))
  })

  test(`${language}: each package is a Service with a monthly Offer in DKK, VAT not included`, async ({
    request,
  }) => {
    const html = await (await request.get(packagesUrl(language))).text()
    const data = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map(
      (m) => JSON.parse(m[1] ?? '{}'),
    )
    const services = data.filter((item) => item['@type'] === 'Service')
    expect(services.map((service) => service.name)).toEqual(
      PACKAGE_IDS.map((id) => text(`packages.items.${id}.name`)),
    )
    expect(services.map((service) => service.offers.price)).toEqual([2449, 4949, 9949])
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
}

test('the FAQ keeps one answer open at a time, and the final call to action leads to the audit', async ({
  page,
}) => {
  await page.goto(packagesUrl('da'))
  const faq = page.getByRole('region', { name: localeText('da', 'tjenester', 'faq.title') })
  const questions = faq.locator('summary')
  await expect(questions).toHaveCount(6)
  await questions.nth(2).click()
  await questions.nth(5).click()
  await expect(faq.locator('details[open]')).toHaveCount(1)
  await expect(faq.locator('details').nth(5)).toHaveAttribute('open', '')
  await page
    .getByRole('region', { name: localeText('da', 'tjenester', 'cta.title') })
    .getByRole('link')
    .click()
  await expect(page).toHaveURL(SITES.da + pagePath('audit', 'da'))
})
