import { useTranslation } from 'react-i18next'
import { NumberedSteps } from '#app/components/numbered-steps.tsx'

const POINTS = ['visibility', 'evaluation', 'recommendation'] as const

/** The three things the free analysis gives. */
export function WhatYouGet() {
  const { t } = useTranslation('audit')
  return (
    <NumberedSteps
      id="what-you-get-title"
      title={t('what_you_get.title')}
      layout="columns"
      steps={POINTS.map((key) => ({
        key,
        title: t(`what_you_get.items.${key}.title`),
        text: t(`what_you_get.items.${key}.text`),
      }))}
    />
  )
}
