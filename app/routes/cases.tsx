import cases from '@locales/cases.json'
import { PageHero } from '../components/page-hero.tsx'
import { addBundledNamespace } from '../i18n/i18n.ts'
import { pageMeta } from '../seo/page-meta.ts'

addBundledNamespace('cases', cases)

export const meta = () => pageMeta('cases')

export default function Cases() {
  return <PageHero page="cases" />
}
