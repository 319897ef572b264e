import { readFile } from 'node:fs/promises'
import { type Browser, chromium, type Page } from '@playwright/test'
import { pageFunctions } from 'lighthouse/core/lib/page-functions.js'
import { LANGUAGES, type Language } from '#app/i18n/languages.ts'
import { pagePath } from '#app/i18n/pages.ts'
import { SITES } from '#server/local-sites.ts'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '#tests/chromium.ts'
import { textIn } from '#tests/playwright-utils.ts'
import { median } from './lighthouse-run.ts'
import { plainStaticServer } from './plain-static-server.ts'
import { THROTTLED_PHONE } from './ready-time.ts'

/**
 * `npm run bench -- --inp`: lab INP of the five interactions a visitor makes, on a phone-sized
 * page at 4× CPU (Lighthouse's mobile slowdown, applied for real): the longest event of each
 * interaction, from the browser's Event Timing API (what INP is made of), medians of
 * BENCH_RUNS (default 9) runs per interaction and language. It records the machine's CPU
 * benchmark index (Lighthouse's own page function) before and after, and the index at the
 * slowdown, so a figure can be read against the phone it stands for; BENCH_PHONE=low runs at
 * the slowdown of a low-tier phone instead (calibrate). A benchmark, not a test: the target
 * is 100 ms (docs/speed.md).
 */

const RUNS = Number(process.env.BENCH_RUNS ?? 9)

/**
 * The phones of Chrome DevTools' CPU calibration (CalibrationController.ts), by the Lighthouse
 * benchmark index it takes for each: a mid-tier phone (a Pixel 5) and a low-tier one (a Moto G4
 * Power 2022).
 */
const PHONE_INDEX = { mid: 1000, low: 264 } as const

type Interaction = {
  name: string
  page: Parameters<typeof pagePath>[0]
  /** What the visitor taps: the first element matching `selector` whose text or accessible name has `text`. */
  target: { selector: string; text?: (language: Language) => string }
  /** Fields given a value before the tap (no event: only the tap is an interaction). */
  fill?: Record<string, string>
  /** Matches once the tap did its work: a tap that missed must not pass for a fast one. */
  done: string
}

const INTERACTIONS: Interaction[] = [
  {
    name: 'menu',
    page: 'home',
    done: '[popover]:popover-open',
    target: {
      selector: 'header button[popovertarget]',
      text: (language) => textIn(language, 'universal', 'nav.menu'),
    },
  },
  {
    name: 'FAQ answer',
    page: 'home',
    done: '#homepage-faq-title ~ div details[open]',
    target: { selector: '#homepage-faq-title ~ div summary' },
  },
  {
    name: 'package details',
    page: 'packages',
    done: '[data-details-open]',
    target: {
      selector: 'article button[data-details-toggle]',
      text: (language) => textIn(language, 'tjenester', 'packages.see_more'),
    },
  },
  {
    name: 'self-check answer',
    page: 'selfCheck',
    done: 'input[name="check-owner"][value="no"]:checked',
    target: { selector: 'label:has(> input[name="check-owner"][value="no"])' },
  },
  {
    name: 'form submit',
    page: 'audit',
    fill: {
      '#audit-form input[name="company"]': 'Bageriet',
      '#audit-form input[name="email"]': 'bager@example.dk',
    },
    done: '#audit-form [data-result-place] [role="status"]',
    target: {
      selector: '#audit-form button[type="submit"]',
      text: (language) => textIn(language, 'audit', 'form.submit'),
    },
  },
]

/**
 * Scrolls the target to the middle of the screen, lets what the scroll started finish (the
 * statistics count, sections fade in), and returns where to tap. All of it runs as the page's
 * own script: Playwright's locators put listeners of their own for pointer, touch and mouse
 * events into the page, which the browser would time as part of the tap (4–8 ms at 4×).
 */
const placeTarget = (page: Page, interaction: Interaction, language: Language) =>
  page.evaluate(
    async ({ selector, text, fill }) => {
      for (const [field, value] of Object.entries(fill)) {
        const input = document.querySelector<HTMLInputElement>(field)
        if (!input) throw new Error(`no field ${field}`)
        input.value = value
      }
      const target = [...document.querySelectorAll(selector)].find(
        (element) =>
          !text ||
          element.textContent?.includes(text) ||
          element.getAttribute('aria-label')?.includes(text),
      )
      if (!target) return null
      target.scrollIntoView({ block: 'center' })
      await new Promise((resolve) => setTimeout(resolve, 2500))
      const box = target.getBoundingClientRect()
      return { x: box.x + box.width / 2, y: box.y + box.height / 2 }
    },
    {
      selector: interaction.target.selector,
      text: interaction.target.text?.(language),
      fill: interaction.fill ?? {},
    },
  )

/** The three parts of an interaction's time, as web.dev splits INP (ms). */
type InteractionTime = {
  duration: number
  /** From the tap to the first handler. */
  inputDelay: number
  /** The handlers. */
  processing: number
  /** From the last handler to the next frame on screen: style, layout, paint. */
  presentation: number
}

/** The longest event of the page's interactions so far, as INP counts them, in its parts. */
const longestInteraction = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<InteractionTime>((resolve) => {
        // Entries are delivered after the next paint: wait for two frames, then read them all.
        requestAnimationFrame(() =>
          requestAnimationFrame(() =>
            setTimeout(() => {
              const entries = (
                window as unknown as { interactionEntries: PerformanceEventTiming[] }
              ).interactionEntries
              const longest = entries.reduce((a, b) => (b.duration > a.duration ? b : a), {
                duration: 0,
                startTime: 0,
                processingStart: 0,
                processingEnd: 0,
              })
              resolve({
                duration: longest.duration,
                inputDelay: longest.processingStart - longest.startTime,
                processing: longest.processingEnd - longest.processingStart,
                presentation: longest.startTime + longest.duration - longest.processingEnd,
              })
            }, 100),
          ),
        )
      }),
  )

async function measureOnce(
  browser: Browser,
  interaction: Interaction,
  language: Language,
  slowdown: number,
  origin = SITES[language],
) {
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
  await page.goto(origin + pagePath(interaction.page, language), {
    waitUntil: 'networkidle',
  })
  // A tap at the target's middle, as a finger would.
  const middle = await placeTarget(page, interaction, language)
  if (!middle) throw new Error(`${interaction.name}: nothing to tap on ${page.url()}`)
  const cdp = await context.newCDPSession(page)
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: slowdown })
  await page.touchscreen.tap(middle.x, middle.y)
  const longest = await longestInteraction(page)
  const done = await page.evaluate(
    (selector) => document.querySelector(selector) !== null,
    interaction.done,
  )
  if (!done) throw new Error(`${interaction.name}: the tap did not do its work on ${page.url()}`)
  await context.close()
  return longest
}

/** Lighthouse's CPU benchmark index of a fresh page, at `slowdown` (1: the machine itself). */
async function benchmarkIndex(browser: Browser, slowdown = 1): Promise<number> {
  const page = await browser.newPage()
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: slowdown })
  const index = await page.evaluate(`(${pageFunctions.computeBenchmarkIndex.toString()})()`)
  await page.close()
  return Math.round(Number(index))
}

/**
 * The slowdown of a run and the phone it stands for: Lighthouse's 4× (the bar), or with
 * BENCH_PHONE=mid or low the slowdown that brings this machine's index down to that phone's,
 * found as DevTools' calibration finds it, by measuring the index at a slowdown (a slowdown of
 * k does not divide the index by exactly k, so the guess is corrected three times). The same
 * 4× is a mid-tier phone on a machine of index 4000 and a low-tier one at 1000.
 */
async function calibrate(browser: Browser) {
  const index = await benchmarkIndex(browser)
  const phone = process.env.BENCH_PHONE
  if (phone !== undefined && phone !== 'mid' && phone !== 'low')
    throw new Error('BENCH_PHONE is mid or low')
  let slowdown: number = THROTTLED_PHONE.cpuSlowdown
  let throttled = await benchmarkIndex(browser, slowdown)
  for (let step = 0; phone && step < 3; step++) {
    slowdown = Math.max(1, Math.round(((slowdown * throttled) / PHONE_INDEX[phone]) * 10) / 10)
    throttled = await benchmarkIndex(browser, slowdown)
  }
  console.log(
    `CPU benchmark index (Lighthouse): ${index}; at ${slowdown}× CPU ${throttled} (a mid-tier phone is ${PHONE_INDEX.mid}, a low-tier one ${PHONE_INDEX.low})`,
  )
  return slowdown
}

const chosenInteractions = (only: string[]) =>
  INTERACTIONS.filter(({ name }) => only.length === 0 || only.some((word) => name.includes(word)))

const summarise = (runs: InteractionTime[]) => {
  const m = (part: keyof InteractionTime) => Math.round(median(runs.map((run) => run[part])))
  const longest = Math.round(Math.max(...runs.map((run) => run.duration)))
  return `INP median ${m('duration')} ms  (max ${longest} ms; input delay ${m('inputDelay')}, handlers ${m('processing')}, to the next frame ${m('presentation')})`
}

/** `only`: measure only the interactions whose name contains one of the words ("FAQ", "menu"). */
export async function interactionBench(only: string[] = []): Promise<void> {
  const chosen = chosenInteractions(only)
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS })
  try {
    const slowdown = await calibrate(browser)
    console.log(`${RUNS} runs per interaction`)
    for (const interaction of chosen) {
      for (const language of LANGUAGES) {
        const runs: InteractionTime[] = []
        // Interleaved with nothing else: one fresh page per run.
        for (let run = 0; run < RUNS; run++)
          runs.push(await measureOnce(browser, interaction, language, slowdown))
        console.log(`${interaction.name.padEnd(18)} ${language}  ${summarise(runs)}`)
      }
    }
    console.log(`CPU benchmark index after: ${await benchmarkIndex(browser)}`)
  } finally {
    await browser.close()
  }
}

/**
 * `npm run bench -- --inp-ab <folder> <folder> [words]`: whether a change makes a tap answer
 * sooner. Each folder is a built site of one language (copy `build/da/client` aside before
 * building the change), served by a plain static server; taps on the two alternate, 15 each by
 * default (BENCH_RUNS), so the machine's drift (its CPU index moves by a third within minutes
 * here) falls on both. A run's median moves by about a frame, so a difference under 16 ms
 * says nothing.
 */
export async function interactionAB(folders: string[], only: string[], runs: number) {
  const languages = await Promise.all(folders.map(folderLanguage))
  const servers = await Promise.all(folders.map((folder) => plainStaticServer(folder)))
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS })
  try {
    const slowdown = await calibrate(browser)
    for (const interaction of chosenInteractions(only)) {
      const times: InteractionTime[][] = folders.map(() => [])
      for (let run = 0; run < runs; run++)
        for (let i = 0; i < folders.length; i++) {
          const k = (i + run) % folders.length
          const language = languages[k] ?? 'da'
          times[k]?.push(
            await measureOnce(browser, interaction, language, slowdown, servers[k]?.url),
          )
        }
      for (const [k, folder] of folders.entries())
        console.log(
          `${interaction.name.padEnd(18)} ${folder.padEnd(28)} ${summarise(times[k] ?? [])}`,
        )
    }
    console.log(`CPU benchmark index after: ${await benchmarkIndex(browser)}`)
  } finally {
    await browser.close()
    for (const server of servers) server.close()
  }
}

/** A built folder's language, as its home page says it (`<html lang>`). */
async function folderLanguage(folder: string): Promise<Language> {
  const lang = /<html lang="([a-z]+)"/.exec(await readFile(`${folder}/index.html`, 'utf8'))?.[1]
  const language = LANGUAGES.find((known) => known === lang)
  if (!language) throw new Error(`${folder}/index.html names no language of the site`)
  return language
}
