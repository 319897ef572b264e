import { defineConfig } from '@playwright/test'
import { CHROMIUM_ARGS, CHROMIUM_PATH, SITES } from './scripts/local-sites.ts'

/** Browser tests against the production build, served by `npm start` (built first if needed). */
export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 2,
  forbidOnly: Boolean(process.env.CI),
  reporter: 'list',
  timeout: 30_000,
  use: {
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
    trace: 'retain-on-failure',
  },
  webServer: {
    command: 'npm start',
    url: SITES.da,
    reuseExistingServer: !process.env.CI,
    timeout: 180_000,
  },
})
