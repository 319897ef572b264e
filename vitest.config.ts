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
    environment: 'happy-dom',
  },
})
