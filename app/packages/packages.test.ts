import { expect, test } from 'vitest'
import { fillTextVariables, PRICE_RANGE } from '#app/settings/site.ts'
import { numberAsWritten, PACKAGE_PRICES } from '#tests/prices.ts'
import { COMPARISON_ROWS, formatPrice, includes, monthlyPrice, PACKAGE_IDS } from './packages.ts'

const without = (id: (typeof PACKAGE_IDS)[number]) =>
  COMPARISON_ROWS.filter((row) => !includes(id, row)).map((row) => row.id)

test('13 rows: the cheapest lacks five, the top one has all, the middle lacks four', () => {
  expect(COMPARISON_ROWS).toHaveLength(13)
  expect(without('basic')).toEqual([
    'keyword_analysis',
    'citations',
    'link_building',
    'review_card',
    'competitor_monitoring',
    'ads_setup',
    'local_ads',
    'call_tracking',
    'website_optimization',
  ])
  expect(without('growth')).toEqual([
    'ads_setup',
    'local_ads',
    'call_tracking',
    'website_optimization',
  ])
  expect(without('premium')).toEqual([])
})

const [cheapest, , dearest] = PACKAGE_PRICES as [number, number, number]

test("the packages cost the owner's prices, cheapest first, which is the metadata price range", () => {
  expect(PACKAGE_IDS.map(monthlyPrice)).toEqual(PACKAGE_PRICES)
  expect(PRICE_RANGE).toEqual({ min: cheapest, max: dearest })
})

test('prices are written the way each language writes money', () => {
  expect(formatPrice(2449, 'da')).toBe('2.449\u00a0kr.')
  expect(formatPrice(9949, 'en')).toBe('9,949\u00a0DKK')
})

test('texts write the price range as each language writes numbers', () => {
  const range = '{{price_min, number}} – {{price_max, number}}'
  for (const language of ['da', 'en'] as const) {
    expect(fillTextVariables(range, language)).toBe(
      `${numberAsWritten(cheapest, language)} – ${numberAsWritten(dearest, language)}`,
    )
  }
})
