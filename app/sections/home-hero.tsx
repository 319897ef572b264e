import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { BUILD_LANGUAGE } from '#app/build-time/build-env.ts'
import { BookingPageLink } from '#app/components/booking-page-link.tsx'
import { CallLink } from '#app/components/call-link.tsx'
import { GoogleRating } from '#app/components/google-rating.tsx'
import { GuaranteeTermsLink } from '#app/components/guarantee-note.tsx'
import { IntroOffer } from '#app/components/intro-offer.tsx'
import { buttonVariants } from '#app/components/ui/button-variants.ts'
import { ResponsivePicture } from '#app/components/ui/responsive-picture.tsx'
import { FOUNDER_PHOTO } from '#app/content-files/images.ts'
import { toLanguage } from '#app/i18n/languages.ts'
import { pagePath } from '#app/i18n/pages.ts'
import { formatPrice } from '#app/packages/packages.ts'
import { PRICE_RANGE, site } from '#app/settings/site.ts'
import { ProfileIllustration } from './profile-illustration.tsx'

function Check() {
  return (
    <svg
      viewBox="0 0 24 24"
      className="mt-0.5 size-5 shrink-0 text-brand-700"
      aria-hidden="true"
      focusable="false"
    >
      <path
        d="M12 3 4 6v6c0 4.4 3.4 8.5 8 9 4.6-.5 8-4.6 8-9V6l-8-3Zm-1.2 12.6-3.3-3.3 1.4-1.4 1.9 1.9 4.6-4.6 1.4 1.4-6 6Z"
        fill="currentColor"
      />
    </svg>
  )
}

function RiskReducer({ children }: { children: ReactNode }) {
  return (
    <span className="inline-flex gap-1.5">
      <Check />
      {children}
    </span>
  )
}

/**
 * The first phone screen sells: his problem (a competitor above him on the map), what he wants
 * (calls from customers nearby) and gets, the lowest monthly price with the intro offer in one
 * line, the main action with a call beside it, and the self-check for who is not ready to ask;
 * then no long binding and the guarantee's badge (its conditions are in the FAQ below and the
 * terms' § 9), and the founder's face and name. Then a picture of the product. On a wide screen the picture stands beside the words, at their top: centred,
 * it moved while a slow connection brought it in parts (a layout shift a real visitor counts).
 */
export function HomeHero() {
  const { t, i18n } = useTranslation(['homepage', 'universal'])
  const role = site.founder.role[toLanguage(i18n.language)]
  return (
    <section className="bg-gradient-to-b from-brand-50 to-white">
      <div className="mx-auto grid max-w-6xl items-start gap-4 px-4 pt-6 pb-6 text-center sm:gap-10 sm:py-20 lg:grid-cols-[1fr_24rem] lg:text-left">
        <div>
          <p className="inline-block rounded-full bg-brand-100 px-4 py-1.5 text-sm font-semibold text-brand-900">
            {t('hero.badge')}
          </p>
          <h1 className="mt-4 text-4xl font-extrabold tracking-tight text-brand-950 text-balance sm:text-6xl">
            {t('hero.title_start')}{' '}
            <span className="text-brand-700 underline decoration-accent-400 decoration-4 underline-offset-8">
              {t('hero.title_highlight')}
            </span>{' '}
            {t('hero.title_end')}
          </h1>
          <p className="mx-auto mt-4 max-w-2xl text-lg text-muted text-pretty sm:mt-6 sm:text-xl lg:mx-0">
            {t('hero.subtitle')}
          </p>
          <p className="mt-4 text-xl font-bold text-brand-900 text-balance">
            {t('hero.price', { price: formatPrice(PRICE_RANGE.min, i18n.language) })}
          </p>
          <IntroOffer short className="mt-1" />
          <div className="mt-4 flex flex-wrap justify-center gap-3 lg:justify-start">
            <a
              href={pagePath('audit', BUILD_LANGUAGE)}
              className={buttonVariants({ size: 'largeWide' })}
            >
              {t('hero.cta')}
            </a>
            <CallLink />
            <BookingPageLink />
          </div>
          <GoogleRating className="mt-2 justify-center lg:justify-start" />
          <p className="mt-1 flex flex-wrap justify-center gap-x-5 font-semibold lg:justify-start">
            <a
              href={pagePath('selfCheck', BUILD_LANGUAGE)}
              className="inline-flex min-h-11 items-center text-brand-800 underline underline-offset-4"
            >
              {t('hero.self_check')}
            </a>
            <a
              href={pagePath('packages', BUILD_LANGUAGE)}
              className="inline-flex min-h-11 items-center text-brand-800 underline underline-offset-4"
            >
              {t('hero.cta_packages')}
            </a>
          </p>
          <p className="mt-3 flex flex-wrap justify-center gap-x-5 gap-y-1 text-sm font-semibold text-ink lg:justify-start">
            <RiskReducer>{t('hero.binding')}</RiskReducer>
            <RiskReducer>
              <GuaranteeTermsLink
                className="underline underline-offset-4"
                text={t('universal:guarantee.badge')}
              />
            </RiskReducer>
          </p>
          <figure className="mx-auto mt-5 flex max-w-xl items-center justify-center gap-3 text-left lg:mx-0 lg:justify-start">
            <div className="size-12 shrink-0 overflow-hidden rounded-full border-2 border-white shadow">
              <ResponsivePicture
                image={FOUNDER_PHOTO}
                alt=""
                sizes="48px"
                eager
                className="size-full object-cover"
              />
            </div>
            <figcaption className="text-sm">
              <strong className="text-ink">{site.founder.name}</strong> · {role}
            </figcaption>
          </figure>
        </div>
        {/* On a phone the demo analysis comes next instead (sections/demo-analysis-preview.tsx). */}
        <ProfileIllustration className="mx-auto hidden w-full max-w-sm md:block" />
      </div>
    </section>
  )
}
