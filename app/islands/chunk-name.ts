/**
 * Each page's islands module (app/islands/{page id}.tsx) is built as a chunk of its own named
 * `islands-{page id}` (vite.config.ts), so that the page can load it as its only script
 * (components/page-scripts.tsx finds it among the modules its route imports).
 */
export function islandsChunkName(pageId: string): string {
  return `islands-${pageId}`
}

/** The chunk name of a module under app/islands/, or undefined for any other module. */
export function islandsChunkOf(moduleId: string): string | undefined {
  const match = moduleId.match(/[\\/]app[\\/]islands[\\/]([\w-]+)\.tsx$/)
  return match?.[1] ? islandsChunkName(match[1]) : undefined
}

/**
 * The chunks every islands module imports: the bundler's runtime (Rolldown names it), React,
 * and what the islands share (vite.config.ts names those two). A page with islands preloads
 * them beside its islands chunk, so they do not wait until that chunk has arrived.
 */
export const REACT_CHUNK = 'react-dom'
export const ISLANDS_SHARED_CHUNK = 'islands-shared'
export const ISLANDS_DEPENDENCY_CHUNKS = ['rolldown-runtime', REACT_CHUNK, ISLANDS_SHARED_CHUNK]
