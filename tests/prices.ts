import type { Language } from '#app/i18n/languages.ts'
import { site } from '#app/settings/site.ts'

/**
 * The owner's prices (content/site.json) as a reader sees them, written out by hand rather than
 * with the app's Intl formatting, so the tests pass with his prices and still check the format.
 */
export const PACKAGE_PRICES = Object.values(site.packagePrices)

/** 2449 → "2.449" (Danish) or "2,449" (English). */
export const numberAsWritten = (amount: number, language: Language) =>
  String(amount).replace(/\B(?=(\d{3})+(?!\d))/g, language === 'da' ? '.' : ',')

/** 2449 → "2.449 kr." or "2,449 DKK" (the space is a regular one: tests read visible text). */
export const priceAsWritten = (amount: number, language: Language) =>
  language === 'da'
    ? `${numberAsWritten(amount, language)} kr.`
    : `${numberAsWritten(amount, language)} DKK`
