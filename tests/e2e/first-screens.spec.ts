/**
 * What a tradesman on his phone sees before he scrolls, on the pages where he decides: the free
 * analysis and the packages. (The home page's first screen: home-page.spec.ts.)
 */

import type { Locator } from '@playwright/test'
import { pagePath } from '#app/i18n/pages.ts'
import { PACKAGE_IDS } from '#app/packages/packages.ts'
import { site } from '#app/settings/site.ts'
import { expect, test } from '#tests/playwright-utils.ts'
import { PACKAGE_PRICES, priceAsWritten } from '#tests/prices.ts'

const SCREEN = { width: 390, height: 844 }
test.use({ viewport: SCREEN })

async function onFirstScreen(locator: Locator) {
  await expect(locator).toBeVisible()
  const box = await locator.boundingBox()
  expect((box?.y ?? Infinity) + (box?.height ?? 0)).toBeLessThanOrEqual(SCREEN.height)
}

test('the analysis page: what comes back, the form and its button on the first screen; a call one tap away', async ({
  page,
  language,
  text,
}) => {
  await page.goto(pagePath('audit', language))
  await onFirstScreen(page.getByRole('heading', { level: 1 }))
  await onFirstScreen(page.getByText(text('audit', 'hero.lead')))
  const form = page.locator('#audit-form')
  await onFirstScreen(form.getByLabel(text('universal', 'form.company')))
  await onFirstScreen(form.getByRole('button', { name: text('audit', 'form.submit') }))
  const call = page.getByRole('link', { name: text('universal', 'trust.call_me') })
  await expect(call).toHaveAttribute('href', `tel:${site.phone.dial}`)
  await expect(call).toContainText(site.phone.display)
})

test('the packages page: the three prices side by side on the first screen, each card one action', async ({
  page,
  language,
  text,
}) => {
  await page.goto(pagePath('packages', language))
  const overview = page.locator('main ul').first()
  const prices = overview.getByRole('link')
  await expect(prices).toHaveCount(3)
  for (const [index, id] of PACKAGE_IDS.entries()) {
    const price = prices.nth(index)
    await onFirstScreen(price)
    await expect(price).toContainText(text('tjenester', `packages.items.${id}.name`))
    expect((await price.textContent())?.replace(/\u00a0/g, ' ')).toContain(
      priceAsWritten(PACKAGE_PRICES[index] ?? 0, language),
    )
  }
  const tops = await Promise.all(
    (await prices.all()).map(async (price) => (await price.boundingBox())?.y),
  )
  expect(new Set(tops).size, 'side by side').toBe(1)
  await onFirstScreen(
    page
      .locator('main')
      .getByRole('link', { name: text('universal', 'trust.call_me') })
      .first(),
  )
  // A price leads to its card; each card has one action, the free analysis, and no mail link.
  await prices.nth(2).click()
  await expect(page).toHaveURL(/#package-card-premium$/)
  const cards = page.getByRole('article')
  for (const card of await cards.all()) {
    const links = card.getByRole('link')
    await expect(links).toHaveCount(1)
    await expect(links).toHaveText(text('tjenester', 'packages.choose'))
    await expect(links).toHaveAttribute('href', pagePath('audit', language))
  }
  await expect(page.locator('article a[href^="mailto:"]')).toHaveCount(0)
})
