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
    // Three threads on the 2-core machine: much of a file's time is loading its modules and
    // waiting on a local server, so a third thread takes 56 s down to 38 (docs/testing.md).
    maxWorkers: 3,
  },
})
