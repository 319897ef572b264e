/**
 * The one script a page with islands loads: the modules of browser/islands/ and everything they
 * import (the forms' description in mail/, the mail provider's SDK; Rolldown's groups include a
 * module's dependencies), bundled as one chunk. vite.config.ts groups them under `name`;
 * components/script-tags.tsx finds the chunk by its name among the modules React Router lists
 * for the page's route. The budget test fails if it grows past 10 KB or imports React.
 */
export const ISLANDS_CHUNK = {
  name: 'islands',
  test: /[\\/]app[\\/]browser[\\/]islands[\\/]/,
}
