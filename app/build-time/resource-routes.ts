import { GUIDE_FILES } from '#app/guide/guide-files.ts'
import type { Language } from '#app/i18n/languages.ts'
import { SAMPLE_ANALYSIS_FILES } from '#app/sample-analysis/analysis-files.ts'
import { SAMPLE_REPORT_FILES } from '#app/sample-report/report-files.ts'

/** The blog's feed, linked from the head of every page. */
export const FEED_PATH = '/rss.xml'

/**
 * The files beside the pages that resource routes make, and the build prerenders (route id,
 * path, route module relative to app/): the sitemap, robots.txt, the blog's feed, and the
 * language's PDF guide, sample monthly report and sample free analysis.
 * Their modules run only at build time and on the dev server; no page loads them.
 */
export function resourceRoutes(language: Language): { id: string; path: string; file: string }[] {
  return [
    { id: 'sitemap', path: '/sitemap.xml', file: 'routes/sitemap.ts' },
    { id: 'robots', path: '/robots.txt', file: 'routes/robots.ts' },
    { id: 'feed', path: FEED_PATH, file: 'routes/feed.ts' },
    { id: 'guide', path: GUIDE_FILES[language], file: 'routes/guide-pdf.ts' },
    {
      id: 'sampleReport',
      path: SAMPLE_REPORT_FILES[language],
      file: 'routes/sample-report-pdf.ts',
    },
    {
      id: 'sampleAnalysis',
      path: SAMPLE_ANALYSIS_FILES[language],
      file: 'routes/sample-analysis-pdf.ts',
    },
  ]
}

export function resourcePaths(language: Language): string[] {
  return resourceRoutes(language).map((resource) => resource.path)
}
