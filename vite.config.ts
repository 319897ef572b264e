import path from 'node:path'
import { reactRouter } from '@react-router/dev/vite'
import tailwindcss from '@tailwindcss/vite'
import { defineConfig } from 'vite'
import { siteLanguage, siteOrigins } from './app/i18n/languages.ts'
import { mailConfig } from './app/mail/config.ts'

const language = siteLanguage(process.env.SITE_LANG)

/** Build-time constants and the `@locales` alias shared by the app build and the unit tests. */
export const buildConstants = {
  define: {
    __SITE_LANG__: JSON.stringify(language),
    __SITE_ORIGINS__: JSON.stringify(siteOrigins(process.env)),
    // Fails the build, naming what is missing, when only some mail keys are set.
    __MAIL_CONFIG__: JSON.stringify(mailConfig(process.env)),
  },
  resolve: {
    alias: {
      '@locales': path.resolve(import.meta.dirname, 'public/locales', language),
      '@content': path.resolve(import.meta.dirname, 'content', language),
    },
  },
}

export default defineConfig({
  ...buildConstants,
  plugins: [tailwindcss(), reactRouter()],
})
