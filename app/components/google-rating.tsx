import { useTranslation } from 'react-i18next'
import { cn } from '#app/components/ui/cn.ts'
import { intlLocale, toLanguage } from '#app/i18n/languages.ts'
import { site } from '#app/settings/site.ts'

/**
 * The business's own Google rating and number of reviews, as the owner copies them from his
 * profile (`googleReviews` in content/site.json), linked to that profile so a visitor can check
 * them. Nothing until both the rating and the profile's address are set. Never in structured
 * data: stars a business gives itself are not a review.
 */
export function GoogleRating({ className }: { className?: string }) {
  const { t, i18n } = useTranslation()
  if (!site.googleReviews || !site.googleProfileUrl) return null
  const { rating, count } = site.googleReviews
  const locale = intlLocale(toLanguage(i18n.language))
  return (
    <p className={cn('flex items-center gap-2', className)}>
      <svg
        viewBox="0 0 24 24"
        className="size-5 shrink-0 text-accent-400"
        aria-hidden="true"
        focusable="false"
      >
        <path
          d="m12 2 3 6.6 7 .7-5.3 4.8 1.5 7L12 17.5 5.8 21l1.5-7L2 9.3l7-.7L12 2Z"
          fill="currentColor"
        />
      </svg>
      <a
        href={site.googleProfileUrl}
        className="inline-flex min-h-11 items-center font-semibold text-brand-800 underline underline-offset-4"
      >
        {t('trust.google_rating', {
          rating: new Intl.NumberFormat(locale, { minimumFractionDigits: 1 }).format(rating),
          count,
        })}
      </a>
    </p>
  )
}
