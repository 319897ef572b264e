import { useTranslation } from 'react-i18next'
import { BUILD_LANGUAGE } from '#app/build-time/build-env.ts'
import { buttonVariants } from '#app/components/ui/button-variants.ts'
import { SectionHeading } from '#app/components/ui/section-heading.tsx'
import { pagePath } from '#app/i18n/pages.ts'
import { analysis, DEMO_ANALYSIS_ID, Legend, MapGrid } from './demo-analysis.tsx'
import { DEMO_REPORT_ID } from './demo-report.tsx'

/**
 * The demo free analysis on home, right after the first screen: the visitor's own problem
 * (where a plumber is found on the map, and where his competitors are), marked as a sample, and
 * the main action; then the proof of what comes back: the whole demo analysis (on the
 * free-analysis page) and the demo monthly report (on packages).
 */
export function DemoAnalysisPreview() {
  const { t } = useTranslation(['homepage', 'universal'])
  return (
    <section aria-labelledby="sample-preview-title" className="bg-white">
      {/* On a phone: the heading, the grid, then what it shows and the fixes; from md the grid
          stands beside them. */}
      <div className="mx-auto grid max-w-6xl items-start gap-x-12 gap-y-6 px-4 py-8 md:grid-cols-[1fr_auto] md:grid-rows-[auto_1fr] md:py-16">
        <div>
          <p className="inline-block rounded bg-accent-400 px-2 py-0.5 text-xs font-bold tracking-wide text-brand-950 uppercase">
            {analysis.sample_label}
          </p>
          <div className="mt-3">
            <SectionHeading id="sample-preview-title" align="start">
              {t('sample_preview.title')}
            </SectionHeading>
          </div>
        </div>
        <figure className="rounded-lg border border-slate-200 bg-white p-4 text-sm shadow-lg sm:p-6 md:col-start-2 md:row-span-2 md:row-start-1">
          <figcaption className="font-bold text-brand-900">{analysis.grid_title}</figcaption>
          <p className="text-brand-800">{analysis.business}</p>
          <div className="mt-3 flex flex-col gap-3">
            <MapGrid />
            <Legend />
          </div>
        </figure>
        <div>
          <p className="text-muted md:text-lg">{t('sample_preview.lead')}</p>
          <div className="mt-5 flex flex-wrap items-center gap-x-5 gap-y-3">
            <a href={pagePath('audit', BUILD_LANGUAGE)} className={buttonVariants()}>
              {t('universal:actions.free_audit')}
            </a>
            <a
              href={`${pagePath('audit', BUILD_LANGUAGE)}#${DEMO_ANALYSIS_ID}`}
              className="font-semibold text-brand-800 underline underline-offset-4"
            >
              {t('sample_preview.whole_sample')}
            </a>
            <a
              href={`${pagePath('packages', BUILD_LANGUAGE)}#${DEMO_REPORT_ID}`}
              className="font-semibold text-brand-800 underline underline-offset-4"
            >
              {t('sample_preview.report')}
            </a>
          </div>
        </div>
      </div>
    </section>
  )
}
