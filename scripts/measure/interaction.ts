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
 * benchmark index (Lighthouse's own page function) before and after, so a figure can be read
 * against the machine it came from. A benchmark, not a test: the target is 100 ms
 * (docs/speed.md).
 */

const RUNS = Number(process.env.BENCH_RUNS ?? 9)

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
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLED_PHONE.cpuSlowdown })
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

async function benchmarkIndex(browser: Browser): Promise<number> {
  const page = await browser.newPage()
  const index = await page.evaluate(`(${pageFunctions.computeBenchmarkIndex.toString()})()`)
  await page.close()
  return Math.round(Number(index))
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
    const before = await benchmarkIndex(browser)
    console.log(
      `CPU benchmark index (Lighthouse): ${before}; ${RUNS} runs per interaction at ${THROTTLED_PHONE.cpuSlowdown}× CPU`,
    )
    for (const interaction of chosen) {
      for (const language of LANGUAGES) {
        const runs: InteractionTime[] = []
        // Interleaved with nothing else: one fresh page per run.
        for (let run = 0; run < RUNS; run++)
          runs.push(await measureOnce(browser, interaction, language))
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
    console.log(`CPU benchmark index (Lighthouse): ${await benchmarkIndex(browser)}`)
    for (const interaction of chosenInteractions(only)) {
      const times: InteractionTime[][] = folders.map(() => [])
      for (let run = 0; run < runs; run++)
        for (let i = 0; i < folders.length; i++) {
          const k = (i + run) % folders.length
          const language = languages[k] ?? 'da'
          times[k]?.push(await measureOnce(browser, interaction, language, servers[k]?.url))
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
