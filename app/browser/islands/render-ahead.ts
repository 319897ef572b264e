/**
 * The parts of a page that the browser skips while it loads (components/render-when-near.tsx)
 * are rendered once each and then stay rendered: a part the visitor has neared is kept at
 * once, and the rest are rendered one per idle moment after the islands work. Each part thus
 * goes from skipped to rendered exactly once, as something new. Skipped again and shown again,
 * Chrome reports its content as moved (layout shift, CLS) when a jump lands on it, and a jump
 * past parts of guessed heights would land short of where it aims.
 */
export function renderAheadWhenIdle(): void {
  const keep = (part: HTMLElement) => {
    part.style.contentVisibility = 'visible'
  }
  const skipped: HTMLElement[] = []
  for (const part of document.querySelectorAll<HTMLElement>('.render-when-near')) {
    if (part.checkVisibility?.({ contentVisibilityAuto: true })) {
      keep(part)
      continue
    }
    skipped.push(part)
    part.addEventListener('contentvisibilityautostatechange', (event) => {
      if (!(event as ContentVisibilityAutoStateChangeEvent).skipped) keep(part)
    })
  }
  const whenIdle: (callback: () => void) => void =
    window.requestIdleCallback ?? ((callback) => setTimeout(callback, 50))
  const renderNext = () => {
    const part = skipped.shift()
    if (!part) return
    whenIdle(() => {
      keep(part)
      // One part per rendering: the next waits until this one has been drawn.
      requestAnimationFrame(() => requestAnimationFrame(renderNext))
    })
  }
  renderNext()
}
