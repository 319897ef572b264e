import type { Language } from '#app/i18n/languages.ts'

/** Constants that Vite writes into each build (see vite.config.ts). */
export const BUILD_LANGUAGE: Language = __SITE_LANG__
export const ORIGINS: Record<Language, string> = __SITE_ORIGINS__
