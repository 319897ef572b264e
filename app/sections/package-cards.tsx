import { useTranslation } from 'react-i18next'
import { BUILD_LANGUAGE } from '#app/build-time/build-env.ts'
import { IntroOffer } from '#app/components/intro-offer.tsx'
import { buttonVariants } from '#app/components/ui/button-variants.ts'
import { cn } from '#app/components/ui/cn.ts'
import { SectionHeading } from '#app/components/ui/section-heading.tsx'
import { pagePath } from '#app/i18n/pages.ts'
import {
  formatPrice,
  monthlyPrice,
  PACKAGE_FEATURES,
  PACKAGE_IDS,
  type PackageId,
  RECOMMENDED_PACKAGE,
} from '#app/packages/packages.ts'

function Tick() {
  return (
    <svg
      viewBox="0 0 20 20"
      className="mt-0.5 size-5 shrink-0 text-brand-700"
      aria-hidden="true"
      focusable="false"
    >
      <path
        d="m5 10.5 3.2 3.2L15 7"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
      />
    </svg>
  )
}

/** The points a card lists before 'Se mere'; the rest are in the details and the table. */
const MAIN_POINTS = 1

/** What every card's 'Se mere' opens: the details of all three cards at once (spec). */
const DETAILS_IDS = PACKAGE_IDS.map((id) => `package-details-${id}`).join(' ')

function PackageCard({ id }: { id: PackageId }) {
  const { t, i18n } = useTranslation('tjenester')
  const key = `packages.items.${id}` as const
  const highlighted = id === RECOMMENDED_PACKAGE
  // A dearer package's list opens with the cheaper one it builds on: that is its heading, and
  // its first point is its own.
  const [first, ...rest] = PACKAGE_FEATURES[id]
  const builtOn = first.startsWith('everything_in_') ? first : undefined
  const features = builtOn ? rest : PACKAGE_FEATURES[id]
  return (
    <article
      aria-labelledby={`package-${id}`}
      id={`package-card-${id}`}
      className={cn(
        'relative flex scroll-mt-24 flex-col rounded-2xl bg-white p-5 shadow-sm sm:p-6',
        highlighted ? 'border-2 border-brand-700' : 'border border-slate-200',
      )}
    >
      {highlighted && (
        <p className="absolute -top-3.5 left-1/2 -translate-x-1/2 rounded-full bg-accent-400 px-4 py-1 text-sm font-bold whitespace-nowrap text-brand-950">
          {t('packages.recommended')}
        </p>
      )}
      <h3 id={`package-${id}`} className="text-2xl font-extrabold text-brand-950">
        {t(`${key}.name`)}
      </h3>
      <p className="mt-2">
        <span className="text-4xl font-extrabold text-brand-900" data-price={monthlyPrice(id)}>
          {formatPrice(monthlyPrice(id), i18n.language)}
        </span>
        <span className="mt-1 block text-sm text-muted">{t('packages.per_month')}</span>
      </p>
      <h4 className="mt-4 font-semibold text-ink">
        {t(builtOn ? `packages.features.${builtOn}` : 'packages.included_title')}
      </h4>
      <ul className="mt-3 space-y-2">
        {features.map((feature, index) => (
          <li key={feature} className={cn('flex gap-2', index >= MAIN_POINTS && 'package-details')}>
            <Tick />
            <span>{t(`packages.features.${feature}`)}</span>
          </li>
        ))}
      </ul>
      <div
        id={`package-details-${id}`}
        className="package-details mt-4 space-y-4 rounded-lg bg-brand-50 p-4"
      >
        <p className="text-muted">{t(`${key}.description`)}</p>
        <div>
          <h4 className="font-semibold text-brand-900">{t('packages.benefits_title')}</h4>
          <p className="mt-1 text-muted">{t(`${key}.benefits_for_you`)}</p>
        </div>
        <div>
          <h4 className="font-semibold text-brand-900">{t('packages.good_for_title')}</h4>
          <p className="mt-1 text-muted">{t(`${key}.good_for`)}</p>
        </div>
      </div>
      {/* Shown with JavaScript only: without it the details are always open. */}
      <button
        type="button"
        data-details-toggle=""
        aria-expanded="false"
        aria-controls={DETAILS_IDS}
        className="details-toggle mt-2 mb-4 hidden min-h-11 cursor-pointer items-center self-start font-semibold text-brand-800 underline underline-offset-4 js:inline-flex"
      >
        <span className="details-closed">{t('packages.see_more')}</span>
        <span className="details-open">{t('packages.see_less')}</span>
      </button>
      <a
        href={pagePath('audit', BUILD_LANGUAGE)}
        className={buttonVariants({ className: 'mt-auto' })}
      >
        {t('packages.choose')}
      </a>
    </article>
  )
}

/**
 * The three prices side by side, on a phone's first screen too, each leading to its card, and
 * the intro offer under them. That the package I recommend follows the analysis, even the
 * smallest, is the first question's answer.
 */
export function PriceOverview() {
  const { t, i18n } = useTranslation('tjenester')
  return (
    <div className="mx-auto mt-6 max-w-2xl">
      <ul className="grid grid-cols-3 gap-2 sm:gap-4">
        {PACKAGE_IDS.map((id) => (
          <li key={id}>
            <a
              href={`#package-card-${id}`}
              className={cn(
                'flex h-full flex-col items-center rounded-xl bg-white px-1 py-3 shadow-sm hover:bg-brand-50',
                id === RECOMMENDED_PACKAGE
                  ? 'border-2 border-brand-700'
                  : 'border border-slate-200',
              )}
            >
              <span className="font-bold text-brand-950">{t(`packages.items.${id}.name`)}</span>
              <span className="text-lg font-extrabold whitespace-nowrap text-brand-900 sm:text-2xl">
                {formatPrice(monthlyPrice(id), i18n.language)}
              </span>
              <span className="text-xs text-muted">{t('packages.per_month')}</span>
            </a>
          </li>
        ))}
      </ul>
      <IntroOffer className="mt-3" />
    </div>
  )
}

/**
 * The three packages. "Se mere" opens or closes the details of all three together (spec): the
 * inline page script (browser/page-script.ts) turns `data-details-open` on this section and
 * every button's `aria-expanded` at once, and CSS (`.package-cards` in app.css) shows the
 * details while it is on. It works from the first paint; without JavaScript the details show.
 */
export function PackageCards() {
  const { t } = useTranslation('tjenester')
  return (
    <section
      aria-labelledby="packages-title"
      data-details-group=""
      className="package-cards mx-auto max-w-6xl px-4 py-8 md:py-12"
    >
      <SectionHeading id="packages-title">{t('packages.title')}</SectionHeading>
      <div className="mt-8 grid gap-6 lg:mt-12 lg:grid-cols-3">
        {PACKAGE_IDS.map((id) => (
          <PackageCard key={id} id={id} />
        ))}
      </div>
    </section>
  )
}
