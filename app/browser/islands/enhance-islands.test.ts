// @vitest-environment happy-dom
import { afterEach, expect, test, vi } from 'vitest'
import { enhanceIsland, enhanceIslands } from './enhance-islands.ts'
import { READY_MARK } from './ready-mark.ts'

afterEach(() => {
  document.body.innerHTML = ''
  delete document.documentElement.dataset.ready
})

test('each island starts once, a broken one does not stop the others, and the page says it is ready', () => {
  vi.spyOn(console, 'error').mockImplementation(() => {})
  document.body.innerHTML =
    '<div data-island="broken"></div><div data-island="counter"></div><div data-island="other-page"></div>'
  const counter = vi.fn()
  const islands = {
    broken: () => {
      throw new Error('no form inside')
    },
    counter,
  }
  enhanceIslands(islands)
  expect(counter).toHaveBeenCalledTimes(1)
  expect(counter).toHaveBeenCalledWith(document.querySelector('[data-island="counter"]'))
  expect(console.error).toHaveBeenCalledTimes(1)
  expect(document.documentElement.dataset.ready).toBe('')
  expect(performance.getEntriesByName(READY_MARK)).toHaveLength(1)

  // The dev server's React may ask again for the same element: it still starts only once.
  enhanceIsland(islands, document.querySelector('[data-island="counter"]') as HTMLElement)
  expect(counter).toHaveBeenCalledTimes(1)
})
