import { useTranslation } from 'react-i18next'
import { Field, Honeypot, SubmitButton } from '../components/form-fields.tsx'
import { SendResult } from '../components/send-result.tsx'
import { type AuditValues, auditParams } from '../mail/payload.ts'
import { secondsUntilAllowed, sendMail } from '../mail/send.ts'
import { useMailForm } from '../mail/use-mail-form.ts'
import { site } from '../site.ts'

const FIELDS = ['company', 'email'] as const
export const AUDIT_FORM_ID = 'audit-form'

export function AuditForm() {
  const { t } = useTranslation(['audit', 'universal'])
  const { form, action, onInput, status } = useMailForm<AuditValues>({
    draftKey: 'draft-audit',
    fields: FIELDS,
    send: (typed) =>
      sendMail(
        'audit',
        auditParams(typed, t('form.message', { company: typed.company }), site.mailRecipient),
      ),
    secondsUntilAllowed: () => secondsUntilAllowed('audit'),
  })
  const company = status.state === 'error' ? status.values.company : ''
  const email = status.state === 'error' ? status.values.email : ''
  return (
    <section aria-labelledby="audit-form-title" className="mx-auto max-w-xl px-4 pb-12">
      <form
        ref={form}
        id={AUDIT_FORM_ID}
        action={action}
        onInput={onInput}
        aria-labelledby="audit-form-title"
        className="space-y-4 rounded-2xl border border-slate-200 bg-white p-6 shadow-lg"
      >
        <h2 id="audit-form-title" className="text-2xl font-extrabold text-brand-950">
          {t('form.title')}
        </h2>
        <p className="text-muted">{t('form.lead')}</p>
        <p className="text-sm text-muted">{t('universal:form.required_note')}</p>
        <Field
          idPrefix="audit"
          name="company"
          label={t('universal:form.company')}
          required
          autoComplete="organization"
        />
        <Field
          idPrefix="audit"
          name="email"
          type="email"
          label={t('universal:form.email')}
          required
          autoComplete="email"
        />
        <Honeypot idPrefix="audit" />
        <SubmitButton submitting={status.state === 'submitting'}>{t('form.submit')}</SubmitButton>
        <p className="text-sm text-muted">{t('form.privacy')}</p>
        <SendResult
          status={status}
          success={{ title: t('form.success_title'), text: t('form.success') }}
          error={{
            message: t('form.error'),
            mail: {
              subject: t('universal:form.mail_subject_audit', { company }),
              body: `${t('form.message', { company })}\n${email}`,
            },
          }}
        />
      </form>
    </section>
  )
}
