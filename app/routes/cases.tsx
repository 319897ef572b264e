import cases from '@locales/cases.json'
import { useTranslation } from 'react-i18next'
import { BUILD_LANGUAGE } from '../build-env.ts'
import { buttonVariants } from '../components/button-variants.ts'
import { ContactLink } from '../components/contact-link.tsx'
import { PageHero } from '../components/page-hero.tsx'
import { addBundledNamespace } from '../i18n/i18n.ts'
import { pagePath } from '../i18n/pages.ts'
import { CallToAction } from '../sections/call-to-action.tsx'
import { CaseStory } from '../sections/case-story.tsx'
import { Tiles } from '../sections/tiles.tsx'
import { pageMeta } from '../seo/page-meta.ts'

addBundledNamespace('cases', cases)

export const meta = () => pageMeta('cases')

export default function Cases() {
  const { t } = useTranslation('cases')
  return (
    <>
      <PageHero page="cases" />
      <CaseStory />
      <Tiles ns="cases" t={t} prefix="advantages" ids={['attention', 'energy', 'intro_price']} />
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
