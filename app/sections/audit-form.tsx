import type { TFunction } from 'i18next'
import { useTranslation } from 'react-i18next'
import {
  FormFields,
  FormPrivacyNote,
  MailFormElement,
  SubmitButton,
} from '#app/components/ui/form-fields.tsx'
import { SendResultTemplates } from '#app/components/ui/send-result-templates.tsx'

export const AUDIT_FORM_ID = 'audit-form'

/**
 * What an analysis request says to the owner, wherever it is asked for (here and on the
 * self-check): the spec's fixed sentence naming the company, then the searches that matter most
 * to him, or that he did not say. `{{company}}` and `{{searches}}` are filled in by the form's script.
 */
export function auditRequestMessage(t: TFunction<['audit', 'universal']>) {
  return {
    mailSubject: t('universal:form.mail_subject_audit', { company: '{{company}}' }),
    message: `${t('form.message', { company: '{{company}}' })}\n${t('form.message_searches', { searches: '{{searches}}' })}`,
    defaults: { searches: t('form.searches_not_given') },
  }
}

/**
 * The free-analysis request: the company, an e-mail address and, if he likes, the searches that
 * matter most to him (browser/islands/mail-form.ts sends it).
 */
export function AuditForm() {
  const { t } = useTranslation(['audit', 'universal'])
  return (
    <section aria-labelledby="audit-form-title" className="mx-auto max-w-xl px-4 pb-10">
      <MailFormElement
        template="audit"
        id={AUDIT_FORM_ID}
        labelledBy="audit-form-title"
        {...auditRequestMessage(t)}
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
