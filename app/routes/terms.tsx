import text from '@content/terms.json'
import { PageHero } from '../components/page-hero.tsx'
import { LegalDocument } from '../sections/legal-document.tsx'
import { pageMeta } from '../seo/page-meta.ts'

export const meta = () => pageMeta('terms')

export default function Terms() {
  return (
    <>
      <PageHero page="terms" />
      <LegalDocument text={text} />
    </>
  )
}
