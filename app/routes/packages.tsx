import tjenester from '@locales/tjenester.json'
import { useTranslation } from 'react-i18next'
import { BUILD_LANGUAGE, ORIGINS } from '../build-env.ts'
import { buttonVariants } from '../components/button-variants.ts'
import { GuaranteeConditions } from '../components/guarantee-note.tsx'
import { PageHero } from '../components/page-hero.tsx'
import { addBundledNamespace, i18n } from '../i18n/i18n.ts'
import { pagePath } from '../i18n/pages.ts'
import { monthlyPrice, PACKAGE_IDS } from '../packages.ts'
import { CallToAction } from '../sections/call-to-action.tsx'
import { ComparisonTable } from '../sections/comparison-table.tsx'
import { Faq, faqEntries } from '../sections/faq.tsx'
import { PackageCards } from '../sections/package-cards.tsx'
import { pageMeta } from '../seo/page-meta.ts'
import { faqPageData, serviceOfferData } from '../seo/structured-data.ts'

addBundledNamespace('tjenester', tjenester)

const FAQ = ['which', 'switch', 'setup', 'vat', 'ads', 'cancel'] as const

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
        <GuaranteeConditions className="mx-auto mt-4 max-w-2xl text-sm text-muted text-pretty" />
      </PageHero>
      <PackageCards />
      <ComparisonTable />
      <Faq ns="tjenester" t={t} ids={FAQ} />
      <CallToAction id="packages-cta" title={t('cta.title')} text={t('cta.text')}>
        <a
          href={pagePath('audit', BUILD_LANGUAGE)}
          className={buttonVariants({ variant: 'accent', size: 'wide' })}
        >
          {t('cta.button')}
        </a>
      </CallToAction>
    </>
  )
}
