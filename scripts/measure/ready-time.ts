import { type Browser, chromium } from '@playwright/test'
import { READY_MARK } from '#app/browser/islands/ready-mark.ts'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '#tests/chromium.ts'
import { median } from './lighthouse-run.ts'
import { plainStaticServer } from './plain-static-server.ts'

/**
 * A phone as Lighthouse's mobile profile describes it, applied for real (not simulated): 4× CPU
 * slowdown, 150 ms round trip, 1.6 Mbit/s down, 750 kbit/s up.
 */
export const THROTTLED_PHONE = {
  cpuSlowdown: 4,
  latencyMs: 150,
  downloadBytesPerSecond: (1.6 * 1024 * 1024) / 8,
  uploadBytesPerSecond: (750 * 1024) / 8,
}

export type ReadyTime = {
  firstPaintMs: number
  largestPaintMs: number
  readyMs: number
  /** The page's longest task from its start to 1.5 s after it was ready; 0 when none took 50 ms. */
  longestTaskMs: number
}

/** How long after the page is ready its later tasks (parts rendered when idle) still count. */
const AFTER_READY_MS = 1500

/**
 * When a visitor on the throttled phone can use the page: every control works and a form can
 * send. Pages without islands are ready at their first paint (their controls are HTML and CSS);
 * a page with islands when they all work (the mark READY_MARK, set by
 * app/browser/islands/enhance-islands.ts), or at its first paint if they worked before it.
 */
export async function measureReadyTimes(url: string, runs: number): Promise<ReadyTime[]> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS })
  try {
    const times: ReadyTime[] = []
    for (let run = 0; run < runs; run++) times.push(await loadOnce(browser, url))
    return times
  } finally {
    await browser.close()
  }
}

/**
 * `npm run bench -- --ready-ab <folder> <folder>`: whether a change makes home ready sooner.
 * Each folder is a built site (after `npm start` has built one version, copy `build/da/client`
 * aside), served by a plain static server; loads of the two alternate on the throttled phone,
 * 15 each by default (BENCH_RUNS). Prints the medians of the first paint, the ready time and
 * the gap between them, and every load's gap: it ranges over several hundred milliseconds
 * from load to load, so a handful of loads cannot tell two versions apart (docs/speed.md).
 */
export async function readyAB(folders: string[], runs: number): Promise<void> {
  const servers = await Promise.all(folders.map((folder) => plainStaticServer(folder)))
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS })
  try {
    const times: ReadyTime[][] = folders.map(() => [])
    for (let run = 0; run < runs; run++)
      for (let i = 0; i < folders.length; i++) {
        const k = (i + run) % folders.length
        times[k]?.push(await loadOnce(browser, `${servers[k]?.url}/`))
      }
    for (const [k, folder] of folders.entries()) {
      const loads = times[k] ?? []
      const gaps = loads.map((load) => Math.round(load.readyMs - load.firstPaintMs))
      const m = (values: number[]) => Math.round(median(values))
      console.log(
        `${folder.padEnd(32)} paint ${m(loads.map((load) => load.firstPaintMs))} ms  ready ${m(loads.map((load) => load.readyMs))} ms  gap ${m(gaps)} ms  [${gaps.join(' ')}]  longest task ${m(loads.map((load) => load.longestTaskMs))} ms`,
      )
    }
  } finally {
    await browser.close()
    for (const server of servers) server.close()
  }
}

/** One load of `url` on the throttled phone, in a fresh context: when it paints and is ready. */
async function loadOnce(browser: Browser, url: string): Promise<ReadyTime> {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    isMobile: true,
    hasTouch: true,
  })
  try {
    const page = await context.newPage()
    // Every task of 50 ms or more (the Long Tasks API), from the document's start.
    await page.addInitScript(() => {
      const store = window as unknown as { longTasks: number[] }
      store.longTasks = []
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) store.longTasks.push(entry.duration)
      }).observe({ type: 'longtask', buffered: true })
    })
    const cdp = await context.newCDPSession(page)
    await cdp.send('Network.enable')
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: THROTTLED_PHONE.latencyMs,
      downloadThroughput: THROTTLED_PHONE.downloadBytesPerSecond,
      uploadThroughput: THROTTLED_PHONE.uploadBytesPerSecond,
    })
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLED_PHONE.cpuSlowdown })
    await page.goto(url, { waitUntil: 'load' })
    const islands = (await page.locator('script[type="module"]').count()) > 0
    if (islands) await page.locator('html[data-ready]').waitFor({ state: 'attached' })
    const firstPaintMs = await page.evaluate(
      () => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
    )
    // The largest paint as the phone itself records it (Lighthouse's LCP is a simulation).
    const largestPaintMs = await page.evaluate(
      () =>
        new Promise<number>((resolve) =>
          new PerformanceObserver((list) =>
            resolve(list.getEntries().at(-1)?.startTime ?? Number.NaN),
          ).observe({ type: 'largest-contentful-paint', buffered: true }),
        ),
    )
    const islandsReadyMs = islands
      ? await page.evaluate(
          (mark) => performance.getEntriesByName(mark)[0]?.startTime ?? Number.NaN,
          READY_MARK,
        )
      : 0
    await page.waitForTimeout(AFTER_READY_MS)
    const longestTaskMs = await page.evaluate(() =>
      Math.max(0, ...(window as unknown as { longTasks: number[] }).longTasks),
    )
    return {
      firstPaintMs,
      largestPaintMs,
      readyMs: Math.max(firstPaintMs, islandsReadyMs),
      longestTaskMs,
    }
  } finally {
    await context.close()
  }
}
