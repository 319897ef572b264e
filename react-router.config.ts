import type { Config } from '@react-router/dev/config'
import { resourcePaths } from './app/build-time/resource-routes.ts'
import { siteMode } from './app/build-time/site-mode.ts'
import { siteLanguage } from './app/i18n/languages.ts'
import { NOT_FOUND_PATH } from './app/i18n/pages.ts'
import { prerenderPaths } from './app/i18n/site-paths.server.ts'

const language = siteLanguage(process.env.SITE_LANG)

export default {
  ssr: false,
  // BUILD_DIRECTORY: a build of its own beside the usual two (the analytics browser test).
  buildDirectory: process.env.BUILD_DIRECTORY || `build/${language}`,
  // While the sample business remains in a build for visitors: the holding page only (app/build-time/site-mode.ts).
  prerender:
    siteMode(process.env) === 'holding'
      ? ['/', NOT_FOUND_PATH]
      : [...prerenderPaths(language), ...resourcePaths(language)],
  routeDiscovery: { mode: 'initial' },
  // The deployable folder: 404 page, host rules, images, precompressed copies (scripts/build/finish-build.ts).
  // Imported when the build ends, so the dev server never loads the image and compression tools.
  async buildEnd({ reactRouterConfig }) {
    const { finishBuild } = await import('./scripts/build/finish-build.ts')
    await finishBuild(reactRouterConfig.buildDirectory)
  },
} satisfies Config
