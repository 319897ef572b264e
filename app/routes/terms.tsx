import text from '@content/terms.json'
import { PageHero } from '#app/components/page-hero.tsx'
import { LegalDocument } from '#app/sections/legal-document.tsx'
import { pageMeta } from '#app/seo/page-meta.ts'

export const meta = () => pageMeta('terms')

export default function Terms() {
  return (
    <>
      <PageHero page="terms" />
      <LegalDocument text={text} />
    </>
  )
}
