import { PageHero } from '../components/page-hero.tsx'
import { pageMeta } from '../seo/page-meta.ts'

export const meta = () => pageMeta('download')

export default function Download() {
  return <PageHero page="download" />
}
