import { onFirstView } from './first-view.ts'
import { prefersReducedMotion } from './reduced-motion.ts'

/** The cards reveal once this share of the section is in view. */
const VISIBLE_SHARE = 0.15

/**
 * The benefits island. The cards are visible in the HTML. If the section is still below the
 * fold when this runs and motion is welcome, they wait hidden (`data-reveal="waiting"`, styled
 * in sections/benefits.tsx) and reveal one by one when the section is first in view.
 */
export function reveal(island: HTMLElement): void {
  const section = island.firstElementChild
  if (!(section instanceof HTMLElement)) return
  if (section.getBoundingClientRect().top < window.innerHeight || prefersReducedMotion()) return
  section.dataset.reveal = 'waiting'
  onFirstView(island, VISIBLE_SHARE, () => delete section.dataset.reveal)
}
