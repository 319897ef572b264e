import cases from '@locales/cases.json'
import { useTranslation } from 'react-i18next'
import { BUILD_LANGUAGE } from '#app/build-time/build-env.ts'
import { ContactLink } from '#app/components/contact-link.tsx'
import { PageHero } from '#app/components/page-hero.tsx'
import { buttonVariants } from '#app/components/ui/button-variants.ts'
import { addBundledNamespace } from '#app/i18n/i18n.ts'
import { pagePath } from '#app/i18n/pages.ts'
import { CallToAction } from '#app/sections/call-to-action.tsx'
import { CaseStory } from '#app/sections/case-story.tsx'
import { NamedClients } from '#app/sections/named-clients.tsx'
import { Tiles } from '#app/sections/tiles.tsx'
import { pageMeta } from '#app/seo/page-meta.ts'

addBundledNamespace('cases', cases)

export const meta = () => pageMeta('cases')

/** The advantages of coming early; the intro offer is the story's last part (case-story.tsx). */
const ADVANTAGES = ['attention', 'energy'] as const

export default function Cases() {
  const { t } = useTranslation('cases')
  return (
    <>
      <PageHero page="cases" />
      <NamedClients />
      <CaseStory />
      <Tiles ns="cases" t={t} prefix="advantages" ids={ADVANTAGES} />
      <CallToAction id="cases-final-cta" title={t('final_cta.title')} text={t('final_cta.text')}>
        <ContactLink className={buttonVariants({ variant: 'accent', size: 'wide' })}>
          {t('final_cta.contact')}
        </ContactLink>
        <a
          href={pagePath('packages', BUILD_LANGUAGE)}
          className={buttonVariants({ variant: 'secondaryOnDark', size: 'wide' })}
        >
          {t('final_cta.packages')}
        </a>
      </CallToAction>
    </>
  )
}
