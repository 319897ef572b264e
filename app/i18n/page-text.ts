import { useTranslation } from 'react-i18next'
import { BUILD_LANGUAGE } from '../build-env.ts'
import { i18n } from './i18n.ts'
import { PAGES, type PageId } from './pages.ts'

/** A translate function over keys built at run time from the page table. */
export type Translate = (key: string) => string

/** Every page carries these texts in its namespace, under its key prefix. */
export type PageTextKey =
  | 'meta.title'
  | 'meta.description'
  | 'meta.keywords'
  | 'hero.title'
  | 'hero.lead'

function pageTranslate(t: unknown, id: PageId): (key: PageTextKey) => string {
  const page = PAGES[id]
  return (key) => (t as Translate)(`${page.keyPrefix ?? ''}${key}`)
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

/** The name of a page in navigation and breadcrumbs. */
export function pageLabel(t: unknown, id: PageId): string {
  const key = id === 'blogPost' ? 'breadcrumb.blog_post' : `pages.${id}`
  return (t as Translate)(key)
}
