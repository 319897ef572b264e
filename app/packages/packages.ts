import { intlLocale } from '#app/i18n/languages.ts'
import { site } from '#app/settings/site.ts'

/**
 * Everything about the packages but their words and prices: which there are, what each card
 * lists, which we recommend, and the comparison table's rows. The words are in
 * public/locales/{da,en}/tjenester.json (`packages.*`, `comparison.*`); the monthly prices are
 * `site.packagePrices` in app/settings/site.ts.
 */

/** The three monthly packages, cheapest first. Their words live in `tjenester:packages.items`. */
export const PACKAGE_IDS = ['basic', 'growth', 'premium'] as const
export type PackageId = (typeof PACKAGE_IDS)[number]

/**
 * What each package's card lists, in order (`tjenester:packages.features`): the first point on
 * the card, the rest under 'Se mere'. A dearer package starts with the one it builds on ("Alt fra
 * Basis, og derudover:"), which heads its list in place of "Det får du".
 */
export const PACKAGE_FEATURES = {
  basic: ['profile_review', 'review_replies', 'report', 'posts', 'photos'],
  growth: [
    'everything_in_basic',
    'keyword_research',
    'directories',
    'link_building',
    'review_card',
    'competitor_monitoring',
  ],
  premium: [
    'everything_in_growth',
    'ads_setup',
    'ads_management',
    'local_ads',
    'tracking',
    'website_seo',
  ],
} as const satisfies Record<PackageId, readonly string[]>

/** The package we recommend ("Min anbefaling"), highlighted on the cards. Not a popularity claim. */
export const RECOMMENDED_PACKAGE: PackageId = 'growth'

export function monthlyPrice(id: PackageId): number {
  return site.packagePrices[id]
}

/**
 * The comparison table's rows (`tjenester:comparison.rows`), each with the cheapest package that
 * includes it; every dearer package includes it too.
 */
export const COMPARISON_ROWS = [
  { id: 'profile_optimization', from: 'basic' },
  { id: 'posts', from: 'basic' },
  { id: 'review_replies', from: 'basic' },
  { id: 'report', from: 'basic' },
  { id: 'keyword_analysis', from: 'growth' },
  { id: 'citations', from: 'growth' },
  { id: 'link_building', from: 'growth' },
  { id: 'review_card', from: 'growth' },
  { id: 'competitor_monitoring', from: 'growth' },
  { id: 'ads_setup', from: 'premium' },
  { id: 'local_ads', from: 'premium' },
  { id: 'call_tracking', from: 'premium' },
  { id: 'website_optimization', from: 'premium' },
] as const satisfies readonly { id: string; from: PackageId }[]

export type ComparisonRow = (typeof COMPARISON_ROWS)[number]

export function includes(id: PackageId, row: ComparisonRow): boolean {
  return PACKAGE_IDS.indexOf(id) >= PACKAGE_IDS.indexOf(row.from)
}

/** A monthly price as the language writes it: "2.449 kr." / "2,449 DKK". */
export function formatPrice(amount: number, language: string): string {
  return new Intl.NumberFormat(intlLocale(language), {
    style: 'currency',
    currency: site.currency,
    maximumFractionDigits: 0,
  }).format(amount)
}
