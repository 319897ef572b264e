import type { Language } from './i18n/languages.ts'

/** The PDF guide of each language, made at build time by scripts/build-guide.ts. */
export const GUIDE_FILES: Record<Language, string> = {
  da: '/guide/guide-staerkere-google-virksomhedsprofil.pdf',
  en: '/guide/guide-stronger-google-business-profile.pdf',
}
