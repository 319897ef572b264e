import { DEMO_ANALYSIS_FILES } from '#app/demo-analysis/analysis-files.ts'
import { DEMO_REPORT_FILES } from '#app/demo-report/report-files.ts'
import { GUIDE_FILES } from '#app/guide/guide-files.ts'
import type { Language } from '#app/i18n/languages.ts'

/** The blog's feed, linked from the head of every page. */
export const FEED_PATH = '/rss.xml'

/**
 * The files beside the pages that resource routes make, and the build prerenders (route id,
 * path, route module relative to app/): the sitemap, robots.txt, the blog's feed, and the
 * language's PDF guide, demo monthly report and demo free analysis.
 * Their modules run only at build time and on the dev server; no page loads them.
 */
export function resourceRoutes(language: Language): { id: string; path: string; file: string }[] {
  return [
    { id: 'sitemap', path: '/sitemap.xml', file: 'routes/sitemap.ts' },
    { id: 'robots', path: '/robots.txt', file: 'routes/robots.ts' },
    { id: 'feed', path: FEED_PATH, file: 'routes/feed.ts' },
    { id: 'guide', path: GUIDE_FILES[language], file: 'routes/guide-pdf.ts' },
    {
      id: 'demoReport',
      path: DEMO_REPORT_FILES[language],
      file: 'routes/demo-report-pdf.ts',
    },
    {
      id: 'demoAnalysis',
      path: DEMO_ANALYSIS_FILES[language],
      file: 'routes/demo-analysis-pdf.ts',
    },
  ]
}

export function resourcePaths(language: Language): string[] {
  return resourceRoutes(language).map((resource) => resource.path)
}
