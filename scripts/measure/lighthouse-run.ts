import lighthouse from 'lighthouse'

/** What one Lighthouse run (mobile, simulated throttling) says about a page. */
export type LighthouseRun = {
  performance: number
  accessibility: number
  bestPractices: number
  seo: number
  fcp: number
  lcp: number
  tbt: number
  cls: number
  jsKb: number
  /** Lighthouse's CPU benchmark index of the machine during the run (its 4× assumes ~1000+). */
  cpuIndex: number
}

/** The median of the runs that measured something (a run can fail to report a metric). */
export const median = (values: number[]) => {
  const sorted = values.filter((value) => !Number.isNaN(value)).sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN
}

/** One Lighthouse run on `url` in the Chromium listening on `port`. */
export async function measure(url: string, port: number): Promise<LighthouseRun> {
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
    cpuIndex: result.lhr.environment.benchmarkIndex,
  }
}
