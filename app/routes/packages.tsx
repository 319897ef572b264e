import tjenester from '@locales/tjenester.json'
import { useTranslation } from 'react-i18next'
import { BUILD_LANGUAGE, ORIGINS } from '#app/build-time/build-env.ts'
import { BookingPageLink } from '#app/components/booking-page-link.tsx'
import { CallLink } from '#app/components/call-link.tsx'
import { GuaranteeLine } from '#app/components/guarantee-note.tsx'
import { PageHero } from '#app/components/page-hero.tsx'
import { buttonVariants } from '#app/components/ui/button-variants.ts'
import { addBundledNamespace, i18n } from '#app/i18n/i18n.ts'
import { pagePath } from '#app/i18n/pages.ts'
import { monthlyPrice, PACKAGE_IDS } from '#app/packages/packages.ts'
import { CallToAction } from '#app/sections/call-to-action.tsx'
import { ComparisonTable } from '#app/sections/comparison-table.tsx'
import { DemoReport } from '#app/sections/demo-report.tsx'
import { Faq, faqEntries } from '#app/sections/faq.tsx'
import { HowItWorks } from '#app/sections/how-it-works.tsx'
import { PackageCards, PriceOverview } from '#app/sections/package-cards.tsx'
import { pageMeta } from '#app/seo/page-meta.ts'
import { faqPageData, serviceOfferData } from '#app/seo/structured-data.ts'

addBundledNamespace('tjenester', tjenester)

const FAQ = ['which', 'approval', 'locations', 'ads', 'ownership', 'cancel'] as const

export function meta() {
  const t = i18n.getFixedT(BUILD_LANGUAGE, 'tjenester')
  const url = ORIGINS[BUILD_LANGUAGE] + pagePath('packages', BUILD_LANGUAGE)
  const services = PACKAGE_IDS.map((id) =>
    serviceOfferData(
      {
        name: t(`packages.items.${id}.name`),
        description: t(`packages.items.${id}.description`),
        monthlyPrice: monthlyPrice(id),
        url,
      },
      ORIGINS[BUILD_LANGUAGE],
    ),
  )
  return pageMeta('packages', { structuredData: [...services, faqPageData(faqEntries(t, FAQ))] })
}

export default function Packages() {
  const { t } = useTranslation('tjenester')
  return (
    <>
      <PageHero page="packages">
        <PriceOverview />
        <div className="mt-5 flex flex-wrap justify-center gap-3">
          <a
            href={pagePath('audit', BUILD_LANGUAGE)}
            className={buttonVariants({ size: 'largeWide' })}
          >
            {t('cta.button')}
          </a>
          <CallLink />
        </div>
        <GuaranteeLine className="mx-auto mt-4 max-w-2xl text-sm text-muted">
          {t('hero.guarantee_covers')}
        </GuaranteeLine>
      </PageHero>
      <PackageCards />
      <DemoReport />
      <ComparisonTable />
      <HowItWorks />
      <Faq ns="tjenester" t={t} ids={FAQ} />
      <CallToAction id="packages-cta" title={t('cta.title')} text={t('cta.text')}>
        <a
          href={pagePath('audit', BUILD_LANGUAGE)}
          className={buttonVariants({ variant: 'accent', size: 'wide' })}
        >
          {t('cta.button')}
        </a>
        <CallLink onDark />
        <BookingPageLink onDark />
      </CallToAction>
    </>
  )
}
