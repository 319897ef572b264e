import { PageHero } from '../components/page-hero.tsx'
import { pageMeta } from '../seo/page-meta.ts'

export const meta = () => pageMeta('terms')

export default function Terms() {
  return <PageHero page="terms" />
}
