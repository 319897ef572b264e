import type { MouseEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { buttonVariants } from '../components/button-variants.ts'
import { AUDIT_FORM_ID } from './audit-form.tsx'
import { CallToAction } from './call-to-action.tsx'

/**
 * The final call to action: back up to the top and into the form. An island: before its script
 * runs it is a plain link to the form. The scroll takes the page's `scroll-behavior` (app.css):
 * smooth, unless the visitor prefers reduced motion.
 */
export function BackToForm() {
  const { t } = useTranslation('audit')
  function onClick(event: MouseEvent<HTMLAnchorElement>) {
    event.preventDefault()
    window.scrollTo({ top: 0 })
    document
      .querySelector<HTMLInputElement>(`#${AUDIT_FORM_ID} input[name="company"]`)
      ?.focus({ preventScroll: true })
  }
  return (
    <CallToAction id="audit-cta-title" title={t('cta.title')} text={t('cta.text')}>
      <a
        href={`#${AUDIT_FORM_ID}`}
        onClick={onClick}
        className={buttonVariants({ variant: 'accent', size: 'wide' })}
      >
        {t('cta.button')}
      </a>
    </CallToAction>
  )
}
