import { useTranslation } from 'react-i18next'
import { mailtoHref } from '../mail/payload.ts'
import type { FormResult, FormStatus } from '../mail/use-mail-form.ts'
import { site } from '../site.ts'

function SuccessMessage({ title, text }: { title: string; text: string }) {
  return (
    <div
      role="status"
      className="rounded-lg border border-brand-200 bg-brand-50 p-4 text-brand-950"
    >
      <p className="font-bold">{title}</p>
      <p className="mt-1">{text}</p>
    </div>
  )
}

/**
 * Why sending failed, that nothing typed is lost, and two other ways to reach the business:
 * a call, or an e-mail with what was typed already in it.
 */
function ErrorMessage({
  status,
  message,
  mail,
}: {
  status: Extract<FormResult<unknown>, { state: 'error' }>
  message: string
  mail: { subject: string; body: string }
}) {
  const { t } = useTranslation()
  return (
    <div role="alert" className="rounded-lg border border-red-300 bg-red-50 p-4 text-red-950">
      <p className="font-bold">{message}</p>
      <p className="mt-1">{t(`form.errors.${status.kind}`, { seconds: status.retrySeconds })}</p>
      <p className="mt-1">
        {t('form.kept')} {t('form.try_again')}
      </p>
      <p className="mt-3 flex flex-wrap gap-x-6 gap-y-2 font-semibold">
        <a href={`tel:${site.phone.dial}`} className="underline underline-offset-4">
          {t('form.call')}
        </a>
        <a
          href={mailtoHref(site.email, mail.subject, mail.body)}
          className="underline underline-offset-4"
        >
          {t('form.mail')}
        </a>
      </p>
    </div>
  )
}

/** What came of the last submit: a thank-you, or why it failed and how else to reach us. */
export function SendResult({
  status,
  success,
  error,
}: {
  status: FormStatus<unknown>
  success: { title: string; text: string }
  error: { message: string; mail: { subject: string; body: string } }
}) {
  if (status.state === 'success')
    return <SuccessMessage title={success.title} text={success.text} />
  if (status.state === 'error')
    return <ErrorMessage status={status} message={error.message} mail={error.mail} />
  return null
}
