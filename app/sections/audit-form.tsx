import { useTranslation } from 'react-i18next'
import { Field, FormResult, Honeypot, SubmitButton } from '../components/form-parts.tsx'
import { type AuditValues, auditParams } from '../mail/payload.ts'
import { sendMail } from '../mail/send.ts'
import { useMailForm } from '../mail/use-mail-form.ts'
import { site } from '../site.ts'

const EMPTY: AuditValues = { company: '', email: '' }
export const AUDIT_FORM_ID = 'audit-form'

export function AuditForm() {
  const { t } = useTranslation(['audit', 'universal'])
  const { values, status, onChange, onSubmit, honeypot } = useMailForm({
    draftKey: 'draft-audit',
    empty: EMPTY,
    send: (typed) =>
      sendMail(
        'audit',
        auditParams(typed, t('form.message', { company: typed.company }), site.mailRecipient),
      ),
  })
  const field = { onChange, idPrefix: 'audit' }
  return (
    <section aria-labelledby="audit-form-title" className="mx-auto max-w-xl px-4 pb-12">
      <form
        id={AUDIT_FORM_ID}
        onSubmit={onSubmit}
        aria-labelledby="audit-form-title"
        className="space-y-4 rounded-2xl border border-slate-200 bg-white p-6 shadow-lg"
      >
        <h2 id="audit-form-title" className="text-2xl font-extrabold text-brand-950">
          {t('form.title')}
        </h2>
        <p className="text-muted">{t('form.lead')}</p>
        <p className="text-sm text-muted">{t('universal:form.required_note')}</p>
        <Field
          {...field}
          name="company"
          label={t('universal:form.company')}
          value={values.company}
          required
          autoComplete="organization"
        />
        <Field
          {...field}
          name="email"
          type="email"
          label={t('universal:form.email')}
          value={values.email}
          required
          autoComplete="email"
        />
        <Honeypot inputRef={honeypot} idPrefix="audit" />
        <SubmitButton status={status}>{t('form.submit')}</SubmitButton>
        <p className="text-sm text-muted">{t('form.privacy')}</p>
        <FormResult
          status={status}
          success={{ title: t('form.success_title'), text: t('form.success') }}
          error={{
            message: t('form.error'),
            mail: {
              subject: t('universal:form.mail_subject_audit', { company: values.company }),
              body: `${t('form.message', { company: values.company })}\n${values.email}`,
            },
          }}
        />
      </form>
    </section>
  )
}
