/**
 * Calls `seen` once, the first moment at least `threshold` of the element's first child (the
 * island's section; the island's own box is `display: contents`) is in view.
 */
export function onFirstView(island: HTMLElement, threshold: number, seen: () => void): void {
  const target = island.firstElementChild
  if (!target) return
  const observer = new IntersectionObserver(
    ([entry]) => {
      if (!entry?.isIntersecting || entry.intersectionRatio < threshold) return
      observer.disconnect()
      seen()
    },
    { threshold },
  )
  observer.observe(target)
}
