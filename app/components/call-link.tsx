import { useTranslation } from 'react-i18next'
import { buttonVariants } from '#app/components/ui/button-variants.ts'
import { formatOpeningHours } from '#app/i18n/format-date.ts'
import { site } from '#app/settings/site.ts'

function PhoneIcon() {
  return (
    <svg viewBox="0 0 24 24" className="size-6 shrink-0" aria-hidden="true" focusable="false">
      <path
        d="M6.6 10.8a15.1 15.1 0 0 0 6.6 6.6l2.2-2.2c.3-.3.7-.4 1-.2 1.1.4 2.3.6 3.6.6.6 0 1 .4 1 1V20c0 .6-.4 1-1 1A17 17 0 0 1 3 4c0-.6.4-1 1-1h3.5c.6 0 1 .4 1 1 0 1.3.2 2.5.6 3.6.1.3 0 .7-.2 1l-2.3 2.2Z"
        fill="currentColor"
      />
    </svg>
  )
}

/**
 * "Ring til mig": the phone one tap away, beside a page's main action, with the number (for a
 * screen that cannot dial) and the hours he answers it. A tap is counted as a phone tap when
 * analytics is on. `onDark` on a call-to-action band.
 */
export function CallLink({ onDark = false }: { onDark?: boolean }) {
  const { t, i18n } = useTranslation()
  const hours = formatOpeningHours(site.openingHours, i18n.language)
  return (
    <a
      href={`tel:${site.phone.dial}`}
      className={buttonVariants({
        variant: onDark ? 'secondaryOnDark' : 'secondary',
        size: 'call',
        // The number, the label and the hours each stay whole; the line may break between them.
        className: 'call-link gap-3',
      })}
    >
      <PhoneIcon />
      <span className="text-left leading-tight">
        <span className="block whitespace-nowrap">{t('trust.call_me')}</span>
        <span className="block text-sm font-normal">
          <span className="whitespace-nowrap">{site.phone.display}</span> ·{' '}
          <span className="whitespace-nowrap">{hours}</span>
        </span>
      </span>
    </a>
  )
}
