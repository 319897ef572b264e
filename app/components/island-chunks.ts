/**
 * Each page's islands module (app/islands/{page id}.ts) is built as a chunk of its own named
 * `islands-{page id}` (vite.config.ts), so that the page can load it as its only script
 * (components/page-scripts.tsx finds it among the modules its route imports).
 */
export function islandsChunkName(pageId: string): string {
  return `islands-${pageId}`
}

/** The chunk name of a page's islands module (app/islands/{page id}.ts), else undefined. */
export function islandsChunkOf(moduleId: string): string | undefined {
  const match = moduleId.match(/[\\/]app[\\/]islands[\\/]([\w-]+)\.ts$/)
  return match?.[1] ? islandsChunkName(match[1]) : undefined
}

/**
 * What the islands of both pages share (app/islands/parts, the mail form and the mail
 * provider's SDK): a chunk of its own (vite.config.ts), which a page with islands preloads
 * beside its islands chunk, so that it does not wait until that chunk has arrived.
 */
export const ISLANDS_SHARED_CHUNK = 'islands-shared'
