import { describe, expect, it } from 'vitest'
import { readFirstRender } from './first-render.ts'

const MAIN = { pid: 1, tid: 7 }
const OTHER = { pid: 1, tid: 9 }
/** A complete trace event; times in ms, written to the trace in µs. */
const event = (name: string, start: number, length: number, thread = MAIN) => ({
  name,
  ph: 'X',
  ts: start * 1000,
  dur: length * 1000,
  ...thread,
})

describe('readFirstRender', () => {
  const navigationStart = (url: string, thread = MAIN) => ({
    name: 'navigationStart',
    ph: 'R',
    ts: 0,
    ...thread,
    args: { data: { isLoadingMainFrame: true, documentLoaderURL: url } },
  })
  const trace = [
    navigationStart('about:blank', OTHER),
    navigationStart('http://localhost:4173/'),
    event('RunTask', 0, 30), // the navigation
    event('RunTask', 40, 10),
    event('ParseHTML', 41, 8),
    event('RunTask', 60, 64), // the first render
    event('UpdateLayoutTree', 61, 15),
    event('Layout', 77, 33),
    event('Paint', 112, 6),
    event('RunTask', 130, 20), // a later, smaller layout
    event('Layout', 131, 2),
    event('RunTask', 160, 14), // the islands module
    event('v8.evaluateModule', 161, 5),
    event('RunTask', 60, 90, OTHER), // another thread's long task is not the page's
    event('Layout', 61, 80, { pid: 2, tid: 7 }), // nor another process's
  ]

  it('finds the task that holds the longest layout on the page’s main thread, and its parts', () => {
    expect(readFirstRender(trace, 120)).toEqual({
      tbt: 120,
      render: 64,
      style: 15,
      layout: 33,
      paint: 6,
      module: 14,
    })
  })

  it('says 0 for the module on a page without one', () => {
    const withoutModule = trace.filter((e) => e.name !== 'v8.evaluateModule')
    expect(readFirstRender(withoutModule, 0).module).toBe(0)
  })

  it('refuses a trace without the page’s navigation or layout rather than report 0', () => {
    expect(() => readFirstRender([event('Layout', 0, 10)], 0)).toThrow(/no navigation/)
    const noLayout = [navigationStart('http://localhost:4173/'), event('RunTask', 0, 10)]
    expect(() => readFirstRender(noLayout, 0)).toThrow(/no layout/)
  })
})
