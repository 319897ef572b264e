import tjenester from '@locales/tjenester.json'
import { PageHero } from '../components/page-hero.tsx'
import { addBundledNamespace } from '../i18n/i18n.ts'
import { pageMeta } from '../seo/page-meta.ts'

addBundledNamespace('tjenester', tjenester)

export const meta = () => pageMeta('packages')

export default function Packages() {
  return <PageHero page="packages" />
}
