import { useTranslation } from 'react-i18next'
import { NumberedSteps } from '#app/components/numbered-steps.tsx'

/** From the first contact to the first monthly report, in order (home and packages). */
const STEPS = ['ask', 'analysis', 'access', 'start', 'report'] as const

export function HowItWorks() {
  const { t } = useTranslation()
  return (
    <NumberedSteps
      id="how-it-works-title"
      title={t('how_it_works.title')}
      layout="timeline"
      steps={STEPS.map((key) => ({
        key,
        title: t(`how_it_works.steps.${key}.title`),
        text: t(`how_it_works.steps.${key}.text`),
      }))}
    />
  )
}
