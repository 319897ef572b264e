import blog from '@locales/blog.json'
import { useTranslation } from 'react-i18next'
import { blogPosts } from '#app/blog/post-files.server.ts'
import { BUILD_LANGUAGE } from '#app/build-env.ts'
import { ContactLink } from '#app/components/contact-link.tsx'
import { PageHero } from '#app/components/page-hero.tsx'
import { buttonVariants } from '#app/components/ui/button-variants.ts'
import { addBundledNamespace } from '#app/i18n/i18n.ts'
import { pagePath } from '#app/i18n/pages.ts'
import { CallToAction } from '#app/sections/call-to-action.tsx'
import { GuidePromo } from '#app/sections/guide-promo.tsx'
import { PostList } from '#app/sections/post-list.tsx'
import { pageMeta } from '#app/seo/page-meta.ts'
import type { Route } from './+types/blog'

addBundledNamespace('blog', blog)

/** While prerendering: the posts of the build's language, from their files (content/blog). */
export function loader() {
  return { posts: blogPosts(BUILD_LANGUAGE) }
}

export const meta = () => pageMeta('blog')

export default function Blog({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation(['blog', 'universal'])
  return (
    <>
      <PageHero page="blog" />
      <PostList posts={loaderData.posts} />
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
