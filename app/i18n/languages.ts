/** The site's two languages. Each is built and deployed on its own domain. */
export const LANGUAGES = ['da', 'en'] as const
export type Language = (typeof LANGUAGES)[number]

/** The language that wins when nothing else decides, and the x-default of hreflang. */
export const DEFAULT_LANGUAGE: Language = 'da'

export const OPEN_GRAPH_LOCALES: Record<Language, string> = { da: 'da_DK', en: 'en_US' }

/**
 * The Intl locale of the shown language. English is European English (en-150), which writes
 * prices as the spec orders them, amount then currency ("2,449 DKK"), and dates day first
 * ("19 December 2024").
 */
export function intlLocale(language: string): string {
  return language === 'en' ? 'en-150' : 'da-DK'
}

/** Production origin of each language's domain. Overridden by SITE_URL_DA / SITE_URL_EN. */
export const DEFAULT_ORIGINS: Record<Language, string> = {
  da: 'https://lokalsynlig.dk',
  en: 'https://lokalsynlig.com',
}

export function isLanguage(value: unknown): value is Language {
  return LANGUAGES.includes(value as Language)
}

/** Reads SITE_LANG; a build without it is Danish, and a typo fails loudly. */
export function siteLanguage(value: string | undefined): Language {
  if (value === undefined || value === '') return DEFAULT_LANGUAGE
  if (!isLanguage(value))
    throw new Error(`SITE_LANG must be one of ${LANGUAGES.join(', ')}, got "${value}"`)
  return value
}

type Env = Record<string, string | undefined>

/** Origins without a trailing slash, from SITE_URL_DA / SITE_URL_EN or the production domains. */
export function siteOrigins(env: Env): Record<Language, string> {
  const origin = (value: string | undefined, fallback: string) => new URL(value || fallback).origin
  return {
    da: origin(env.SITE_URL_DA, DEFAULT_ORIGINS.da),
    en: origin(env.SITE_URL_EN, DEFAULT_ORIGINS.en),
  }
}

export function otherLanguage(language: Language): Language {
  return language === 'da' ? 'en' : 'da'
}
