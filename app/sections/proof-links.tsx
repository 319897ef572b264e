import { useTranslation } from 'react-i18next'
import { BUILD_LANGUAGE } from '#app/build-time/build-env.ts'
import { SectionHeading } from '#app/components/ui/section-heading.tsx'
import { pagePath } from '#app/i18n/pages.ts'
import { SAMPLE_ANALYSIS_ID } from './sample-analysis.tsx'
import { SAMPLE_REPORT_ID } from './sample-report.tsx'

/**
 * The proof beside the process on the home page: the sample free analysis (on the analysis page)
 * and the sample monthly report (on the packages page), for the visitor who wants to see what
 * comes back before he asks.
 */
export function ProofLinks() {
  const { t } = useTranslation('homepage')
  const links = [
    { key: 'analysis', href: `${pagePath('audit', BUILD_LANGUAGE)}#${SAMPLE_ANALYSIS_ID}` },
    { key: 'report', href: `${pagePath('packages', BUILD_LANGUAGE)}#${SAMPLE_REPORT_ID}` },
  ] as const
  return (
    <section aria-labelledby="proof-title" className="bg-slate-50">
      <div className="mx-auto max-w-3xl px-4 pb-12 md:pb-16">
        <div className="rounded-2xl border-2 border-brand-700 bg-white p-6 text-center sm:p-8">
          <SectionHeading id="proof-title">{t('proof.title')}</SectionHeading>
          <p className="mt-3 text-muted">{t('proof.lead')}</p>
          <ul className="mt-5 grid gap-3 sm:grid-cols-2">
            {links.map(({ key, href }) => (
              <li key={key}>
                <a
                  href={href}
                  className="inline-flex min-h-11 w-full items-center justify-center rounded-lg bg-brand-50 px-4 py-3 font-semibold text-brand-900 underline underline-offset-4 hover:bg-brand-100"
                >
                  {t(`proof.${key}`)}
                </a>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  )
}
