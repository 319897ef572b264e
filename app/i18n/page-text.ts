import { useTranslation } from 'react-i18next'
import { BUILD_LANGUAGE } from '#app/build-time/build-env.ts'
import { i18n } from './i18n.ts'
import { PAGES, type Page, type PageId, type PageParams } from './pages.ts'
import type { Translate } from './translate.ts'

/** Every page carries these texts in its namespace, under its key prefix. */
export type PageTextKey =
  | 'meta.title'
  | 'meta.description'
  | 'meta.keywords'
  | 'hero.title'
  | 'hero.lead'

/**
 * The page texts' keys with each key prefix of the page table: each must be in some namespace,
 * and the page table's type holds each page to a namespace and prefix that have its `meta`.
 */
type PrefixedPageTextKey = `${NonNullable<Page['keyPrefix']> | ''}${PageTextKey}`

function pageTranslate(
  t: Translate<PrefixedPageTextKey>,
  id: PageId,
): (key: PageTextKey) => string {
  const page = PAGES[id]
  return (key) => t(`${page.keyPrefix ?? ''}${key}`)
}

/** A page's texts in the language shown, for components (re-renders on a language change). */
export function usePageText(id: PageId): (key: PageTextKey) => string {
  const { t } = useTranslation(PAGES[id].ns)
  return pageTranslate(t, id)
}

/** A page's texts in the build's language, for head tags. */
export function buildPageText(id: PageId): (key: PageTextKey) => string {
  return pageTranslate(i18n.getFixedT(BUILD_LANGUAGE, PAGES[id].ns), id)
}

/** The pages named by what they hold rather than by a label of their own. */
type NamedByContent = 'blogPost' | 'blogPage' | 'blogCategory' | 'blogCategoryPage'

/** The universal texts that name the pages. */
type PageLabelKey = 'breadcrumb.blog_post' | `pages.${Exclude<PageId, NamedByContent>}`

/**
 * The name of a page in navigation and breadcrumbs: its label, or what it holds (a post, a
 * category, a numbered page of the blog list).
 */
export function pageLabel(t: Translate<PageLabelKey>, id: PageId, params: PageParams = {}): string {
  switch (id) {
    case 'blogPost':
      return t('breadcrumb.blog_post')
    case 'blogPage':
    case 'blogCategoryPage':
      return i18n.getFixedT(BUILD_LANGUAGE, 'universal')('breadcrumb.blog_page', {
        page: params.page,
      })
    case 'blogCategory':
      return i18n.getFixedT(BUILD_LANGUAGE, 'blog')(`categories.${params.category ?? 'all'}`)
    default:
      return t(`pages.${id}`)
  }
}
