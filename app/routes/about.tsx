import omOs from '@locales/om-os.json'
import { PageHero } from '../components/page-hero.tsx'
import { addBundledNamespace } from '../i18n/i18n.ts'
import { pageMeta } from '../seo/page-meta.ts'

addBundledNamespace('om-os', omOs)

export const meta = () => pageMeta('about')

export default function About() {
  return <PageHero page="about" />
}
