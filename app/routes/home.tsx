import homepage from '@locales/homepage.json'
import { useTranslation } from 'react-i18next'
import { BUILD_LANGUAGE, ORIGINS } from '#app/build-time/build-env.ts'
import { GuaranteeTermsLink } from '#app/components/guarantee-note.tsx'
import { Island } from '#app/components/island.tsx'
import { RenderWhenNear } from '#app/components/render-when-near.tsx'
import { addBundledNamespace, i18n } from '#app/i18n/i18n.ts'
import { Benefits } from '#app/sections/benefits.tsx'
import { CallbackForm } from '#app/sections/callback-form.tsx'
import { ContactForm } from '#app/sections/contact-form.tsx'
import { ContactSection } from '#app/sections/contact-section.tsx'
import { DemoAnalysisPreview } from '#app/sections/demo-analysis-preview.tsx'
import { Faq, faqEntries } from '#app/sections/faq.tsx'
import { HomeHero } from '#app/sections/home-hero.tsx'
import { NamedClients } from '#app/sections/named-clients.tsx'
import { Stats } from '#app/sections/stats.tsx'
import { pageMeta, siteBusinessData } from '#app/seo/page-meta.ts'
import { faqPageData, webSiteData } from '#app/seo/structured-data.ts'

addBundledNamespace('homepage', homepage)

const FAQ = ['what', 'how_long', 'my_part', 'binding', 'guarantee', 'why_us'] as const

export function meta() {
  const t = i18n.getFixedT(BUILD_LANGUAGE, 'homepage')
  const origin = ORIGINS[BUILD_LANGUAGE]
  return pageMeta('home', {
    structuredData: [
      siteBusinessData(),
      webSiteData(BUILD_LANGUAGE, origin),
      faqPageData(faqEntries(t, FAQ)),
    ],
  })
}

export default function Home() {
  const { t } = useTranslation('homepage')
  return (
    <>
      <HomeHero />
      <RenderWhenNear>
        <DemoAnalysisPreview />
      </RenderWhenNear>
      <NamedClients />
      <RenderWhenNear>
        <Island id="stats">
          <Stats />
        </Island>
      </RenderWhenNear>
      <RenderWhenNear>
        <Island id="benefits">
          <Benefits />
        </Island>
      </RenderWhenNear>
      <RenderWhenNear>
        <Faq
          ns="homepage"
          t={t}
          ids={FAQ}
          more={{
            guarantee: (
              <GuaranteeTermsLink
                className="font-semibold text-brand-800 underline underline-offset-4"
                text={t('faq.guarantee_link')}
              />
            ),
          }}
        />
      </RenderWhenNear>
      <RenderWhenNear>
        <ContactSection
          form={
            <Island id="contact-form">
              <ContactForm />
            </Island>
          }
          callback={
            <Island id="callback-form">
              <CallbackForm id="callback" heading="h3" />
            </Island>
          }
        />
      </RenderWhenNear>
    </>
  )
}
