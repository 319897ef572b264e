import text from '@content/privacy.json'
import { PageHero } from '../components/page-hero.tsx'
import { LegalDocument } from '../sections/legal-document.tsx'
import { pageMeta } from '../seo/page-meta.ts'

export const meta = () => pageMeta('privacy')

export default function Privacy() {
  return (
    <>
      <PageHero page="privacy" />
      <LegalDocument text={text} />
    </>
  )
}
