import audit from '@locales/audit.json'
import { PageHero } from '#app/components/page-hero.tsx'
import { addBundledNamespace } from '#app/i18n/i18n.ts'
import { SelfCheckForm } from '#app/sections/self-check-form.tsx'
import { pageMeta } from '#app/seo/page-meta.ts'

addBundledNamespace('audit', audit)

export const meta = () => pageMeta('selfCheck')

/** "Hvor synlig er du på Google Maps?": ten questions, a score, his fixes (app/self-check/self-check-questions.ts). */
export default function SelfCheckPage() {
  return (
    <>
      <PageHero page="selfCheck" />
      <SelfCheckForm />
    </>
  )
}
