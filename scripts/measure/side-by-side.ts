import { mkdir, writeFile } from 'node:fs/promises'
import os from 'node:os'
import * as chromeLauncher from 'chrome-launcher'
import { pagePath } from '#app/i18n/pages.ts'
import { serveAsTheHost } from '#server/host-runtime.ts'
import { SITES } from '#server/local-sites.ts'
import { whileServing } from '#server/serve-while.ts'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '#tests/chromium.ts'
import { ANCHOR_PATHS, anchorPages } from './anchor-site.ts'
import { startCpuLoad } from './cpu-load.ts'
import { type LighthouseRun, measure, median } from './lighthouse-run.ts'
import { plainStaticServer } from './plain-static-server.ts'

/**
 * `npm run bench -- --side-by-side [--load]`: the Danish site against the anchor (Astro's blog
 * starter, scripts/measure/anchor-site.ts), page kind by page kind, in one run. Each round
 * measures every pair, and in each pair the project as `npm start` serves it, the anchor served
 * the same way (the host's runtime, `wrangler pages dev`), the control (the same built pages from
 * a plain static server: tells server costs from page costs) and the plain anchor (the anchor
 * from the same plain server), one after the other and each round in another order, so all four
 * see the same machine. The bar is the project against the anchor: two sites on one server.
 * Prints the medians of BENCH_RUNS rounds (9: fewer are within the noise) with the CPU benchmark
 * index, and writes every run to bench/side-by-side.json.
 * `--load` keeps BENCH_LOAD_WORKERS threads (1) spinning beside it. Page kinds named after the
 * flags (`npm run bench -- --side-by-side blog`) measure only those pairs.
 */
const ROUNDS = Number(process.env.BENCH_RUNS ?? 9)
const LOAD_WORKERS = Number(process.env.BENCH_LOAD_WORKERS ?? 1)

/** The site's page of each kind (Danish build). */
export const PROJECT_PATHS: Record<keyof typeof ANCHOR_PATHS, string> = {
  home: '/',
  post: `${pagePath('blog', 'da')}/derfor-betyder-lokal-seo-mere-end-du-tror`,
  content: pagePath('about', 'da'),
  blog: pagePath('blog', 'da'),
}

const SERVED = ['project', 'anchor', 'control', 'plainAnchor'] as const
type Served = (typeof SERVED)[number]
const ANCHOR_SIDES = new Set<Served>(['anchor', 'plainAnchor'])
type Kind = keyof typeof ANCHOR_PATHS

type Metric = (key: keyof LighthouseRun) => number

/** The bar the project's medians must meet on every pair, against the anchor's (decision 022). */
const BAR: { name: string; meets: (project: Metric, anchor: Metric) => boolean }[] = [
  { name: 'FCP within 5 %', meets: (project, anchor) => project('fcp') <= anchor('fcp') * 1.05 },
  { name: 'LCP', meets: (project, anchor) => project('lcp') <= anchor('lcp') },
  { name: 'TBT within 10 ms', meets: (project, anchor) => project('tbt') <= anchor('tbt') + 10 },
  { name: 'performance 100', meets: (project) => project('performance') === 100 },
]

export async function sideBySide({ load, only = [] }: { load: boolean; only?: string[] }) {
  const kinds = (Object.keys(ANCHOR_PATHS) as Kind[]).filter(
    (kind) => only.length === 0 || only.includes(kind),
  )
  const anchorDir = await anchorPages()
  const runs = await whileServing(async () => {
    const anchor = await serveAsTheHost(anchorDir)
    const plainAnchor = await plainStaticServer(anchorDir)
    const control = await plainStaticServer('build/da/client')
    const origins: Record<Served, string> = {
      project: SITES.da,
      anchor: anchor.url,
      control: control.url,
      plainAnchor: plainAnchor.url,
    }
    const chrome = await chromeLauncher.launch({
      chromePath: CHROMIUM_PATH,
      chromeFlags: CHROMIUM_ARGS,
    })
    const stopLoad = load ? startCpuLoad(LOAD_WORKERS) : async () => {}
    try {
      const all: { round: number; kind: Kind; served: Served; url: string; run: LighthouseRun }[] =
        []
      for (let round = 1; round <= ROUNDS; round++) {
        for (const kind of kinds) {
          // Each round starts the pair with another of the four, so that none is always first.
          const order = SERVED.map((_, i) => SERVED[(i + round) % SERVED.length] as Served)
          for (const served of order) {
            const path = ANCHOR_SIDES.has(served) ? ANCHOR_PATHS[kind] : PROJECT_PATHS[kind]
            const url = origins[served] + path
            all.push({ round, kind, served, url, run: await measure(url, chrome.port) })
            process.stdout.write('.')
          }
        }
      }
      process.stdout.write('\n')
      return all
    } finally {
      await stopLoad()
      await chrome.kill()
      await anchor.stop()
      plainAnchor.close()
      control.close()
    }
  })

  const cell = (kind: Kind, served: Served, key: keyof LighthouseRun) =>
    median(runs.filter((r) => r.kind === kind && r.served === served).map((r) => r.run[key]))
  const columns = ['fcp', 'lcp', 'tbt', 'performance'] as const
  const unit = { fcp: 'ms', lcp: 'ms', tbt: 'ms', performance: '' }
  console.log(
    `\n${load ? `With ${LOAD_WORKERS} busy thread(s) beside it` : 'Quiet'} (${os.cpus().length} cores, CPU benchmark index ${Math.round(median(runs.map((r) => r.run.cpuIndex)))}), medians of ${ROUNDS} rounds, Lighthouse mobile (simulated); on the host's runtime: project / anchor; on a plain server: control / anchor\n`,
  )
  console.log(
    `| page kind | ${columns.map((c) => `${c.toUpperCase()} ${unit[c]}`.trim()).join(' | ')} | project against anchor (the bar) | control against plain anchor |`,
  )
  console.log(`| --- | ${columns.map(() => '---').join(' | ')} | --- | --- |`)
  const verdict = (kind: Kind, site: Served, anchor: Served) => {
    const missed = BAR.filter(
      ({ meets }) =>
        !meets(
          (key) => cell(kind, site, key),
          (key) => cell(kind, anchor, key),
        ),
    )
    return missed.length ? `misses: ${missed.map(({ name }) => name).join(', ')}` : 'meets the bar'
  }
  for (const kind of kinds) {
    const values = columns.map((key) =>
      SERVED.map((served) => Math.round(cell(kind, served, key))).join(' / '),
    )
    console.log(
      `| ${kind} | ${values.join(' | ')} | ${verdict(kind, 'project', 'anchor')} | ${verdict(kind, 'control', 'plainAnchor')} |`,
    )
  }
  await mkdir('bench', { recursive: true })
  await writeFile(
    'bench/side-by-side.json',
    JSON.stringify({ date: new Date().toISOString(), load, rounds: ROUNDS, runs }, null, 2),
  )
  console.log('\nwrote bench/side-by-side.json')
}
