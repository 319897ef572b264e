import { READY_MARK } from './ready-mark.ts'

/**
 * What makes each island of a page work in the browser, by its name (`data-island`). Each gets
 * its island's element, prerendered complete by React; no framework runs in the browser.
 */
export type Islands = Record<string, (island: HTMLElement) => void>

/**
 * Makes each island of the page work, once. Then `<html data-ready>` and the performance mark
 * READY_MARK say that the page is ready. The islands module calls it once the parser has
 * finished the document (islands.ts), so every island is there whole.
 */
export function enhanceIslands(islands: Islands): void {
  for (const island of document.querySelectorAll<HTMLElement>('[data-island]')) {
    enhanceIsland(islands, island)
  }
  document.documentElement.dataset.ready = ''
  performance.mark(READY_MARK)
}

/** Makes one island work, unless it already does (the dev server's React may ask twice). */
export function enhanceIsland(islands: Islands, island: HTMLElement): void {
  const enhance = islands[island.dataset.island ?? '']
  if (!enhance || 'enhanced' in island.dataset) return
  island.dataset.enhanced = ''
  try {
    enhance(island)
  } catch (error) {
    // One broken island must not keep the others from working.
    console.error(`The island "${island.dataset.island}" could not start:`, error)
  }
}
