import type { Language } from '#app/i18n/languages.ts'

/**
 * The sample monthly report as a PDF in each language: routes/sample-report-pdf.ts serves it,
 * and the build prerenders it here.
 */
export const SAMPLE_REPORT_FILES: Record<Language, string> = {
  da: '/eksempel/maanedsrapport-eksempel.pdf',
  en: '/sample/monthly-report-sample.pdf',
}
