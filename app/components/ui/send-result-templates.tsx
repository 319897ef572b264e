import { useTranslation } from 'react-i18next'
import { site } from '#app/settings/site.ts'

/**
 * What can come of a submit, prerendered and hidden: a thank-you, or why it failed, that nothing
 * typed is lost, and two other ways to reach the business (a call, or an e-mail with what was
 * typed in it). In the browser browser/islands/mail-form.ts puts a copy of the one that applies into
 * `data-result-place`, with the reason (`data-reason`) and the e-mail's subject and body
 * (`data-mailto`) filled in, as a status or an alert: inserted, it is read out by screen
 * readers. The hidden originals have no role, so nothing announces or finds them.
 */
export function SendResultTemplates({
  success,
  error,
}: {
  success: { title: string; text: string }
  error: string
}) {
  const { t } = useTranslation()
  return (
    <>
      <div data-result-place />
      <div hidden data-result="success">
        <div className="rounded-lg border border-brand-200 bg-brand-50 p-4 text-brand-950">
          <p className="font-bold">{success.title}</p>
          <p className="mt-1">{success.text}</p>
        </div>
      </div>
      <div hidden data-result="error">
        <div className="rounded-lg border border-red-300 bg-red-50 p-4 text-red-950">
          <p className="font-bold">{error}</p>
          <p className="mt-1" data-reason />
          <p className="mt-1">
            {t('form.kept')} {t('form.try_again')}
          </p>
          <p className="mt-3 flex flex-wrap gap-x-6 gap-y-2 font-semibold">
            <a href={`tel:${site.phone.dial}`} className="underline underline-offset-4">
              {t('form.call')}
            </a>
            <a
              href={`mailto:${site.email}`}
              data-mailto={site.email}
              className="underline underline-offset-4"
            >
              {t('form.mail')}
            </a>
          </p>
        </div>
      </div>
    </>
  )
}
