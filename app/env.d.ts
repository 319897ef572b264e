/// <reference types="vite/client" />
import type { Language } from './i18n/languages.ts'

declare global {
  interface ImportMetaEnv {
    readonly SITE_LANG: Language
    readonly SITE_ORIGINS: Record<Language, string>
  }
}
