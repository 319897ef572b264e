import type { Language } from '#app/i18n/languages.ts'

/**
 * The brand's colours, and the one place they are written: Tailwind's theme (brand-*, accent-*,
 * ink and muted, added by scripts/build/palette-theme.ts), the logo and the favicon
 * (app/components/logo-svg.ts), the icons, social images, sample portrait and post
 * illustrations made at build time, and the PDF guide.
 */
export const palette = {
  brand: {
    50: '#ecfdf5',
    100: '#d1fae5',
    200: '#a7f3d0',
    700: '#15694f',
    800: '#115a44',
    900: '#0f4c3a',
    950: '#082f24',
  },
  accent: { 200: '#fde68a', 300: '#fcd34d', 400: '#fbbf24' },
  /** Body text. */
  ink: '#0f172a',
  /** Secondary text. */
  muted: '#475569',
} as const

/**
 * Business identity, set once. Every value below is a sample: replace it with the real
 * business's details (see README, "Business details").
 */
export const site = {
  brand: 'Lokalsynlig',
  founder: {
    name: 'Mads Eksempel',
    role: { da: 'Stifter og specialist i lokal SEO', en: 'Founder and local SEO specialist' },
  },
  /** As shown to visitors (non-breaking spaces: it never wraps), and as dialled (E.164). */
  phone: { display: '+45\u00a012\u00a034\u00a056\u00a078', dial: '+4512345678' },
  email: 'kontakt@lokalsynlig.dk',
  /** Where form messages are delivered. */
  mailRecipient: 'kontakt@lokalsynlig.dk',
  cvr: '12345678',
  address: {
    street: 'Eksempelvej 1',
    postalCode: '8000',
    city: 'Aarhus C',
    country: 'DK',
  },
  openingHours: {
    days: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
    opens: '09:00',
    closes: '17:00',
  },
  /** Monthly price of each package in DKK, excluding VAT. */
  packagePrices: { basic: 2449, growth: 4949, premium: 9949 },
  /**
   * The introductory offer, in the same words on the case page, under the package cards and in
   * the terms (§ 5): `discountPercent` off the monthly price for the first `months` months, for
   * the first `customers` customers; then the list price. When the last place is taken, change
   * the texts that use {{intro_customers}} (see docs/decisions/010-claims.md): an offer that
   * can no longer be had must not be shown.
   */
  introOffer: { discountPercent: 20, months: 3, customers: 5 },
  /**
   * The data processors the privacy policy names (§ 5). Samples: put the real companies here.
   * The policy says that apart from the form service (EmailJS, Singapore) no data leaves the
   * EU/EEA; if the host or the mailbox is outside it, change § 5 of both privacy texts.
   */
  processors: {
    webHost: 'Eksempel Hosting ApS',
    mailbox: 'Eksempel Mail ApS',
  },
  currency: 'DKK',
  paymentAccepted: ['Invoice', 'Bank transfer'],
  serviceTypes: {
    da: ['Lokal SEO', 'Optimering af Google-virksomhedsprofil', 'Google Maps-optimering'],
    en: ['Local SEO', 'Google Business Profile optimization', 'Google Maps optimization'],
  } satisfies Record<Language, string[]>,
  areaServed: 'Denmark',
  /** The browser's colour around the page on phones (`<meta name="theme-color">`). */
  themeColor: palette.brand[900],
} as const

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
  web_host: site.processors.webHost,
  mail_host: site.processors.mailbox,
  // Numbers, written `{{price_min, number}}` so that each language groups the digits its way.
  price_min: PRICE_RANGE.min,
  price_max: PRICE_RANGE.max,
}

/**
 * A text with the business identity filled in, for code outside i18next (build steps, tests).
 * Given the language, a number (`{{price_min, number}}`) is written as i18next writes it there.
 */
export function fillTextVariables(text: string, language?: Language): string {
  return text.replace(/{{\s*(\w+)\s*(, number\s*)?}}/g, (whole, name: string, number?: string) => {
    if (!(name in TEXT_VARIABLES)) return whole
    const value = TEXT_VARIABLES[name as keyof typeof TEXT_VARIABLES]
    if (!number) return String(value)
    return language ? new Intl.NumberFormat(language).format(Number(value)) : whole
  })
}
