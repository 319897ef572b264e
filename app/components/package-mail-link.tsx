import { useTranslation } from 'react-i18next'
import { mailtoHref } from '#app/mail/forms.ts'
import { site } from '#app/site.ts'

/**
 * The next step for a buyer who is ready: an e-mail to the founder that already names the
 * package and asks when to call, so no form stands between him and a conversation.
 */
export function PackageMailLink({ packageName }: { packageName: string }) {
  const { t } = useTranslation('tjenester')
  const subject = t('packages.book_call_subject', { package: packageName })
  const body = t('packages.book_call_body', { package: packageName })
  return (
    <a
      href={mailtoHref(site.email, subject, body)}
      className="mt-3 inline-flex min-h-11 items-center justify-center text-center font-semibold text-brand-800 underline underline-offset-4"
    >
      {t('packages.book_call', { package: packageName })}
    </a>
  )
}
