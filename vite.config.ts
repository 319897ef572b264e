import path from 'node:path'
import { reactRouter } from '@react-router/dev/vite'
import tailwindcss from '@tailwindcss/vite'
import { defineConfig } from 'vite'
import { siteLanguage, siteOrigins } from './app/i18n/languages.ts'
import { ISLANDS_SHARED_CHUNK, islandsChunkOf, REACT_CHUNK } from './app/islands/chunk-name.ts'
import { mailConfig } from './app/mail/config.ts'
import { paletteTheme } from './scripts/palette-theme.ts'

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
  plugins: [paletteTheme(), tailwindcss(), reactRouter()],
  build: {
    rollupOptions: {
      output: {
        // React and React Router in chunks of their own, and each page's islands module in its
        // own chunk, which that page loads as its only script (components/page-scripts.tsx).
        // React Router's client is then never part of what a page loads.
        codeSplitting: {
          groups: [
            {
              name: REACT_CHUNK,
              test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/,
              priority: 4,
            },
            { name: 'react-router', test: /node_modules[\\/]react-router[\\/]/, priority: 3 },
            // What the islands of both pages share (hydration, i18next, the mail SDK, the form
            // parts), so that neither page's islands chunk imports the other's.
            {
              name: ISLANDS_SHARED_CHUNK,
              test: /node_modules[\\/](@emailjs|i18next|react-i18next)[\\/]|[\\/]app[\\/](mail|i18n)[\\/](?!use-current-page)|form-parts|components[\\/](island|use-first-view)\.tsx?$|call-to-action/,
              priority: 2,
            },
            {
              name: (id) => islandsChunkOf(id) ?? null,
              debugName: 'islands of each page',
              test: /[\\/]app[\\/]islands[\\/]/,
              priority: 1,
            },
          ],
        },
      },
    },
  },
})
