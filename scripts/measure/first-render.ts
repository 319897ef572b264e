import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '#tests/chromium.ts'
import { ANCHOR_PATHS, anchorPages } from './anchor-site.ts'
import { median } from './lighthouse-run.ts'
import { plainStaticServer } from './plain-static-server.ts'
import { PROJECT_PATHS } from './side-by-side.ts'

/**
 * `npm run bench -- --first-render [page kinds]`: what Lighthouse's blocking time is made of, on
 * the control (the Danish build from a plain static server) and the anchor, from Lighthouse's
 * own trace (observed, unthrottled). Lighthouse's simulation runs the navigation task first and
 * leaves it out of its first-paint estimate, so the page's first render (style, layout and paint
 * of the whole document, one task) lands after that estimate and counts as blocking time in
 * full: a task with layout at twice its length, any other task at four times, less 50 ms each
 * (docs/speed.md, "What the blocking time is made of"). This prints the medians of the first
 * render task and its parts, and of the task that runs the islands module.
 */
const RUNS = Number(process.env.BENCH_RUNS ?? 5)

type TraceEvent = {
  name: string
  ph: string
  ts: number
  dur?: number
  pid: number
  tid: number
  args?: { data?: { isLoadingMainFrame?: boolean; documentLoaderURL?: string } }
}

export type FirstRender = {
  /** Lighthouse's total blocking time (simulated). */
  tbt: number
  /** The observed task that holds the page's longest layout (its first render), in ms. */
  render: number
  style: number
  layout: number
  paint: number
  /** The observed task that evaluates the islands module (0 on a page without it), in ms. */
  module: number
}

/** The first render and the module's task in one Lighthouse trace. */
export function readFirstRender(events: TraceEvent[], tbt: number): FirstRender {
  // The page's main thread: where its main frame's navigation started.
  const navigation = events.findLast(
    (event) =>
      event.name === 'navigationStart' &&
      event.args?.data?.isLoadingMainFrame === true &&
      /^https?:/.test(event.args.data.documentLoaderURL ?? ''),
  )
  if (!navigation) throw new Error('The trace has no navigation of the main frame')
  const onMainThread = (event: TraceEvent) =>
    event.pid === navigation.pid && event.tid === navigation.tid && event.ph === 'X'
  const longestLayout = events
    .filter((event) => event.name === 'Layout' && onMainThread(event))
    .sort((a, b) => (b.dur ?? 0) - (a.dur ?? 0))[0]
  if (!longestLayout) throw new Error('The trace has no layout on the page’s main thread')
  const tasks = events.filter((event) => event.name === 'RunTask' && onMainThread(event))
  const inside = (task: TraceEvent | undefined, name: string) =>
    task
      ? events.filter(
          (event) =>
            event.name === name &&
            onMainThread(event) &&
            event.ts >= task.ts &&
            event.ts + (event.dur ?? 0) <= task.ts + (task.dur ?? 0),
        )
      : []
  const ms = (events: TraceEvent[]) =>
    events.reduce((sum, event) => sum + (event.dur ?? 0), 0) / 1000
  const render = tasks.find(
    (task) =>
      task.ts <= longestLayout.ts &&
      task.ts + (task.dur ?? 0) >= longestLayout.ts + (longestLayout.dur ?? 0),
  )
  const moduleTask = tasks.find((task) => inside(task, 'v8.evaluateModule').length > 0)
  return {
    tbt,
    render: (render?.dur ?? 0) / 1000,
    style: ms(inside(render, 'UpdateLayoutTree')),
    layout: ms(inside(render, 'Layout')),
    paint: ms(inside(render, 'Paint')),
    module: (moduleTask?.dur ?? 0) / 1000,
  }
}

export async function firstRenderBench(only: string[]) {
  const kinds = (Object.keys(ANCHOR_PATHS) as (keyof typeof ANCHOR_PATHS)[]).filter(
    (kind) => only.length === 0 || only.includes(kind),
  )
  const anchor = await plainStaticServer(await anchorPages())
  const control = await plainStaticServer('build/da/client')
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: CHROMIUM_ARGS,
  })
  const runs: { kind: string; served: string; run: FirstRender }[] = []
  try {
    for (let round = 0; round < RUNS; round++) {
      for (const kind of kinds) {
        for (const [served, url] of [
          ['control', control.url + PROJECT_PATHS[kind]],
          ['anchor', anchor.url + ANCHOR_PATHS[kind]],
        ] as const) {
          const result = await lighthouse(url, {
            port: chrome.port,
            output: 'json',
            logLevel: 'error',
            onlyCategories: ['performance'],
          })
          if (!result) throw new Error(`Lighthouse gave no result for ${url}`)
          const trace = (result.artifacts as { Trace: { traceEvents: TraceEvent[] } }).Trace
          const tbt = result.lhr.audits['total-blocking-time']?.numericValue ?? Number.NaN
          runs.push({ kind, served, run: readFirstRender(trace.traceEvents, tbt) })
          process.stdout.write('.')
        }
      }
    }
  } finally {
    await chrome.kill()
    anchor.close()
    control.close()
  }
  console.log(
    `\nMedians of ${RUNS} Lighthouse runs (mobile, simulated); tasks as observed, in ms; control / anchor\n`,
  )
  const columns = ['tbt', 'render', 'style', 'layout', 'paint', 'module'] as const
  console.log(`| page kind | ${columns.join(' | ')} |`)
  console.log(`| --- | ${columns.map(() => '---').join(' | ')} |`)
  for (const kind of kinds) {
    const cell = (served: string, key: (typeof columns)[number]) =>
      Math.round(
        median(runs.filter((r) => r.kind === kind && r.served === served).map((r) => r.run[key])),
      )
    console.log(
      `| ${kind} | ${columns.map((key) => `${cell('control', key)} / ${cell('anchor', key)}`).join(' | ')} |`,
    )
  }
}
