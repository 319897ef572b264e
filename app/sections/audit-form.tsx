import { useTranslation } from 'react-i18next'
import {
  FormFields,
  FormPrivacyNote,
  MailFormElement,
  SubmitButton,
} from '#app/components/ui/form-fields.tsx'
import { SendResultTemplates } from '#app/components/ui/send-result-templates.tsx'

export const AUDIT_FORM_ID = 'audit-form'

/** The free-analysis request: the company and an e-mail address (browser/islands/mail-form.ts sends it). */
export function AuditForm() {
  const { t } = useTranslation(['audit', 'universal'])
  const company = '{{company}}'
  return (
    <section aria-labelledby="audit-form-title" className="mx-auto max-w-xl px-4 pb-10">
      <MailFormElement
        template="audit"
        id={AUDIT_FORM_ID}
        labelledBy="audit-form-title"
        mailSubject={t('universal:form.mail_subject_audit', { company })}
        message={t('form.message', { company })}
        className="space-y-3 rounded-2xl border border-slate-200 bg-white p-5 shadow-lg sm:space-y-4 sm:p-6"
      >
        <h2 id="audit-form-title" className="text-xl font-extrabold text-brand-950 sm:text-2xl">
          {t('form.title')}
        </h2>
        <p className="text-muted">{t('form.lead')}</p>
        <p className="text-sm text-muted">{t('universal:form.required_note')}</p>
        <FormFields form="audit" />
        <SubmitButton>{t('form.submit')}</SubmitButton>
        <FormPrivacyNote purpose={t('form.privacy')} />
        <SendResultTemplates
          success={{ title: t('form.success_title'), text: t('form.success') }}
          error={t('form.error')}
        />
      </MailFormElement>
    </section>
  )
}
