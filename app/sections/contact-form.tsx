import { useTranslation } from 'react-i18next'
import {
  FormFields,
  FormPrivacyNote,
  MailFormElement,
  SubmitButton,
} from '#app/components/ui/form-fields.tsx'
import { SendResultTemplates } from '#app/components/ui/send-result-templates.tsx'
import { CONTACT_FORM_ID } from '#app/mail/forms.ts'

/** The contact form on the home page (browser/islands/mail-form.ts sends it). */
export function ContactForm() {
  const { t } = useTranslation(['homepage', 'universal'])
  return (
    <MailFormElement
      id={CONTACT_FORM_ID}
      template="contact"
      labelledBy="contact-form-title"
      mailSubject={t('universal:form.mail_subject_contact')}
      className="space-y-3 rounded-xl bg-white p-5 text-ink sm:space-y-4 sm:p-6"
    >
      <h3 id="contact-form-title" className="text-xl font-bold text-brand-950">
        {t('contact.form.title')}
      </h3>
      <p className="text-sm text-muted">{t('universal:form.required_note')}</p>
      <FormFields form="contact" />
      <SubmitButton>{t('contact.form.submit')}</SubmitButton>
      <FormPrivacyNote purpose={t('universal:form.privacy_contact')} />
      <SendResultTemplates
        success={{ title: t('contact.form.success_title'), text: t('contact.form.success') }}
        error={t('contact.form.error')}
      />
    </MailFormElement>
  )
}
