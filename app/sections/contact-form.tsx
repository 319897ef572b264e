import { useTranslation } from 'react-i18next'
import { Field, Honeypot, MailFormElement, SubmitButton } from '../components/form-fields.tsx'
import { SendResultTemplates } from '../components/send-result-templates.tsx'

/** The contact form on the home page (mail/mail-form.ts sends it). */
export function ContactForm() {
  const { t } = useTranslation(['homepage', 'universal'])
  return (
    <MailFormElement
      template="contact"
      labelledBy="contact-form-title"
      mailSubject={t('universal:form.mail_subject_contact')}
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
      <SubmitButton>{t('contact.form.submit')}</SubmitButton>
      <SendResultTemplates
        success={{ title: t('contact.form.success_title'), text: t('contact.form.success') }}
        error={t('contact.form.error')}
      />
    </MailFormElement>
  )
}
