import type { AnalyticsConfig } from '#app/analytics/analytics-config.ts'
import type { Language } from '#app/i18n/languages.ts'

/** Constants that Vite writes into each build (see vite.config.ts). */
export const BUILD_LANGUAGE: Language = __SITE_LANG__
export const ORIGINS: Record<Language, string> = __SITE_ORIGINS__
/** Plausible's domain and endpoint, or null: analytics is off (app/analytics/analytics-config.ts). */
export const ANALYTICS: AnalyticsConfig = __ANALYTICS__
