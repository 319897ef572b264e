import type { AnalyticsConfig } from '#app/analytics/analytics-config.ts'
import type { Language } from '#app/i18n/languages.ts'
import type { MailConfig } from '#app/mail/mail-config.ts'

/** Constants Vite writes into each build (vite.config.ts, `define`). */
declare global {
  const __SITE_LANG__: Language
  const __SITE_ORIGINS__: Record<Language, string>
  const __MAIL_CONFIG__: MailConfig
  const __ANALYTICS__: AnalyticsConfig
}
