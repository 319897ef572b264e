import { useTranslation } from 'react-i18next'
import { SectionHeading } from '#app/components/ui/section-heading.tsx'

const POINTS = ['visibility', 'evaluation', 'recommendation'] as const

/** The three things the free analysis gives. */
export function WhatYouGet() {
  const { t } = useTranslation('audit')
  return (
    <section aria-labelledby="what-you-get-title" className="bg-slate-50">
      <div className="mx-auto max-w-6xl px-4 py-16">
        <SectionHeading id="what-you-get-title">{t('what_you_get.title')}</SectionHeading>
        <ol className="mt-10 grid gap-6 md:grid-cols-3">
          {POINTS.map((id, index) => (
            <li key={id} className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
              <p
                aria-hidden="true"
                className="flex size-10 items-center justify-center rounded-full bg-brand-900 font-bold text-white"
              >
                {index + 1}
              </p>
              <h3 className="mt-4 text-xl font-bold text-brand-900">
                {t(`what_you_get.items.${id}.title`)}
              </h3>
              <p className="mt-2 text-muted">{t(`what_you_get.items.${id}.text`)}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  )
}
