import { useTranslation } from 'react-i18next'
import { cn } from '#app/components/ui/cn.ts'
import { site } from '#app/settings/site.ts'

/**
 * Phone, e-mail and response time, as a definition list with tel: and mailto: links. The
 * footer leaves the response time to the page's contact block: said once is enough.
 */
export function ContactDetails({
  className,
  responseTime = true,
}: {
  className?: string
  responseTime?: boolean
}) {
  const { t } = useTranslation()
  return (
    <dl className={cn('grid gap-3', className)}>
      <div>
        <dt className="text-sm opacity-80">{t('contact.phone_label')}</dt>
        <dd>
          <a href={`tel:${site.phone.dial}`} className="font-semibold underline underline-offset-4">
            {site.phone.display}
          </a>
        </dd>
      </div>
      <div>
        <dt className="text-sm opacity-80">{t('contact.email_label')}</dt>
        <dd>
          <a
            href={`mailto:${site.email}`}
            className="font-semibold break-all underline underline-offset-4"
          >
            {site.email}
          </a>
        </dd>
      </div>
      {site.googleProfileUrl && (
        <div>
          <dt className="text-sm opacity-80">{t('trust.google_profile_label')}</dt>
          <dd>
            <a href={site.googleProfileUrl} className="font-semibold underline underline-offset-4">
              {t('trust.google_profile')}
            </a>
          </dd>
        </div>
      )}
      {responseTime && (
        <div>
          <dt className="text-sm opacity-80">{t('contact.response_time_label')}</dt>
          <dd>{t('contact.response_time')}</dd>
        </div>
      )}
    </dl>
  )
}
