import blog from '@locales/blog.json'
import { useTranslation } from 'react-i18next'
import { redirect } from 'react-router'
import { blogListPages, listPageAddress } from '#app/blog/blog-list.ts'
import { blogPosts } from '#app/blog/post-files.server.ts'
import { categoryOfSlug } from '#app/blog/posts.ts'
import { BUILD_LANGUAGE } from '#app/build-time/build-env.ts'
import { ContactLink } from '#app/components/contact-link.tsx'
import { PageHero } from '#app/components/page-hero.tsx'
import { buttonVariants } from '#app/components/ui/button-variants.ts'
import { addBundledNamespace, i18n } from '#app/i18n/i18n.ts'
import { buildPageText } from '#app/i18n/page-text.ts'
import { pagePath } from '#app/i18n/pages.ts'
import { categoryNames } from '#app/i18n/site-paths.server.ts'
import { CallToAction } from '#app/sections/call-to-action.tsx'
import { GuidePromo } from '#app/sections/guide-promo.tsx'
import { listPath, PostList } from '#app/sections/post-list.tsx'
import { pageMeta } from '#app/seo/page-meta.ts'
import type { Route } from './+types/blog'

addBundledNamespace('blog', blog)

/**
 * While prerendering: one page of the list (the blog, a further page, a category's), from the
 * post files (content/blog). A category or page that does not exist leads to the blog.
 */
export function loader({ params }: Route.LoaderArgs) {
  const { category: slug, page } = params as { category?: string; page?: string }
  const category = categoryOfSlug(BUILD_LANGUAGE, slug)
  const number = page === undefined ? 1 : Number(page)
  const list = blogListPages(blogPosts(BUILD_LANGUAGE), categoryNames(BUILD_LANGUAGE)).find(
    (candidate) => candidate.filter === (category ?? 'all') && candidate.page === number,
  )
  if (!list || (slug !== undefined && !category) || (page !== undefined && number < 2))
    throw redirect(pagePath('blog', BUILD_LANGUAGE))
  return { list }
}

/** The list's headings: the blog's own on its first page; the category's, the page's number. */
function listTexts({ filter, page, pageCount }: Route.ComponentProps['loaderData']['list']) {
  const t = i18n.getFixedT(BUILD_LANGUAGE, 'blog')
  const own = buildPageText('blog')
  const category = filter === 'all' ? undefined : t(`categories.${filter}`)
  const paged = (text: string) =>
    page > 1 ? t('list.paged', { text, page, count: pageCount }) : text
  return {
    title: paged(category ? t('list.category.title', { category }) : own('meta.title')),
    description: category ? t('list.category.description', { category }) : own('meta.description'),
    heading: paged(category ? t('list.category.heading', { category }) : own('hero.title')),
  }
}

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return []
  const { list } = loaderData
  const { id, params } = listPageAddress(list.filter, list.page)
  const { title, description } = listTexts(list)
  return pageMeta(id, {
    params,
    title,
    description,
    noIndex: list.total === 0,
    pagination: {
      ...(list.page > 1 && { prev: listPath(list.filter, list.page - 1) }),
      ...(list.page < list.pageCount && { next: listPath(list.filter, list.page + 1) }),
    },
  })
}

export default function Blog({ loaderData: { list } }: Route.ComponentProps) {
  const { t } = useTranslation(['blog', 'universal'])
  return (
    <>
      <PageHero page="blog" title={listTexts(list).heading} />
      <PostList list={list} />
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
