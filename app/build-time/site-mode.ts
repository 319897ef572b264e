/**
 * What a build publishes: the whole site, or, while the sample business remains in a build for
 * visitors, only a holding page and the editor (docs/decisions/023-holding-page-until-launch.md).
 * The whole path from "samples remain" to "holding page", in order:
 * 1. scripts/build/launch-check.ts: `launchSamples` lists what is still the sample, and
 *    `launchPlan` turns that into a mode (holding only for real domains, never for localhost).
 * 2. scripts/build/build.ts: passes the mode to each React Router build as SITE_MODE.
 * 3. `siteMode(process.env)`, here: read by app/routes.ts (only the holding routes) and
 *    react-router.config.ts (only their pages prerendered).
 * 4. vite.config.ts: refuses a whole-site build for real domains that step 1 says must wait.
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
