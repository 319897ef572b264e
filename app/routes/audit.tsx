import audit from '@locales/audit.json'
import { useTranslation } from 'react-i18next'
import { BUILD_LANGUAGE } from '#app/build-time/build-env.ts'
import { Island } from '#app/components/island.tsx'
import { PageHero } from '#app/components/page-hero.tsx'
import { addBundledNamespace, i18n } from '#app/i18n/i18n.ts'
import { AuditForm } from '#app/sections/audit-form.tsx'
import { BackToForm } from '#app/sections/back-to-form.tsx'
import { CallOrSelfCheck } from '#app/sections/call-or-self-check.tsx'
import { CallbackForm } from '#app/sections/callback-form.tsx'
import { DemoAnalysis } from '#app/sections/demo-analysis.tsx'
import { Faq, faqEntries } from '#app/sections/faq.tsx'
import { WhatYouGet } from '#app/sections/what-you-get.tsx'
import { pageMeta } from '#app/seo/page-meta.ts'
import { faqPageData } from '#app/seo/structured-data.ts'

addBundledNamespace('audit', audit)

const FAQ = ['free', 'time', 'access', 'after'] as const

export function meta() {
  const t = i18n.getFixedT(BUILD_LANGUAGE, 'audit')
  return pageMeta('audit', { structuredData: [faqPageData(faqEntries(t, FAQ))] })
}

export default function Audit() {
  const { t } = useTranslation('audit')
  return (
    <>
      <PageHero page="audit" compact />
      <Island id="audit-form">
        <AuditForm />
      </Island>
      <CallOrSelfCheck />
      <div className="mx-auto max-w-xl px-4 pb-12">
        <Island id="callback-form">
          <CallbackForm id="audit-callback" />
        </Island>
      </div>
      <DemoAnalysis />
      <WhatYouGet />
      <Faq ns="audit" t={t} ids={FAQ} />
      <Island id="back-to-form">
        <BackToForm />
      </Island>
    </>
  )
}
