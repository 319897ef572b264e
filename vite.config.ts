import path from 'node:path'
import { reactRouter } from '@react-router/dev/vite'
import tailwindcss from '@tailwindcss/vite'
import { defineConfig, type Plugin } from 'vite'
import { editorInDev } from './admin/build-admin.ts'
import { analyticsConfig } from './app/analytics/analytics-config.ts'
import { ANALYTICS_CHUNK, ISLANDS_CHUNK } from './app/browser/chunks.ts'
import { type SiteMode, siteMode } from './app/build-time/site-mode.ts'
import { readDemoAnalysis } from './app/demo-analysis/demo-analysis-file.ts'
import { readDemoReport } from './app/demo-report/demo-report-file.ts'
import {
  type Language,
  localPort,
  originVariables,
  siteLanguage,
  siteOrigins,
} from './app/i18n/languages.ts'
import { assertLeadsCanArrive, mailConfig } from './app/mail/mail-config.ts'
import { readSiteFile } from './app/settings/site-file-schema.ts'
import { appCssFromCode } from './scripts/build/app-css-from-code.ts'
import { planLaunch } from './scripts/build/build.ts'
import { buildAssetsInDev } from './scripts/build/dev-images.ts'
import { DEV_SITES } from './server/local-sites.ts'

const language = siteLanguage(process.env.SITE_LANG)
// Fails, naming what is missing, when only some mail keys are set.
const mail = mailConfig(process.env)
// On only with PLAUSIBLE_DOMAIN; fails on an endpoint that is not a web address.
const analytics = analyticsConfig(process.env, language)
// The whole site, or only the holding page while the sample business remains (app/build-time/site-mode.ts).
const mode = siteMode(process.env)

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
      __ANALYTICS__: JSON.stringify(analytics),
    },
    resolve: {
      alias: {
        '@locales': path.resolve(import.meta.dirname, 'public/locales', language),
        '@content': path.resolve(import.meta.dirname, 'content', language),
      },
    },
  }
}

/**
 * Fails the build and the dev server, naming the file, each wrong field and why, when the owner's
 * details are not valid; and the same for the demo monthly report that the packages page shows
 * and the PDF typesets, and the demo free analysis that the free-analysis page shows (it must
 * show as many searches, competitors and fixes as content/site.json promises). At the start, not
 * when this file is imported: the unit tests import it for its constants, and a bad file must
 * fail its own test (app/settings/site-file-schema.test.ts), not every one.
 */
function ownerFilesValid(): Plugin {
  return {
    name: 'owner-files-valid',
    buildStart() {
      readSiteFile()
      readDemoReport(language)
      readDemoAnalysis(language)
    },
  }
}

/**
 * Fails a build for real domains whose forms would send to the local inbox (app/mail/mail-config.ts).
 * The holding page has no form.
 */
function leadsCanArrive(origins: Record<Language, string>, mode: SiteMode): Plugin {
  return {
    name: 'leads-can-arrive',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    buildStart() {
      if (mode === 'holding') return
      assertLeadsCanArrive(mail, Object.values(origins))
      if (mail.mode === 'local-inbox') {
        this.warn(
          `No mail provider keys are set: the forms send to the local inbox at ${mail.origin}.`,
        )
      }
    },
  }
}

/**
 * Fails a build of the whole site that the launch check says must be the holding page (a build
 * for the real domains started without `npm run build`), so the sample business never reaches a
 * visitor (scripts/build/launch-check.ts). The holding page is always safe to build.
 */
function launchCheck(origins: Record<Language, string>, mode: SiteMode): Plugin {
  return {
    name: 'launch-check',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    buildStart() {
      if (mode === 'site' && planLaunch(origins).mode === 'holding')
        throw new Error(
          'This build for the real domains would publish the sample business: build with npm run build, which publishes the holding page until the samples are replaced (docs/launch.md).',
        )
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
      ownerFilesValid(),
      appCssFromCode(),
      tailwindcss(),
      reactRouter(),
      leadsCanArrive(origins, mode),
      launchCheck(origins, mode),
      buildAssetsInDev(language, origins),
      editorInDev(),
    ],
    server: { port: localPort(language, process.env, 'dev'), strictPort: true },
    // Each language's dev server has its own constants, so its own pre-bundled dependencies.
    cacheDir: `node_modules/.vite/${language}`,
    environments: {
      // The server build only prerenders the pages, but the page script's text comes from it
      // (components/script-tags.tsx serialises the function): minified, it is half a KB (gzip)
      // smaller in every page's first round trip.
      ssr: { build: { minify: true } },
    },
    build: {
      rollupOptions: {
        output: {
          // The islands module and all it imports in one chunk (app/browser/chunks.ts).
          codeSplitting: { groups: [ISLANDS_CHUNK, ANALYTICS_CHUNK] },
        },
      },
    },
  }
})
