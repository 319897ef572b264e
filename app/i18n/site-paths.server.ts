import { blogPosts } from '#app/blog/post-files.server.ts'
import type { Language } from './languages.ts'
import { NOT_FOUND_PATH, PAGE_IDS, type PageId, pagePath } from './pages.ts'

/**
 * The site's concrete paths: the page table's, and one per post, read from the post files
 * (content/blog). For the build, the scripts and the tests; never for the browser.
 */

/** Every concrete path of a page: one for a plain page, one per post for the post page. */
export function concretePaths(id: PageId, language: Language): string[] {
  if (id === 'blogPost')
    return blogPosts(language).map(({ slug }) => pagePath(id, language, { slug }))
  return [pagePath(id, language)]
}

/** What the build prerenders for a language: every page, every post, and the 404 page. */
export function prerenderPaths(language: Language): string[] {
  return [...PAGE_IDS.flatMap((id) => concretePaths(id, language)), NOT_FOUND_PATH]
}
