import { type Language, numberInWords } from '#app/i18n/languages.ts'
import siteFile from '#content/site.json' with { type: 'json' }
import type { SiteFile } from './site-file-schema.ts'

/**
 * The business's details, from content/site.json, where the owner sets them (every build checks
 * the file first: app/settings/site-file-schema.ts), with what is derived from them. Every value in the file as
 * it is shipped is a sample; a build for the real domains is a holding page until they are replaced
 * (scripts/build/launch-check.ts).
 */
const file = siteFile as SiteFile

/**
 * The brand's colours, and the one place they are written: Tailwind's theme (brand-*, accent-*,
 * ink and muted, added by scripts/build/app-css-from-code.ts), the logo and the favicon
 * (app/components/logo-svg.ts), the icons, social images, sample portrait and post
 * illustrations made at build time, and the PDF guide.
 */
export const palette = file.palette

export const site = {
  ...file,
  /** As shown to visitors (non-breaking spaces: it never wraps), and as dialled (E.164). */
  phone: { display: file.phone.replaceAll(' ', '\u00a0'), dial: file.phone.replaceAll(' ', '') },
  /** The browser's colour around the page on phones (`<meta name="theme-color">`). */
  themeColor: file.palette.brand[900],
}

/**
 * Whether the intro offer still runs: the owner sets `introOffer.placesLeft` to 0 when it is over,
 * and then no page mentions it (an offer that has ended must not be advertised).
 */
export const introOfferOpen = (offer: SiteFile['introOffer']) => offer.placesLeft !== 0

const prices = Object.values(site.packagePrices)
/** The price range stated in metadata: from the cheapest to the dearest package. */
export const PRICE_RANGE = { min: Math.min(...prices), max: Math.max(...prices) }

/** Values every text may use, e.g. "Ring til {{phone}}" (i18next default variables). */
export const TEXT_VARIABLES = {
  brand: site.brand,
  founder: site.founder.name,
  phone: site.phone.display,
  email: site.email,
  cvr: site.cvr,
  address: `${site.address.street}, ${site.address.postalCode} ${site.address.city}`,
  intro_discount: String(site.introOffer.discountPercent),
  intro_months: String(site.introOffer.months),
  intro_customers: String(site.introOffer.customers),
  analysis_searches: String(site.freeAnalysis.searches),
  analysis_competitors: String(site.freeAnalysis.competitors),
  analysis_fixes: String(site.freeAnalysis.fixes),
  analysis_days: String(site.freeAnalysis.workingDays),
  web_host: site.processors.webHost.name,
  form_service: site.processors.formService.name,
  mail_host: site.processors.mailbox.name,
  bookkeeping: site.processors.bookkeeping.name,
  court: site.legal.court,
  // Numbers, written `{{price_min, number}}` so that each language groups the digits its way.
  price_min: PRICE_RANGE.min,
  price_max: PRICE_RANGE.max,
}

/**
 * A text with the business identity filled in, for code outside i18next (build steps, tests).
 * Given the language, a number is written as i18next writes it there: `{{price_min, number}}`
 * with the language's digit grouping, `{{analysis_days, words}}` as a word under ten.
 */
export function fillTextVariables(text: string, language?: Language): string {
  return text.replace(
    /{{\s*(\w+)\s*(?:,\s*(number|words)\s*)?}}/g,
    (whole, name: string, format?: 'number' | 'words') => {
      if (!(name in TEXT_VARIABLES)) return whole
      const value = TEXT_VARIABLES[name as keyof typeof TEXT_VARIABLES]
      if (!format) return String(value)
      if (!language) return whole
      return format === 'number'
        ? new Intl.NumberFormat(language).format(Number(value))
        : numberInWords(value, language)
    },
  )
}
