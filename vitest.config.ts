import { defineConfig } from 'vitest/config'
import { siteOrigins } from './app/i18n/languages.ts'
import { buildConstants } from './vite.config.ts'

export default defineConfig({
  ...buildConstants(siteOrigins(process.env)),
  test: {
    include: [
      'admin/**/*.test.ts',
      'app/**/*.test.{ts,tsx}',
      'server/**/*.test.ts',
      'scripts/**/*.test.ts',
      'tests/unit/**/*.test.{ts,tsx}',
    ],
    // A test that needs a DOM says so in its first line: `// @vitest-environment happy-dom`.
    environment: 'node',
    // Threads start faster than processes; each test file still gets its own modules.
    pool: 'threads',
  },
})
