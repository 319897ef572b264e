import audit from '@locales/audit.json'
import { PageHero } from '../components/page-hero.tsx'
import { addBundledNamespace } from '../i18n/i18n.ts'
import { pageMeta } from '../seo/page-meta.ts'

addBundledNamespace('audit', audit)

export const meta = () => pageMeta('audit')

export default function Audit() {
  return <PageHero page="audit" />
}
