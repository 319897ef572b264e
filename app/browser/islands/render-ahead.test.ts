import { afterEach, expect, test, vi } from 'vitest'
import { renderAheadWhenIdle } from './render-ahead.ts'

afterEach(() => {
  vi.unstubAllGlobals()
  document.body.replaceChildren()
})

test('each skipped part is rendered once, one per idle moment, for two frames, in page order', () => {
  const idle: (() => void)[] = []
  const frames: (() => void)[] = []
  vi.stubGlobal('requestIdleCallback', (callback: () => void) => idle.push(callback))
  vi.stubGlobal('requestAnimationFrame', (callback: () => void) => frames.push(callback))
  document.body.innerHTML =
    '<div class="render-when-near" id="a"></div><p></p><div class="render-when-near" id="b"></div>'
  const visibility = () =>
    [...document.querySelectorAll<HTMLElement>('.render-when-near')].map(
      (part) => part.style.contentVisibility,
    )

  renderAheadWhenIdle()
  expect(visibility()).toEqual(['', ''])
  idle.shift()?.()
  expect(visibility()).toEqual(['visible', ''])
  frames.shift()?.()
  expect(visibility()).toEqual(['visible', ''])
  frames.shift()?.()
  // Back to the stylesheet's rule, and the next part waits for the next idle moment.
  expect(visibility()).toEqual(['', ''])
  expect(idle).toHaveLength(1)
  idle.shift()?.()
  expect(visibility()).toEqual(['', 'visible'])
  frames.shift()?.()
  frames.shift()?.()
  expect(visibility()).toEqual(['', ''])
  expect(idle).toHaveLength(0)
})
