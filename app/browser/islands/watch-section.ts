/**
 * Watches the island's section (its first child; the island's own box is `display: contents`)
 * without forcing a layout before the first paint: IntersectionObserver reports where it is once
 * the page has laid itself out.
 *
 * - `whenFirstReported(belowFold)`: the first report says whether the section was still below
 *   the fold, so the visitor cannot have seen it yet; it answers whether to watch on for `seen`.
 * - `seen()`: called once, the first moment at least `threshold` of the section is in view.
 */
export function watchSection(
  island: HTMLElement,
  threshold: number,
  whenFirstReported: (belowFold: boolean) => boolean,
  seen: () => void,
): void {
  const section = island.firstElementChild
  if (!section) return
  let first = true
  const observer = new IntersectionObserver(
    // A busy browser may deliver several reports of the section at once, oldest first: each is
    // read in turn, so a later one that crosses the threshold is never passed over.
    (entries) => {
      for (const entry of entries) {
        if (first) {
          first = false
          const viewportHeight = entry.rootBounds?.height ?? window.innerHeight
          const goOn = whenFirstReported(entry.boundingClientRect.top >= viewportHeight)
          if (!goOn) return observer.disconnect()
        }
        if (!entry.isIntersecting || entry.intersectionRatio < threshold) continue
        observer.disconnect()
        return seen()
      }
    },
    { threshold: [0, threshold] },
  )
  observer.observe(section)
}
