import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { BUILD_LANGUAGE } from '#app/build-time/build-env.ts'
import { BookingPageLink } from '#app/components/booking-page-link.tsx'
import { CallLink } from '#app/components/call-link.tsx'
import { GoogleRating } from '#app/components/google-rating.tsx'
import { GuaranteeLine } from '#app/components/guarantee-note.tsx'
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
    <div className="flex gap-2 text-left">
      <Check />
      {children}
    </div>
  )
}

/**
 * The first phone screen sells: what the visitor wants (calls from customers nearby), what he
 * gets, for whom and in which languages, the lowest monthly price with the intro offer, the
 * main action with a call beside it, and the self-check for who is not ready to ask; then no
 * long binding and the guarantee in one line each, the founder's face and name, and a picture
 * of the product. On a wide screen the picture stands beside the words, at their top: centred,
 * it moved while a slow connection brought it in parts (a layout shift a real visitor counts).
 */
export function HomeHero() {
  const { t, i18n } = useTranslation('homepage')
  const role = site.founder.role[toLanguage(i18n.language)]
  return (
    <section className="bg-gradient-to-b from-brand-50 to-white">
      <div className="mx-auto grid max-w-6xl items-start gap-4 px-4 pt-6 pb-8 text-center sm:gap-10 sm:py-20 lg:grid-cols-[1fr_24rem] lg:text-left">
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
          <p className="mx-auto mt-3 max-w-2xl text-sm font-semibold text-brand-900 text-pretty lg:mx-0">
            {t('hero.service_area')}
          </p>
          <p className="mt-4 text-xl font-bold text-brand-900 text-balance">
            {t('hero.price', { price: formatPrice(PRICE_RANGE.min, i18n.language) })}
          </p>
          <IntroOffer className="mt-2" />
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
          <p className="mt-2 flex flex-wrap justify-center gap-x-6 font-semibold lg:justify-start">
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
          <div className="mx-auto mt-4 grid max-w-2xl gap-2 text-sm text-ink lg:mx-0">
            <RiskReducer>
              <p className="font-semibold">{t('hero.binding')}</p>
            </RiskReducer>
            <RiskReducer>
              <GuaranteeLine className="text-muted [&_strong]:text-ink" />
            </RiskReducer>
          </div>
          <figure className="mx-auto mt-6 flex max-w-xl items-center gap-4 text-left lg:mx-0">
            <div className="size-16 shrink-0 overflow-hidden rounded-full border-2 border-white shadow sm:size-20">
              <ResponsivePicture
                image={FOUNDER_PHOTO}
                alt=""
                sizes="80px"
                eager
                className="size-full object-cover"
              />
            </div>
            <figcaption>
              <span className="block text-ink">{t('hero.founder')}</span>
              <span className="mt-1 block text-sm font-semibold text-brand-800">{role}</span>
            </figcaption>
          </figure>
        </div>
        {/* On a phone the sample analysis comes next instead (sections/sample-analysis-preview.tsx). */}
        <ProfileIllustration className="mx-auto hidden w-full max-w-sm md:block" />
      </div>
    </section>
  )
}
