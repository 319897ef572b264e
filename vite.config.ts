import path from 'node:path'
import { reactRouter } from '@react-router/dev/vite'
import tailwindcss from '@tailwindcss/vite'
import { defineConfig, type Plugin } from 'vite'
import {
  type Language,
  localPort,
  originVariables,
  siteLanguage,
  siteOrigins,
} from './app/i18n/languages.ts'
import { ISLANDS_SHARED_CHUNK, islandsChunkOf, REACT_CHUNK } from './app/islands/chunk-name.ts'
import { assertLeadsCanArrive, mailConfig } from './app/mail/config.ts'
import { buildAssetsInDev } from './scripts/dev-assets.ts'
import { DEV_SITES } from './scripts/local-sites.ts'
import { paletteTheme } from './scripts/palette-theme.ts'

const language = siteLanguage(process.env.SITE_LANG)
// Fails, naming what is missing, when only some mail keys are set.
const mail = mailConfig(process.env)

/**
 * Build-time constants and the `@locales` alias shared by the app build, the dev server and the
 * unit tests.
 */
export function buildConstants(origins: Record<Language, string>) {
  return {
    define: {
      __SITE_LANG__: JSON.stringify(language),
      __SITE_ORIGINS__: JSON.stringify(origins),
      __MAIL_CONFIG__: JSON.stringify(mail),
    },
    resolve: {
      alias: {
        '@locales': path.resolve(import.meta.dirname, 'public/locales', language),
        '@content': path.resolve(import.meta.dirname, 'content', language),
      },
    },
  }
}

/** Fails a build for real domains whose forms would send to the local inbox (app/mail/config.ts). */
function leadsCanArrive(origins: Record<Language, string>): Plugin {
  return {
    name: 'leads-can-arrive',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    buildStart() {
      assertLeadsCanArrive(mail, Object.values(origins))
      if (mail.mode === 'local-inbox') {
        this.warn(
          `No mail provider keys are set: the forms send to the local inbox at ${mail.origin}.`,
        )
      }
    },
  }
}

export default defineConfig(({ command }) => {
  // In dev each language's "domain" is its dev server, unless SITE_URL_DA / SITE_URL_EN say otherwise.
  const origins = siteOrigins(
    command === 'serve' ? { ...originVariables(DEV_SITES), ...process.env } : process.env,
  )
  return {
    ...buildConstants(origins),
    plugins: [
      paletteTheme(),
      tailwindcss(),
      reactRouter(),
      leadsCanArrive(origins),
      buildAssetsInDev(language, origins),
    ],
    server: { port: localPort(language, process.env, 'dev'), strictPort: true },
    // Each language's dev server has its own constants, so its own pre-bundled dependencies.
    cacheDir: `node_modules/.vite/${language}`,
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
              // parts, the class helpers), so that neither page's islands chunk imports the other's.
              {
                name: ISLANDS_SHARED_CHUNK,
                test: /node_modules[\\/](@emailjs|i18next|react-i18next|clsx)[\\/]|[\\/]app[\\/](mail|i18n)[\\/](?!use-current-page)|components[\\/](island|hydrated-mark|use-first-view|reduced-motion|cn|button-variants|section-heading|form-fields|send-result)\.tsx?$|call-to-action/,
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
  }
})
