import { chromium } from '@playwright/test'
import { READY_MARK } from '#app/browser/islands/ready-mark.ts'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '#tests/chromium.ts'

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

export type ReadyTime = { firstPaintMs: number; largestPaintMs: number; readyMs: number }

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
    for (let run = 0; run < runs; run++) {
      const context = await browser.newContext({
        viewport: { width: 412, height: 823 },
        isMobile: true,
        hasTouch: true,
      })
      const page = await context.newPage()
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
      const readyMs = Math.max(firstPaintMs, islandsReadyMs)
      times.push({ firstPaintMs, largestPaintMs, readyMs })
      await context.close()
    }
    return times
  } finally {
    await browser.close()
  }
}
