import type { MouseEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { prefersReducedMotion } from '../components/use-first-view.ts'
import { AUDIT_FORM_ID } from './audit-form.tsx'

/** The final call to action: back up to the form (a plain anchor without JavaScript). */
export function BackToForm() {
  const { t } = useTranslation('audit')
  function onClick(event: MouseEvent<HTMLAnchorElement>) {
    event.preventDefault()
    window.scrollTo({ top: 0, behavior: prefersReducedMotion() ? 'auto' : 'smooth' })
    document
      .querySelector<HTMLInputElement>(`#${AUDIT_FORM_ID} input[name="company"]`)
      ?.focus({ preventScroll: true })
  }
  return (
    <section aria-labelledby="audit-cta-title" className="mx-auto max-w-6xl px-4 py-12">
      <div className="rounded-2xl bg-brand-900 px-6 py-10 text-center text-white sm:px-12">
        <h2 id="audit-cta-title" className="text-2xl font-extrabold tracking-tight sm:text-3xl">
          {t('cta.title')}
        </h2>
        <p className="mx-auto mt-3 max-w-2xl text-lg text-brand-100">{t('cta.text')}</p>
        <a href={`#${AUDIT_FORM_ID}`} onClick={onClick} className="btn-accent mt-6 px-8">
          {t('cta.button')}
        </a>
      </div>
    </section>
  )
}
