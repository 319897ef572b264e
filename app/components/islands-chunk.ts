/**
 * The chunk of the islands module (app/islands/islands.ts) and everything it imports: the only
 * script a page with islands loads (vite.config.ts names it; components/page-scripts.tsx finds
 * it among the modules React Router lists for the page's route).
 */
export const ISLANDS_CHUNK = 'islands'
