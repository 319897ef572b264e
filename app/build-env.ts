import type { Language } from './i18n/languages.ts'

/** Constants that Vite writes into each build (see vite.config.ts). */
export const BUILD_LANGUAGE: Language = import.meta.env.SITE_LANG
export const ORIGINS: Record<Language, string> = import.meta.env.SITE_ORIGINS
