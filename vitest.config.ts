import { defineConfig } from 'vitest/config'
import { buildConstants } from './vite.config.ts'

export default defineConfig({
  ...buildConstants,
  test: {
    include: ['app/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts', 'tests/unit/**/*.test.{ts,tsx}'],
    environment: 'happy-dom',
  },
})
