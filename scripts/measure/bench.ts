import { mkdir, writeFile } from 'node:fs/promises'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { LANGUAGES } from '#app/i18n/languages.ts'
import { PAGE_IDS } from '#app/i18n/pages.ts'
import { concretePaths } from '#app/i18n/site-paths.server.ts'
import { SITES } from '#server/local-sites.ts'
import { whileServing } from '#server/serve-while.ts'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '#tests/chromium.ts'
import { measureReadyTimes, type ReadyTime } from './ready-time.ts'

/**
 * `npm run bench`: Lighthouse 13 (mobile, default simulated throttling, Debian Chromium), three
 * runs per page, on the 8 pages and 3 posts of each language; prints the medians and writes
 * every run to bench/results.json. A benchmark, not a test.
 * `npm run bench -- privat blog/` measures only the URLs that contain one of the words, and
 * `npm run bench -- http://localhost:4173/` only that URL.
 * It also measures each page's ready time on a phone throttled for real (scripts/measure/ready-time.ts):
 * when every control works and a form can send.
 */
const RUNS = Number(process.env.BENCH_RUNS ?? 3)
const PAGES = PAGE_IDS.filter((id) => id !== 'download')
const filters = process.argv.slice(2)
const urls = LANGUAGES.flatMap((language) =>
  PAGES.flatMap((id) => concretePaths(id, language).map((path) => SITES[language] + path)),
).filter(
  (url) =>
    filters.length === 0 ||
    filters.some((filter) => (filter.startsWith('http') ? url === filter : url.includes(filter))),
)

type Run = {
  performance: number
  accessibility: number
  bestPractices: number
  seo: number
  fcp: number
  lcp: number
  tbt: number
  cls: number
  jsKb: number
} & ReadyTime

/** The median of the runs that measured something (a run can fail to report a metric). */
const median = (values: number[]) => {
  const sorted = values.filter((value) => !Number.isNaN(value)).sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN
}

async function measure(url: string, port: number): Promise<Omit<Run, keyof ReadyTime>> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
  })
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`)
  const { categories, audits } = result.lhr
  const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100)
  const value = (id: string) => audits[id]?.numericValue ?? Number.NaN
  const items =
    (
      audits['resource-summary']?.details as
        | { items?: { resourceType: string; transferSize: number }[] }
        | undefined
    )?.items ?? []
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    fcp: value('first-contentful-paint'),
    lcp: value('largest-contentful-paint'),
    tbt: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
    jsKb: (items.find((item) => item.resourceType === 'script')?.transferSize ?? 0) / 1000,
  }
}

const results = await whileServing(async () => {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: CHROMIUM_ARGS,
  })
  try {
    const all: Record<string, Run[]> = {}
    for (const url of urls) {
      all[url] = []
      const ready = await measureReadyTimes(url, RUNS)
      for (let run = 0; run < RUNS; run++) {
        const phone = ready[run] ?? {
          firstPaintMs: Number.NaN,
          largestPaintMs: Number.NaN,
          readyMs: Number.NaN,
        }
        all[url].push({ ...(await measure(url, chrome.port)), ...phone })
      }
      const m = (key: keyof Run) => median((all[url] ?? []).map((r) => r[key]))
      console.log(
        [
          url.padEnd(80),
          m('performance'),
          m('accessibility'),
          m('bestPractices'),
          m('seo'),
          `${(m('fcp') / 1000).toFixed(2)}s`,
          `${(m('lcp') / 1000).toFixed(2)}s`,
          `${Math.round(m('tbt'))}ms`,
          m('cls').toFixed(3),
          `${m('jsKb').toFixed(0)}KB`,
          `paint ${(m('firstPaintMs') / 1000).toFixed(2)}s`,
          `lcp ${(m('largestPaintMs') / 1000).toFixed(2)}s`,
          `ready ${(m('readyMs') / 1000).toFixed(2)}s`,
        ].join('  '),
      )
    }
    return all
  } finally {
    await chrome.kill()
  }
})
console.log(
  'columns: url, performance, accessibility, best practices, SEO, FCP, LCP, TBT, CLS, JS transferred (Lighthouse, simulated), then first paint, largest paint and ready time on the throttled phone (medians)',
)
await mkdir('bench', { recursive: true })
await writeFile(
  'bench/results.json',
  JSON.stringify({ runs: RUNS, date: new Date().toISOString(), results }, null, 2),
)
console.log('wrote bench/results.json')
