import { useTranslation } from 'react-i18next'
import { buttonVariants } from '#app/components/ui/button-variants.ts'
import { AUDIT_FORM_ID } from './audit-form.tsx'
import { CallToAction } from './call-to-action.tsx'

/**
 * The final call to action: back up to the top and into the form. A plain link to the form; in
 * the browser it also puts the focus in the form's first field (browser/islands/scroll-to-form.ts).
 */
export function BackToForm() {
  const { t } = useTranslation('audit')
  return (
    <CallToAction id="audit-cta-title" title={t('cta.title')} text={t('cta.text')}>
      <a href={`#${AUDIT_FORM_ID}`} className={buttonVariants({ variant: 'accent', size: 'wide' })}>
        {t('cta.button')}
      </a>
    </CallToAction>
  )
}
