import {
  BLOG_FILTERS,
  type BlogFilter,
  blogListPages,
  listPageAddress,
} from '#app/blog/blog-list.ts'
import { blogPosts } from '#app/blog/post-files.server.ts'
import type { Language } from './languages.ts'
import { localeText } from './locale-text.server.ts'
import { NOT_FOUND_PATH, PAGE_IDS, PAGES, type PageId, type PageParams, pagePath } from './pages.ts'

/**
 * The site's concrete pages: the page table's, one per post and one per page of the blog list,
 * read from the post files (content/blog). For the build, the scripts and the tests; never for
 * the browser.
 */

/** One page as prerendered: its parameters, its path, and whether search engines may list it. */
export type ConcretePage = { params: PageParams; path: string; indexable: boolean }

/** The blog's category names in a language, as the list's filters compare them (the spec's rule). */
export function categoryNames(language: Language): (filter: BlogFilter) => string {
  // Read once here, not once for every post the filters compare.
  const names = new Map(
    BLOG_FILTERS.map((filter) => [filter, localeText(language, 'blog', `categories.${filter}`)]),
  )
  return (filter) => names.get(filter) ?? filter
}

/**
 * Every concrete page of a page id: one for a plain page, one per post, one per page of the
 * blog list (all posts, then each category; a category without posts is not for search engines).
 */
export function concretePages(id: PageId, language: Language): ConcretePage[] {
  const page = (params: PageParams, indexable = PAGES[id].indexable) => ({
    params,
    path: pagePath(id, language, params),
    indexable,
  })
  if (id === 'blogPost') return blogPosts(language).map(({ slug }) => page({ slug }))
  if (PAGES[id].file !== PAGES.blog.file) return [page({})]
  return blogListPages(blogPosts(language), categoryNames(language)).flatMap((list) => {
    const address = listPageAddress(list.filter, list.page)
    return address.id === id ? [page(address.params, list.total > 0)] : []
  })
}

/** Every concrete path of a page id. */
export function concretePaths(id: PageId, language: Language): string[] {
  return concretePages(id, language).map(({ path }) => path)
}

/** What the build prerenders for a language: every page, every post, and the 404 page. */
export function prerenderPaths(language: Language): string[] {
  return [...PAGE_IDS.flatMap((id) => concretePaths(id, language)), NOT_FOUND_PATH]
}

/**
 * The file a prerendered path is in, in the build: `/om-os` → `om-os.html`, which Cloudflare
 * Pages serves at `/om-os` (a `path/index.html` it serves at `/path/`, and redirects `/path`
 * there). React Router writes `om-os/index.html`; the build moves it (finish-build.ts).
 */
export const pageFile = (path: string) => (path === '/' ? 'index.html' : `${path.slice(1)}.html`)

/**
 * The pages each route module makes (a plain page; every post; every page of the blog list),
 * which look alike: the build gives each group one inline stylesheet and one policy.
 */
export function pageGroups(language: Language): { ids: PageId[]; paths: string[] }[] {
  const byModule = Map.groupBy(PAGE_IDS, (id) => PAGES[id].file)
  return [...byModule.values()].map((ids) => ({
    ids,
    paths: ids.flatMap((id) => concretePaths(id, language)),
  }))
}
