import type { PageId, PageParams } from '#app/i18n/pages.ts'
import { BLOG_CATEGORIES, type BlogCategory, type BlogPost } from './posts.ts'

/** Posts on one page of the blog list: its first page, each further page, each category's. */
export const POSTS_PER_PAGE = 12

/** The filters above the list: every post, or one category's (the spec's six). */
export const BLOG_FILTERS = ['all', ...BLOG_CATEGORIES] as const
export type BlogFilter = (typeof BLOG_FILTERS)[number]

/** The spec's rule: a post shows when "all" is chosen, or when its category's translated name is the chosen one's. */
export function visiblePosts(
  posts: readonly BlogPost[],
  chosen: BlogFilter,
  categoryName: (category: BlogFilter) => string,
): BlogPost[] {
  return posts.filter(
    (post) => chosen === 'all' || categoryName(post.category) === categoryName(chosen),
  )
}

/** One page of the blog list: which filter, which page of how many, and its posts. */
export type BlogListPage = {
  filter: BlogFilter
  /** From 1. */
  page: number
  pageCount: number
  /** How many posts the filter shows on all its pages. */
  total: number
  posts: BlogPost[]
}

/**
 * Every page of the blog list, newest posts first: all posts in pages of POSTS_PER_PAGE, then
 * each category's. A category without posts has one page, which says so.
 */
export function blogListPages(
  posts: readonly BlogPost[],
  categoryName: (category: BlogFilter) => string,
): BlogListPage[] {
  return BLOG_FILTERS.flatMap((filter) => {
    const shown = visiblePosts(posts, filter, categoryName)
    const pageCount = Math.max(1, Math.ceil(shown.length / POSTS_PER_PAGE))
    return Array.from({ length: pageCount }, (_, index) => ({
      filter,
      page: index + 1,
      pageCount,
      total: shown.length,
      posts: shown.slice(index * POSTS_PER_PAGE, (index + 1) * POSTS_PER_PAGE),
    }))
  })
}

/** The page (of the page table) a page of the list is, and its parameters. */
export function listPageAddress(filter: BlogFilter, page = 1): { id: PageId; params: PageParams } {
  const category = filter === 'all' ? undefined : (filter as BlogCategory)
  if (!category)
    return page === 1 ? { id: 'blog', params: {} } : { id: 'blogPage', params: { page } }
  return page === 1
    ? { id: 'blogCategory', params: { category } }
    : { id: 'blogCategoryPage', params: { category, page } }
}
