import type { Config } from '@react-router/dev/config'
import { siteLanguage } from './app/i18n/languages.ts'
import { prerenderPaths } from './app/i18n/site-paths.server.ts'

const language = siteLanguage(process.env.SITE_LANG)

export default {
  ssr: false,
  buildDirectory: `build/${language}`,
  prerender: prerenderPaths(language),
  routeDiscovery: { mode: 'initial' },
} satisfies Config
