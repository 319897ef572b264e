import blog from '@locales/blog.json'
import { useTranslation } from 'react-i18next'
import { BUILD_LANGUAGE } from '../build-env.ts'
import { buttonVariants } from '../components/button-variants.ts'
import { ContactLink } from '../components/contact-link.tsx'
import { PageHero } from '../components/page-hero.tsx'
import { addBundledNamespace } from '../i18n/i18n.ts'
import { pagePath } from '../i18n/pages.ts'
import { CallToAction } from '../sections/call-to-action.tsx'
import { GuidePromo } from '../sections/guide-promo.tsx'
import { PostList } from '../sections/post-list.tsx'
import { pageMeta } from '../seo/page-meta.ts'

addBundledNamespace('blog', blog)

export const meta = () => pageMeta('blog')

export default function Blog() {
  const { t } = useTranslation(['blog', 'universal'])
  return (
    <>
      <PageHero page="blog" />
      <PostList />
      <GuidePromo />
      <CallToAction id="blog-cta" title={t('list.cta.title')} text={t('list.cta.text')}>
        <a
          href={pagePath('audit', BUILD_LANGUAGE)}
          className={buttonVariants({ variant: 'accent', size: 'wide' })}
        >
          {t('universal:actions.free_audit')}
        </a>
        <ContactLink className={buttonVariants({ variant: 'secondaryOnDark', size: 'wide' })}>
          {t('universal:actions.contact')}
        </ContactLink>
      </CallToAction>
    </>
  )
}
