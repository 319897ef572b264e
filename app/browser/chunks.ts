/**
 * The scripts a page may load, each bundled as one chunk (vite.config.ts groups them by `test`;
 * Rolldown's groups take a module's dependencies along). components/script-tags.tsx finds each
 * chunk by its name among the modules React Router lists for a route. The budget test fails if
 * one grows past its budget or imports React.
 */

/** The islands module (browser/islands/, the forms' description, the mail provider's SDK). */
export const ISLANDS_CHUNK = {
  name: 'islands',
  test: /[\\/]app[\\/]browser[\\/]islands[\\/]/,
}

/**
 * The analytics module (browser/analytics/, Plausible's tracker and web-vitals), only when
 * analytics is on.
 */
export const ANALYTICS_CHUNK = {
  name: 'analytics',
  test: /[\\/]app[\\/]browser[\\/]analytics[\\/]|[\\/]@plausible-analytics[\\/]|[\\/]web-vitals[\\/]/,
}
