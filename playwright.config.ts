import { defineConfig } from '@playwright/test'
import { LANGUAGES } from './app/i18n/languages.ts'
import { SITES } from './server/local-sites.ts'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './tests/chromium.ts'
import type { LanguageOption } from './tests/playwright-utils.ts'

/**
 * Browser tests against the production build, served by `npm start` (built first if needed).
 * One project per language: each spec runs against both sites (docs/decisions/015).
 */
export default defineConfig<LanguageOption>({
  testDir: 'tests/e2e',
  fullyParallel: true,
  // Three: the browser tests wait on the network, throttled phones and builds as much as they
  // compute, so a third worker finishes sooner on the 2-core machine (docs/testing.md).
  workers: 3,
  forbidOnly: Boolean(process.env.CI),
  reporter: 'list',
  timeout: 30_000,
  use: {
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
    // No trace by default: recording one (screenshots and DOM snapshots of every step) took a
    // third of the browser tests' CPU on the 2-core machine, and a CI run keeps only its text.
    // To see a failure step by step, run it again with `--trace on` (docs/testing.md).
    trace: 'off',
  },
  projects: LANGUAGES.map((language) => ({
    name: language,
    use: { baseURL: SITES[language], language },
  })),
  webServer: {
    command: 'npm start',
    url: SITES.da,
    reuseExistingServer: !process.env.CI,
    timeout: 180_000,
  },
})
