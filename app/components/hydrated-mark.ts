/**
 * The performance mark set once every island of the page runs (components/island.tsx); `npm run
 * bench` reads it as the page's ready time (scripts/ready-time.ts).
 */
export const HYDRATED_MARK = 'hydrated'
