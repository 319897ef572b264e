/// <reference types="vite/client" />
import type { Language } from './i18n/languages.ts'
import type { MailConfig } from './mail/config.ts'

declare global {
  interface ImportMetaEnv {
    readonly SITE_LANG: Language
    readonly SITE_ORIGINS: Record<Language, string>
    readonly MAIL_CONFIG: MailConfig
  }
}
