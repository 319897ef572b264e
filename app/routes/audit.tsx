import audit from '@locales/audit.json'
import { useTranslation } from 'react-i18next'
import { BUILD_LANGUAGE } from '../build-env.ts'
import { Island } from '../components/island.tsx'
import { PageHero } from '../components/page-hero.tsx'
import { addBundledNamespace, i18n } from '../i18n/i18n.ts'
import { AuditForm } from '../sections/audit-form.tsx'
import { BackToForm } from '../sections/back-to-form.tsx'
import { Faq, faqEntries } from '../sections/faq.tsx'
import { WhatYouGet } from '../sections/what-you-get.tsx'
import { pageMeta } from '../seo/page-meta.ts'
import { faqPageData } from '../seo/structured-data.ts'

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
      <PageHero page="audit" />
      <Island id="audit-form">
        <AuditForm />
      </Island>
      <WhatYouGet />
      <Faq ns="audit" t={t} ids={FAQ} />
      <Island id="back-to-form">
        <BackToForm />
      </Island>
    </>
  )
}
