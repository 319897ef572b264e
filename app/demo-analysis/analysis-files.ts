import type { Language } from '#app/i18n/languages.ts'

/**
 * The demo free analysis as a PDF in each language: routes/demo-analysis-pdf.ts serves it,
 * and the build prerenders it here.
 */
export const DEMO_ANALYSIS_FILES: Record<Language, string> = {
  da: '/eksempel/analyse-eksempel.pdf',
  en: '/sample/analysis-sample.pdf',
}
