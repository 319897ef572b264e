// @vitest-environment happy-dom
import { afterEach, beforeEach, expect, test, vi } from 'vitest'
import { watchSection } from './watch-section.ts'

/** The observer the island made, to deliver reports to as the browser would. */
let report: (entries: Partial<IntersectionObserverEntry>[]) => void
let disconnected: boolean

beforeEach(() => {
  disconnected = false
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(callback: (entries: Partial<IntersectionObserverEntry>[]) => void) {
        report = callback
      }
      observe() {}
      disconnect() {
        disconnected = true
      }
    },
  )
})
afterEach(() => vi.unstubAllGlobals())

const island = () => {
  const element = document.createElement('div')
  element.append(document.createElement('section'))
  return element
}
const at = (top: number, ratio: number): Partial<IntersectionObserverEntry> => ({
  boundingClientRect: { top } as DOMRectReadOnly,
  rootBounds: { height: 844 } as DOMRectReadOnly,
  isIntersecting: ratio > 0,
  intersectionRatio: ratio,
})

test('below the fold at first, then seen once the share is in view', () => {
  const seen = vi.fn()
  const firstReport = vi.fn(() => true)
  watchSection(island(), 0.3, firstReport, seen)
  report([at(2254, 0)])
  expect(firstReport).toHaveBeenCalledWith(true)
  report([at(794, 0.05)])
  expect(seen).not.toHaveBeenCalled()
  report([at(524, 0.33)])
  expect(seen).toHaveBeenCalledOnce()
  expect(disconnected).toBe(true)
})

test('reports delivered together (a busy phone): a later one over the share is not passed over', () => {
  const seen = vi.fn()
  watchSection(island(), 0.3, () => true, seen)
  report([at(2254, 0)])
  report([at(794, 0.05), at(524, 0.33)])
  expect(seen).toHaveBeenCalledOnce()
})

test('the first of several reports decides whether the visitor could have seen the section', () => {
  const seen = vi.fn()
  const firstReport = vi.fn(() => true)
  watchSection(island(), 0.3, firstReport, seen)
  report([at(2254, 0), at(524, 0.33)])
  expect(firstReport).toHaveBeenCalledExactlyOnceWith(true)
  expect(seen).toHaveBeenCalledOnce()
})

test('in view at first: the island says whether to go on, and nothing more happens if not', () => {
  const seen = vi.fn()
  watchSection(island(), 0.3, () => false, seen)
  report([at(100, 1)])
  expect(disconnected).toBe(true)
  expect(seen).not.toHaveBeenCalled()
})
