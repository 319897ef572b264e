import { useTranslation } from 'react-i18next'
import { Field, FormResult, Honeypot, SubmitButton } from '../components/form-parts.tsx'
import { type ContactValues, contactParams } from '../mail/payload.ts'
import { sendMail } from '../mail/send.ts'
import { useMailForm } from '../mail/use-mail-form.ts'
import { site } from '../site.ts'

const EMPTY: ContactValues = { name: '', email: '', company: '', message: '' }

export function ContactForm() {
  const { t } = useTranslation(['homepage', 'universal'])
  const { values, status, onChange, onSubmit, honeypot } = useMailForm({
    draftKey: 'draft-contact',
    empty: EMPTY,
    send: (typed) => sendMail('contact', contactParams(typed, site.mailRecipient)),
  })
  const field = { onChange, idPrefix: 'contact' }
  return (
    <form
      onSubmit={onSubmit}
      aria-labelledby="contact-form-title"
      className="space-y-4 rounded-xl bg-white p-6 text-ink"
    >
      <h3 id="contact-form-title" className="text-xl font-bold text-brand-950">
        {t('contact.form.title')}
      </h3>
      <p className="text-sm text-muted">{t('universal:form.required_note')}</p>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field
          {...field}
          name="name"
          label={t('universal:form.name')}
          value={values.name}
          required
          autoComplete="name"
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
      </div>
      <Field
        {...field}
        name="company"
        label={t('universal:form.company')}
        value={values.company}
        autoComplete="organization"
      />
      <Field
        {...field}
        name="message"
        label={t('universal:form.message')}
        value={values.message}
        required
        rows={4}
      />
      <Honeypot inputRef={honeypot} idPrefix="contact" />
      <SubmitButton status={status}>{t('contact.form.submit')}</SubmitButton>
      <FormResult
        status={status}
        success={{ title: t('contact.form.success_title'), text: t('contact.form.success') }}
        error={{
          message: t('contact.form.error'),
          mail: {
            subject: t('universal:form.mail_subject_contact'),
            body: [
              `${values.name}${values.company ? `, ${values.company}` : ''}`,
              values.email,
              '',
              values.message,
            ].join('\n'),
          },
        }}
      />
    </form>
  )
}
