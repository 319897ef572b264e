import homepage from '@locales/homepage.json'
import { BUILD_LANGUAGE, ORIGINS } from '../build-env.ts'
import { addBundledNamespace } from '../i18n/i18n.ts'
import { buildPageText } from '../i18n/page-text.ts'
import { ContactSection } from '../sections/contact-section.tsx'
import { HomeHero } from '../sections/home-hero.tsx'
import { pageMeta } from '../seo/page-meta.ts'
import { businessData, webSiteData } from '../seo/structured-data.ts'

addBundledNamespace('homepage', homepage)

export function meta() {
  const origin = ORIGINS[BUILD_LANGUAGE]
  return pageMeta('home', {
    structuredData: [
      businessData(BUILD_LANGUAGE, origin, buildPageText('home')('meta.description')),
      webSiteData(BUILD_LANGUAGE, origin),
    ],
  })
}

export default function Home() {
  return (
    <>
      <HomeHero />
      <ContactSection />
    </>
  )
}
