/**
 * What a build publishes: the whole site, or, while the sample business remains in a build for
 * visitors, only a holding page and the editor (scripts/build/launch-check.ts decides;
 * docs/decisions/023-holding-page-until-launch.md). `npm run build` sets the variable for React
 * Router's builds; the routes, the prerender list and the build's last steps read it.
 */
export const SITE_MODE_VARIABLE = 'SITE_MODE'

export type SiteMode = 'site' | 'holding'

export function siteMode(env: Record<string, string | undefined>): SiteMode {
  const value = env[SITE_MODE_VARIABLE]
  if (value === undefined || value === '' || value === 'site') return 'site'
  if (value === 'holding') return 'holding'
  throw new Error(`${SITE_MODE_VARIABLE} must be "site" or "holding", got "${value}"`)
}

/** The holding page's route ids: home, and every other path (404.html). */
export const HOLDING_ROUTE_IDS = ['holding', 'holdingNotFound'] as const
