import { useTranslation } from 'react-i18next'
import { BUILD_LANGUAGE } from '#app/build-time/build-env.ts'
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
      <div className="mx-auto max-w-6xl px-4 py-8 md:py-16">
        <SectionHeading id="stats-title">{t('stats.title')}</SectionHeading>
        <dl className="mt-6 grid gap-3 md:mt-10 md:grid-cols-3 md:gap-6">
          {STATS.map(({ id, percent }) => {
            const final = percentFormat.format(percent / 100)
            // On a phone a row (the number beside its words), on a wide screen a card.
            return (
              <div
                key={id}
                className="grid grid-cols-[6rem_1fr] gap-x-3 rounded-xl border border-brand-100 bg-brand-50 px-4 py-3 md:flex md:flex-col md:p-6 md:text-center"
              >
                <dt className="col-start-2 text-sm font-semibold text-ink md:order-2 md:mt-3 md:text-base">
                  {t(`stats.items.${id}.label`)}
                </dt>
                <dd className="col-start-1 row-span-2 row-start-1 text-3xl font-extrabold text-brand-800 tabular-nums md:order-1 md:text-5xl">
                  <span className="sr-only">{final}</span>
                  <span aria-hidden="true" data-counter={percent} className="whitespace-pre">
                    {final}
                  </span>
                </dd>
                <dd className="col-start-2 mt-1 text-sm text-muted md:order-3 md:mt-3">
                  {t(`stats.items.${id}.source`)}
                </dd>
              </div>
            )
          })}
        </dl>
      </div>
    </section>
  )
}
