import type { Language } from '#app/i18n/languages.ts'

/**
 * The sample free analysis as a PDF in each language: routes/sample-analysis-pdf.ts serves it,
 * and the build prerenders it here.
 */
export const SAMPLE_ANALYSIS_FILES: Record<Language, string> = {
  da: '/eksempel/analyse-eksempel.pdf',
  en: '/sample/analysis-sample.pdf',
}
