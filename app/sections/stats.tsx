import { useTranslation } from 'react-i18next'
import { BUILD_LANGUAGE } from '#app/build-env.ts'
import { SectionHeading } from '#app/components/ui/section-heading.tsx'
import { intlLocale } from '#app/i18n/languages.ts'

export const STATS = [
  { id: 'local_intent', percent: 46 },
  { id: 'near_me', percent: 900 },
  { id: 'visit_within_day', percent: 76 },
] as const

/**
 * The statistics, with their final numbers in the HTML. In the browser the counters count up
 * from 0 the first time the section comes into view (browser/islands/count-up.ts), unless the
 * visitor may already have seen them or prefers reduced motion: a number never jumps back.
 */
export function Stats() {
  const { t } = useTranslation('homepage')
  const percentFormat = new Intl.NumberFormat(intlLocale(BUILD_LANGUAGE), { style: 'percent' })
  return (
    <section aria-labelledby="stats-title" className="bg-white">
      <div className="mx-auto max-w-6xl px-4 py-16">
        <SectionHeading id="stats-title">{t('stats.title')}</SectionHeading>
        <p className="mx-auto mt-4 max-w-2xl text-center text-lg text-muted">{t('stats.lead')}</p>
        <dl className="mt-10 grid gap-6 md:grid-cols-3">
          {STATS.map(({ id, percent }) => {
            const final = percentFormat.format(percent / 100)
            return (
              <div
                key={id}
                className="flex flex-col rounded-xl border border-brand-100 bg-brand-50 p-6 text-center"
              >
                <dt className="order-2 mt-3 font-semibold text-ink">
                  {t(`stats.items.${id}.label`)}
                </dt>
                <dd className="order-1 text-5xl font-extrabold text-brand-800 tabular-nums">
                  <span className="sr-only">{final}</span>
                  <span aria-hidden="true" data-counter={percent} className="whitespace-pre">
                    {final}
                  </span>
                </dd>
                <dd className="order-3 mt-3 text-sm text-muted">{t(`stats.items.${id}.source`)}</dd>
              </div>
            )
          })}
        </dl>
        <p className="mx-auto mt-6 max-w-2xl text-center text-sm text-muted">{t('stats.note')}</p>
      </div>
    </section>
  )
}
