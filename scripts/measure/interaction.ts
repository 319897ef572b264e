import { type Browser, chromium, type Locator, type Page } from '@playwright/test'
import { pageFunctions } from 'lighthouse/core/lib/page-functions.js'
import { LANGUAGES, type Language } from '#app/i18n/languages.ts'
import { pagePath } from '#app/i18n/pages.ts'
import { SITES } from '#server/local-sites.ts'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '#tests/chromium.ts'
import { textIn } from '#tests/playwright-utils.ts'
import { median } from './lighthouse-run.ts'
import { THROTTLED_PHONE } from './ready-time.ts'

/**
 * `npm run bench -- --inp`: lab INP of the five interactions a visitor makes, on a phone-sized
 * page at 4× CPU (Lighthouse's mobile slowdown, applied for real): the longest event of each
 * interaction, from the browser's Event Timing API (what INP is made of), medians of
 * BENCH_RUNS (default 9) runs per interaction and language. It records the machine's CPU
 * benchmark index (Lighthouse's own page function) before and after, so a figure can be read
 * against the machine it came from. A benchmark, not a test: the target is 100 ms
 * (docs/speed.md).
 */

const RUNS = Number(process.env.BENCH_RUNS ?? 9)

type Interaction = {
  name: string
  page: Parameters<typeof pagePath>[0]
  /** Makes the page ready for the tap (fills a form), untimed. */
  prepare?: (page: Page, language: Language) => Promise<void>
  /** What the visitor taps, whose events are timed. */
  target: (page: Page, language: Language) => Locator
}

const INTERACTIONS: Interaction[] = [
  {
    name: 'menu',
    page: 'home',
    target: (page, language) =>
      page.getByRole('button', { name: textIn(language, 'universal', 'nav.menu') }),
  },
  {
    name: 'FAQ answer',
    page: 'home',
    target: (page, language) =>
      page
        .getByRole('region', { name: textIn(language, 'homepage', 'faq.title') })
        .locator('summary')
        .first(),
  },
  {
    name: 'package details',
    page: 'packages',
    target: (page, language) =>
      page
        .getByRole('article')
        .getByText(textIn(language, 'tjenester', 'packages.see_more'))
        .first(),
  },
  {
    name: 'self-check answer',
    page: 'selfCheck',
    target: (page) => page.locator('input[name="check-owner"][value="no"]').locator('xpath=..'),
  },
  {
    name: 'form submit',
    page: 'audit',
    prepare: async (page) => {
      const form = page.locator('#audit-form')
      await form.locator('input[name="company"]').fill('Bageriet')
      await form.locator('input[name="email"]').fill('bager@example.dk')
    },
    target: (page, language) =>
      page
        .locator('#audit-form')
        .getByRole('button', { name: textIn(language, 'audit', 'form.submit') }),
  },
]

/** The longest event of the page's interactions so far (ms), as INP counts them. */
const longestInteraction = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        // Entries are delivered after the next paint: wait for two frames, then read them all.
        requestAnimationFrame(() =>
          requestAnimationFrame(() =>
            setTimeout(() => {
              const entries = (
                window as unknown as { interactionEntries: PerformanceEventTiming[] }
              ).interactionEntries
              resolve(Math.max(0, ...entries.map((entry) => entry.duration)))
            }, 100),
          ),
        )
      }),
  )

async function measureOnce(browser: Browser, interaction: Interaction, language: Language) {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    isMobile: true,
    hasTouch: true,
  })
  const page = await context.newPage()
  await page.addInitScript(() => {
    const store = window as unknown as { interactionEntries: PerformanceEventTiming[] }
    store.interactionEntries = []
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as PerformanceEventTiming[])
        if (entry.interactionId) store.interactionEntries.push(entry)
    }).observe({ type: 'event', durationThreshold: 16, buffered: true } as PerformanceObserverInit)
  })
  // The form sends nowhere: its request is answered at once, so only the page's work is timed.
  await page.route('**/api/v1.0/email/send', (route) => route.fulfill({ status: 200, body: 'OK' }))
  await page.goto(SITES[language] + pagePath(interaction.page, language), {
    waitUntil: 'networkidle',
  })
  await interaction.prepare?.(page, language)
  // A tap at the target's middle, as a finger would: Playwright's click() checks the target
  // with listeners of its own in the page, which the browser would time as part of the tap.
  const target = interaction.target(page, language)
  await target.scrollIntoViewIfNeeded()
  const box = await target.boundingBox()
  if (!box) throw new Error(`${interaction.name}: nothing to tap on ${page.url()}`)
  const cdp = await context.newCDPSession(page)
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLED_PHONE.cpuSlowdown })
  await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2)
  const longest = await longestInteraction(page)
  await context.close()
  return longest
}

async function benchmarkIndex(browser: Browser): Promise<number> {
  const page = await browser.newPage()
  const index = await page.evaluate(`(${pageFunctions.computeBenchmarkIndex.toString()})()`)
  await page.close()
  return Math.round(Number(index))
}

export async function interactionBench(): Promise<void> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS })
  try {
    const before = await benchmarkIndex(browser)
    console.log(`CPU benchmark index (Lighthouse): ${before}; ${RUNS} runs per interaction`)
    for (const interaction of INTERACTIONS) {
      for (const language of LANGUAGES) {
        const runs: number[] = []
        // Interleaved with nothing else: one fresh page per run.
        for (let run = 0; run < RUNS; run++)
          runs.push(await measureOnce(browser, interaction, language))
        console.log(
          `${interaction.name.padEnd(18)} ${language}  INP median ${Math.round(median(runs))} ms  (max ${Math.round(Math.max(...runs))} ms, 4× CPU)`,
        )
      }
    }
    console.log(`CPU benchmark index after: ${await benchmarkIndex(browser)}`)
  } finally {
    await browser.close()
  }
}
