import { prefersReducedMotion } from './reduced-motion.ts'
import { watchSection } from './watch-section.ts'

/** The cards reveal once this share of the section is in view. */
const VISIBLE_SHARE = 0.15

/**
 * The benefits island. The cards are visible in the HTML. If the section is still below the
 * fold once the page is laid out and motion is welcome, they wait hidden
 * (`data-reveal="waiting"`, styled in sections/benefits.tsx) and reveal one by one when the
 * section is first in view.
 */
export function reveal(island: HTMLElement): void {
  const section = island.firstElementChild
  if (!(section instanceof HTMLElement)) return
  watchSection(
    island,
    VISIBLE_SHARE,
    (belowFold) => {
      const wait = belowFold && !prefersReducedMotion()
      if (wait) section.dataset.reveal = 'waiting'
      return wait
    },
    () => delete section.dataset.reveal,
  )
}
