import { useTranslation } from 'react-i18next'
import { cn } from '#app/components/ui/cn.ts'
import { introOfferOpen, site } from '#app/settings/site.ts'

/**
 * The intro offer where the price is: in full by the packages' prices (the discount, for how
 * long, for how many first customers, and that the regular price follows), and `short`
 * elsewhere; with the places left when the owner has set them (`introOffer.placesLeft`, never
 * invented). With none left the offer is over, and the line is not shown.
 */
export function IntroOffer({ className, short = false }: { className?: string; short?: boolean }) {
  const { t } = useTranslation()
  if (!introOfferOpen(site.introOffer)) return null
  return (
    <p className={cn('text-sm text-brand-900 text-pretty', className)}>
      {t(short ? 'offer.short' : 'offer.intro')}
      <PlacesLeft />
    </p>
  )
}

/** " 2 pladser tilbage", after a sentence that offers the intro price; nothing while unset. */
export function PlacesLeft() {
  const { t } = useTranslation('universal')
  const { placesLeft } = site.introOffer
  if (placesLeft === undefined) return null
  return (
    <>
      {' '}
      <strong className="rounded bg-accent-200 px-1.5 py-0.5 whitespace-nowrap">
        {t('offer.places_left', { count: placesLeft })}
      </strong>
    </>
  )
}
