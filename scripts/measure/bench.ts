import { mkdir, writeFile } from 'node:fs/promises'
import * as chromeLauncher from 'chrome-launcher'
import { LANGUAGES } from '#app/i18n/languages.ts'
import { PAGE_IDS } from '#app/i18n/pages.ts'
import { concretePaths } from '#app/i18n/site-paths.server.ts'
import { SITES } from '#server/local-sites.ts'
import { whileServing } from '#server/serve-while.ts'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '#tests/chromium.ts'
import { firstRenderBench } from './first-render.ts'
import { interactionAB, interactionBench } from './interaction.ts'
import { type LighthouseRun, measure, median } from './lighthouse-run.ts'
import { applyPhoneFonts } from './phone-fonts.ts'
import { measureReadyTimes, type ReadyTime, readyAB } from './ready-time.ts'
import { sideBySide } from './side-by-side.ts'

/**
 * `npm run bench`: Lighthouse 13 (mobile, default simulated throttling, Debian Chromium), three
 * runs per page, on the 8 pages and 3 posts of each language; prints the medians and writes
 * every run to bench/results.json. A benchmark, not a test.
 * `npm run bench -- privat blog/` measures only the URLs that contain one of the words, and
 * `npm run bench -- http://localhost:4173/` only that URL.
 * It also measures each page's ready time on a phone throttled for real (scripts/measure/ready-time.ts):
 * when every control works and a form can send, and its longest task (Long Tasks API) until 1.5 s
 * after that.
 * `npm run bench -- --side-by-side [--load]` measures the site against the anchor instead
 * (scripts/measure/side-by-side.ts), and `npm run bench -- --first-render` what its blocking
 * time is made of (scripts/measure/first-render.ts), and `npm run bench -- --inp` the lab INP of
 * the five interactions at 4× CPU (scripts/measure/interaction.ts; `-- --inp FAQ` only that one),
 * and `npm run bench -- --ready-ab <folder> <folder>` two builds' home ready times, alternated,
 * and `npm run bench -- --inp-ab <folder> <folder> [words]` two builds' lab INP, alternated.
 */
const RUNS = Number(process.env.BENCH_RUNS ?? 3)
const PAGES = PAGE_IDS.filter((id) => id !== 'download')
const flags = process.argv.slice(2).filter((arg) => arg.startsWith('--'))
const filters = process.argv.slice(2).filter((arg) => !arg.startsWith('--'))
const urls = LANGUAGES.flatMap((language) =>
  PAGES.flatMap((id) => concretePaths(id, language).map((path) => SITES[language] + path)),
).filter(
  (url) =>
    filters.length === 0 ||
    filters.some((filter) => (filter.startsWith('http') ? url === filter : url.includes(filter))),
)

type Run = LighthouseRun & ReadyTime

async function benchEveryPage() {
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
            longestTaskMs: Number.NaN,
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
            `task ${Math.round(m('longestTaskMs'))}ms`,
            `cpu ${Math.round(m('cpuIndex'))}`,
          ].join('  '),
        )
      }
      return all
    } finally {
      await chrome.kill()
    }
  })
  console.log(
    'columns: url, performance, accessibility, best practices, SEO, FCP, LCP, TBT, CLS, JS transferred (Lighthouse, simulated), then first paint, largest paint, ready time and longest task (0: none of 50 ms) on the throttled phone, and the CPU benchmark index of Lighthouse (medians)',
  )
  await mkdir('bench', { recursive: true })
  await writeFile(
    'bench/results.json',
    JSON.stringify({ runs: RUNS, date: new Date().toISOString(), results }, null, 2),
  )
  console.log('wrote bench/results.json')
}

applyPhoneFonts()
if (flags.includes('--side-by-side'))
  await sideBySide({ load: flags.includes('--load'), only: filters })
else if (flags.includes('--first-render')) await firstRenderBench(filters)
else if (flags.includes('--inp-ab'))
  await interactionAB(
    filters.filter((arg) => arg.includes('/')),
    filters.filter((arg) => !arg.includes('/')),
    Number(process.env.BENCH_RUNS ?? 15),
  )
else if (flags.includes('--inp')) await whileServing(() => interactionBench(filters))
else if (flags.includes('--ready-ab')) await readyAB(filters, Number(process.env.BENCH_RUNS ?? 15))
else await benchEveryPage()
