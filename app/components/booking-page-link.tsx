import { useTranslation } from 'react-i18next'
import { ANALYTICS_EVENT_ATTRIBUTE } from '#app/analytics/analytics-config.ts'
import { buttonVariants } from '#app/components/ui/button-variants.ts'
import { site } from '#app/settings/site.ts'

/**
 * "Book a call", beside the free analysis, when the owner has a booking page (`bookingUrl` in
 * content/site.json); nothing without one. `onDark` on a call-to-action band.
 */
export function BookingPageLink({ onDark = false }: { onDark?: boolean }) {
  const { t } = useTranslation()
  if (!site.bookingUrl) return null
  return (
    <a
      href={site.bookingUrl}
      {...{ [ANALYTICS_EVENT_ATTRIBUTE]: 'bookingClick' }}
      className={buttonVariants({
        variant: onDark ? 'secondaryOnDark' : 'secondary',
        size: 'large',
      })}
    >
      {t('trust.book_call')}
    </a>
  )
}
