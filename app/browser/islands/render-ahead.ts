/**
 * The parts of a page that the browser skips while it loads (components/render-when-near.tsx)
 * are rendered once each afterwards, one per idle moment: the browser then remembers their
 * real heights (`contain-intrinsic-size: auto`), so a jump to something far down (find in
 * page, a screen reader, a script's scrollIntoView) lands where it aims instead of short of it.
 * The load itself renders only the first screen; after this, a skipped part keeps its height.
 */
export function renderAheadWhenIdle(): void {
  const parts = [...document.querySelectorAll<HTMLElement>('.render-when-near')]
  const whenIdle: (callback: () => void) => void =
    window.requestIdleCallback ?? ((callback) => setTimeout(callback, 50))
  const renderNext = () => {
    const part = parts.shift()
    if (!part) return
    whenIdle(() => {
      part.style.contentVisibility = 'visible'
      // Its height is recorded at the next rendering; then it may be skipped again.
      requestAnimationFrame(() =>
        requestAnimationFrame(() => {
          part.style.contentVisibility = ''
          renderNext()
        }),
      )
    })
  }
  renderNext()
}
