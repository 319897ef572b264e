/**
 * The site's languages: one record each, and every per-language setting lives in it. Each
 * language is built and deployed on its own domain.
 */
export const LANGUAGE_RECORDS = {
  da: {
    /** Production origin of the language's domain; `originVariable` overrides it at build time. */
    origin: 'https://lokalsynlig.dk',
    originVariable: 'SITE_URL_DA',
    openGraphLocale: 'da_DK',
    intlLocale: 'da-DK',
    /** How dates are written: "19. december 2024". */
    dateLocale: 'da-DK',
    /** Where `npm start` serves the language locally; `portVariable` overrides it. */
    port: 4173,
    portVariable: 'PORT_DA',
    /**
     * Where `npm run dev` serves it: Vite's default port, apart from `npm start`'s (whose port
     * the browser tests would otherwise find taken by a dev server); `devPortVariable` overrides.
     */
    devPort: 5173,
    devPortVariable: 'DEV_PORT_DA',
    /** Zero to nine as words, for `{{count, words}}` in running text ("et" where the noun is neuter is the text's to write). */
    smallNumbers: ['nul', 'en', 'to', 'tre', 'fire', 'fem', 'seks', 'syv', 'otte', 'ni'],
  },
  en: {
    origin: 'https://lokalsynlig.com',
    originVariable: 'SITE_URL_EN',
    openGraphLocale: 'en_US',
    /**
     * European English (en-150) writes prices as the spec orders them, amount then currency
     * ("2,449 DKK").
     */
    intlLocale: 'en-150',
    /** Dates as the site's American English writes them: "Dec. 19, 2024" (AP style, app/i18n/format-date.ts). */
    dateLocale: 'en-US',
    port: 4174,
    portVariable: 'PORT_EN',
    devPort: 5174,
    devPortVariable: 'DEV_PORT_EN',
    /** AP style spells out one to nine in running text: `{{analysis_days, words}}` is "two". */
    smallNumbers: ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine'],
  },
} as const

export type Language = keyof typeof LANGUAGE_RECORDS
export const LANGUAGES = Object.keys(LANGUAGE_RECORDS) as Language[]

/** localStorage key of the visitor's language (spec: `lang`). */
export const LANGUAGE_KEY = 'lang'
/** The query parameter that chooses a language (spec: `lng`). */
export const LANGUAGE_QUERY = 'lng'

/** The language that wins when nothing else decides, and the x-default of hreflang. */
export const DEFAULT_LANGUAGE: Language = 'da'

export function isLanguage(value: unknown): value is Language {
  return LANGUAGES.includes(value as Language)
}

/** A language code from outside (i18next, a URL) as one of ours; anything else is the default. */
export function toLanguage(value: string | undefined): Language {
  return isLanguage(value) ? value : DEFAULT_LANGUAGE
}

/** The Intl locale of a shown language (i18next's code, so any string). */
export function intlLocale(language: string): string {
  return LANGUAGE_RECORDS[toLanguage(language)].intlLocale
}

/**
 * A whole number as running text writes it in a shown language: zero to nine as words
 * (`smallNumbers`), any other as digits. The `words` format of the texts: `{{analysis_days, words}}`.
 */
export function numberInWords(value: unknown, language: string): string {
  const words: readonly string[] = LANGUAGE_RECORDS[toLanguage(language)].smallNumbers
  return words[Number(value)] ?? String(value)
}

/** The locale dates are written in, in a shown language. */
export function dateLocale(language: string): string {
  return LANGUAGE_RECORDS[toLanguage(language)].dateLocale
}

/** Reads SITE_LANG; a build without it is Danish, and a typo fails loudly. */
export function siteLanguage(value: string | undefined): Language {
  if (value === undefined || value === '') return DEFAULT_LANGUAGE
  if (!isLanguage(value))
    throw new Error(`SITE_LANG must be one of ${LANGUAGES.join(', ')}, got "${value}"`)
  return value
}

type Env = Record<string, string | undefined>

/** One value per language. */
export function perLanguage<T>(make: (language: Language) => T): Record<Language, T> {
  return Object.fromEntries(LANGUAGES.map((language) => [language, make(language)])) as Record<
    Language,
    T
  >
}

/** Origins without a trailing slash, from SITE_URL_DA / SITE_URL_EN or the production domains. */
export function siteOrigins(env: Env): Record<Language, string> {
  return perLanguage((language) => {
    const { origin, originVariable } = LANGUAGE_RECORDS[language]
    const value = env[originVariable] || origin
    if (!/^https?:\/\/[^/\s]+/.test(value))
      throw new Error(
        `${originVariable} must be the site's whole address, starting with https:// (e.g. ${origin}), not "${value}"`,
      )
    return new URL(value).origin
  })
}

/** The environment that makes a build use these origins (the inverse of `siteOrigins`). */
export function originVariables(origins: Record<Language, string>): Env {
  return Object.fromEntries(
    LANGUAGES.map((language) => [LANGUAGE_RECORDS[language].originVariable, origins[language]]),
  )
}

/**
 * The port a language is served on locally, by `npm start` or by `npm run dev`: its port
 * variable, or the record's default.
 */
export function localPort(language: Language, env: Env, server: 'start' | 'dev' = 'start'): number {
  const record = LANGUAGE_RECORDS[language]
  return server === 'dev'
    ? Number(env[record.devPortVariable] || record.devPort)
    : Number(env[record.portVariable] || record.port)
}

/** The language of the sister site. */
export function otherLanguage(language: Language): Language {
  return LANGUAGES.find((candidate) => candidate !== language) ?? DEFAULT_LANGUAGE
}
