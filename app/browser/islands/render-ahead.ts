/**
 * The parts of a page that the browser skips while it loads (components/render-when-near.tsx)
 * are rendered once each and then stay rendered: one per idle moment after the islands work,
 * in page order (the first ones, near the first screen, are those the browser has rendered
 * already), and at once when the visitor nears one before its turn. Each part thus goes from
 * skipped to rendered once, as something new. Skipped again and shown again, Chrome reports
 * its content as moved (layout shift, CLS) when a jump lands on it, and a jump past parts of
 * guessed heights would land short of where it aims. Nothing here reads layout, so the
 * islands' start forces no rendering.
 */
export function renderAheadWhenIdle(): void {
  const parts = [...document.querySelectorAll<HTMLElement>('.render-when-near')]
  const keep = (part: HTMLElement) => {
    part.style.contentVisibility = 'visible'
  }
  for (const part of parts)
    part.addEventListener('contentvisibilityautostatechange', (event) => {
      if (!(event as ContentVisibilityAutoStateChangeEvent).skipped) keep(part)
    })
  const whenIdle: (callback: () => void) => void =
    window.requestIdleCallback ?? ((callback) => setTimeout(callback, 50))
  const renderNext = () => {
    const part = parts.shift()
    if (!part) return
    whenIdle(() => {
      keep(part)
      // One part per rendering: the next waits until this one has been drawn.
      requestAnimationFrame(() => requestAnimationFrame(renderNext))
    })
  }
  renderNext()
}
