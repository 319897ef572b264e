import path from 'node:path'
import { reactRouter } from '@react-router/dev/vite'
import tailwindcss from '@tailwindcss/vite'
import { defineConfig } from 'vite'
import { siteLanguage, siteOrigins } from './app/i18n/languages.ts'
import { ISLANDS_DEPENDENCY_CHUNKS, islandsChunkOf } from './app/islands/chunk-name.ts'
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
  build: {
    rollupOptions: {
      output: {
        // React and React Router in chunks of their own, and each page's islands module in its
        // own chunk, which that page loads as its only script (components/page-scripts.tsx).
        // React Router's client is then never part of what a page loads.
        codeSplitting: {
          groups: [
            {
              name: ISLANDS_DEPENDENCY_CHUNKS[0],
              test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/,
              priority: 4,
            },
            { name: 'react-router', test: /node_modules[\\/]react-router[\\/]/, priority: 3 },
            // What the islands of both pages share (hydration, i18next, the mail SDK, the form
            // parts, the class helpers), so that neither page's islands chunk imports the other's.
            {
              name: ISLANDS_DEPENDENCY_CHUNKS[1],
              test: /node_modules[\\/](@emailjs|i18next|react-i18next|clsx)[\\/]|[\\/]app[\\/](mail|i18n)[\\/](?!use-current-page)|components[\\/](island|use-first-view|reduced-motion|cn|button-variants|section-heading|form-fields|send-result)\.tsx?$|call-to-action/,
              priority: 2,
            },
            {
              name: (id) => islandsChunkOf(id) ?? null,
              test: /[\\/]app[\\/]islands[\\/]/,
              priority: 1,
            },
          ],
        },
      },
    },
  },
})
