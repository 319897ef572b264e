import path from 'node:path'
import { reactRouter } from '@react-router/dev/vite'
import tailwindcss from '@tailwindcss/vite'
import { defineConfig } from 'vite'
import { siteLanguage, siteOrigins } from './app/i18n/languages.ts'

const language = siteLanguage(process.env.SITE_LANG)

/** Build-time constants and the `@locales` alias shared by the app build and the unit tests. */
export const buildConstants = {
  define: {
    'import.meta.env.SITE_LANG': JSON.stringify(language),
    'import.meta.env.SITE_ORIGINS': JSON.stringify(siteOrigins(process.env)),
  },
  resolve: {
    alias: { '@locales': path.resolve(import.meta.dirname, 'public/locales', language) },
  },
}

export default defineConfig({
  ...buildConstants,
  plugins: [tailwindcss(), reactRouter()],
})
