import { PageHero } from '../components/page-hero.tsx'
import { pageMeta } from '../seo/page-meta.ts'

export const meta = () => pageMeta('privacy')

export default function Privacy() {
  return <PageHero page="privacy" />
}
