import type { Language } from '#app/i18n/languages.ts'

/** The PDF guide of each language: routes/guide-pdf.ts serves it, and the build prerenders it here. */
export const GUIDE_FILES: Record<Language, string> = {
  da: '/guide/guide-staerkere-google-virksomhedsprofil.pdf',
  en: '/guide/guide-stronger-google-business-profile.pdf',
}
