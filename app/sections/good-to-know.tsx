import { useTranslation } from 'react-i18next'
import { SectionHeading } from '#app/components/ui/section-heading.tsx'

/** The practical questions a buyer asks before he signs (packages page). */
const ITEMS = [
  'approval',
  'locations',
  'no_profile',
  'photos',
  'area',
  'payment',
  'business_only',
] as const

export function GoodToKnow() {
  const { t } = useTranslation('tjenester')
  return (
    <section aria-labelledby="good-to-know-title" className="mx-auto max-w-6xl px-4 py-16">
      <SectionHeading id="good-to-know-title">{t('good_to_know.title')}</SectionHeading>
      <dl className="mt-10 grid gap-x-10 gap-y-8 md:grid-cols-2">
        {ITEMS.map((id) => (
          <div key={id}>
            <dt className="text-lg font-bold text-brand-900">{t(`good_to_know.items.${id}.q`)}</dt>
            <dd className="mt-2 text-muted">{t(`good_to_know.items.${id}.a`)}</dd>
          </div>
        ))}
      </dl>
    </section>
  )
}
