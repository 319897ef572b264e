import type { Language } from '#app/i18n/languages.ts'

/**
 * The demo monthly report as a PDF in each language: routes/demo-report-pdf.ts serves it,
 * and the build prerenders it here.
 */
export const DEMO_REPORT_FILES: Record<Language, string> = {
  da: '/eksempel/maanedsrapport-eksempel.pdf',
  en: '/sample/monthly-report-sample.pdf',
}
