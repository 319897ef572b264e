import { useTranslation } from 'react-i18next'
import { cn } from '#app/components/ui/cn.ts'
import {
  FormFields,
  FormPrivacyNote,
  MailFormElement,
  SubmitButton,
} from '#app/components/ui/form-fields.tsx'
import { SendResultTemplates } from '#app/components/ui/send-result-templates.tsx'

/**
 * "Ring mig op": a phone number and, if he likes, when suits him, for the visitor who would
 * rather talk than write (home's contact section, the free-analysis page). It sends through
 * the same mail path as the other forms (mail/forms.ts, browser/islands/mail-form.ts): the
 * same limits, the same thank-you or reason, the same lost-lead event.
 */
export function CallbackForm({
  id,
  heading: Heading = 'h2',
  className,
}: {
  id: string
  /** h3 inside a section of its own (home's contact section), h2 where it stands alone. */
  heading?: 'h2' | 'h3'
  className?: string
}) {
  const { t } = useTranslation('universal')
  const title = `${id}-title`
  return (
    <MailFormElement
      template="callback"
      labelledBy={title}
      // The visitor's own number (`{{number}}` in the texts; `{{phone}}` there is the business's)
      // and when suits him, filled in by the form's script from the fields `phone` and `when`.
      mailSubject={t('form.mail_subject_callback', { number: '{{phone}}' })}
      message={t('callback.message', { number: '{{phone}}', when: '{{when}}' })}
      defaults={{ when: t('callback.any_time') }}
      className={cn(
        'space-y-3 rounded-2xl border border-slate-200 bg-white p-5 text-ink shadow-lg sm:space-y-4 sm:p-6',
        className,
      )}
    >
      <Heading id={title} className="text-xl font-extrabold text-brand-950">
        {t('callback.title')}
      </Heading>
      <p className="text-muted">{t('callback.lead')}</p>
      <FormFields form="callback" />
      <SubmitButton>{t('callback.submit')}</SubmitButton>
      <FormPrivacyNote purpose={t('callback.privacy')} />
      <SendResultTemplates
        success={{ title: t('callback.success_title'), text: t('callback.success') }}
        error={t('callback.error')}
      />
    </MailFormElement>
  )
}
