// @vitest-environment happy-dom
import { afterEach, expect, test, vi } from 'vitest'
import { renderAheadWhenIdle } from './render-ahead.ts'

afterEach(() => {
  vi.unstubAllGlobals()
  document.body.replaceChildren()
})

/** Three parts, which the browser skips until the visitor nears them. */
function page() {
  document.body.innerHTML = ['a', 'b', 'c']
    .map((id) => `<div class="render-when-near" id="${id}"></div><p></p>`)
    .join('')
  const parts = [...document.querySelectorAll<HTMLElement>('.render-when-near')]
  const idle: (() => void)[] = []
  const frames: (() => void)[] = []
  vi.stubGlobal('requestIdleCallback', (callback: () => void) => idle.push(callback))
  vi.stubGlobal('requestAnimationFrame', (callback: () => void) => frames.push(callback))
  const kept = () =>
    parts.filter((part) => part.style.contentVisibility === 'visible').map((part) => part.id)
  return { parts, idle, frames, kept }
}

test('the parts are rendered one per idle moment, in page order, and kept', () => {
  const { idle, frames, kept } = page()
  renderAheadWhenIdle()
  expect(kept()).toEqual([])
  idle.shift()?.()
  expect(kept()).toEqual(['a'])
  // The next part waits until this one has been drawn, then for the next idle moment.
  expect(idle).toHaveLength(0)
  frames.shift()?.()
  frames.shift()?.()
  expect(kept()).toEqual(['a'])
  idle.shift()?.()
  expect(kept()).toEqual(['a', 'b'])
  frames.shift()?.()
  frames.shift()?.()
  idle.shift()?.()
  expect(kept()).toEqual(['a', 'b', 'c'])
  frames.shift()?.()
  frames.shift()?.()
  expect(idle).toHaveLength(0)
})

test('a skipped part the visitor nears is kept at once, before its idle moment', () => {
  const { parts, kept } = page()
  renderAheadWhenIdle()
  const nearing = Object.assign(new Event('contentvisibilityautostatechange'), { skipped: false })
  parts[2]?.dispatchEvent(nearing)
  expect(kept()).toEqual(['c'])
  const leaving = Object.assign(new Event('contentvisibilityautostatechange'), { skipped: true })
  parts[1]?.dispatchEvent(leaving)
  expect(kept()).toEqual(['c'])
})
