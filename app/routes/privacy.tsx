import text from '@content/privacy.json'
import { PageHero } from '#app/components/page-hero.tsx'
import { LegalDocument } from '#app/sections/legal-document.tsx'
import { pageMeta } from '#app/seo/page-meta.ts'

export const meta = () => pageMeta('privacy')

export default function Privacy() {
  return (
    <>
      <PageHero page="privacy" />
      <LegalDocument text={text} />
    </>
  )
}
