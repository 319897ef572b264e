import { useTranslation } from 'react-i18next'
import { Field, Honeypot, SubmitButton } from '../components/form-fields.tsx'
import { SendResult } from '../components/send-result.tsx'
import { type ContactValues, contactParams } from '../mail/payload.ts'
import { secondsUntilAllowed, sendMail } from '../mail/send.ts'
import { useMailForm } from '../mail/use-mail-form.ts'
import { site } from '../site.ts'

const FIELDS = ['name', 'email', 'company', 'message'] as const

export function ContactForm() {
  const { t } = useTranslation(['homepage', 'universal'])
  const { form, action, onInput, status } = useMailForm<ContactValues>({
    draftKey: 'draft-contact',
    fields: FIELDS,
    send: (typed) => sendMail('contact', contactParams(typed, site.mailRecipient)),
    secondsUntilAllowed: () => secondsUntilAllowed('contact'),
  })
  const typed = status.state === 'error' ? status.values : undefined
  return (
    <form
      ref={form}
      action={action}
      onInput={onInput}
      aria-labelledby="contact-form-title"
      className="space-y-4 rounded-xl bg-white p-6 text-ink"
    >
      <h3 id="contact-form-title" className="text-xl font-bold text-brand-950">
        {t('contact.form.title')}
      </h3>
      <p className="text-sm text-muted">{t('universal:form.required_note')}</p>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field
          idPrefix="contact"
          name="name"
          label={t('universal:form.name')}
          required
          autoComplete="name"
        />
        <Field
          idPrefix="contact"
          name="email"
          type="email"
          label={t('universal:form.email')}
          required
          autoComplete="email"
        />
      </div>
      <Field
        idPrefix="contact"
        name="company"
        label={t('universal:form.company')}
        autoComplete="organization"
      />
      <Field
        idPrefix="contact"
        name="message"
        label={t('universal:form.message')}
        required
        rows={4}
      />
      <Honeypot idPrefix="contact" />
      <SubmitButton submitting={status.state === 'submitting'}>
        {t('contact.form.submit')}
      </SubmitButton>
      <SendResult
        status={status}
        success={{ title: t('contact.form.success_title'), text: t('contact.form.success') }}
        error={{
          message: t('contact.form.error'),
          mail: {
            subject: t('universal:form.mail_subject_contact'),
            body: typed
              ? [
                  `${typed.name}${typed.company ? `, ${typed.company}` : ''}`,
                  typed.email,
                  '',
                  typed.message,
                ].join('\n')
              : '',
          },
        }}
      />
    </form>
  )
}
