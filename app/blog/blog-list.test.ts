import { expect, test } from 'vitest'
import {
  BLOG_FILTERS,
  blogListPages,
  listPageAddress,
  POSTS_PER_PAGE,
  visiblePosts,
} from './blog-list.ts'
import type { BlogCategory, BlogPost } from './posts.ts'

const NAMES: Record<string, string> = {
  all: 'Alle',
  company: 'Lokalsynlig & lokal SEO',
  optimization: 'Optimering',
  reviews: 'Anmeldelser',
  analytics: 'Statistik',
  tips_tricks: 'Lokal SEO Tips & Tricks',
}
const post = (id: number, category: BlogCategory): BlogPost => ({
  id,
  slug: `post-${id}`,
  title: `Post ${id}`,
  excerpt: '',
  category,
  published: `2024-12-0${id}`,
  readMinutes: 4,
  imageAlt: '',
  keywords: [],
})
/** Three posts as the blog lists them, newest first. */
const POSTS = [post(3, 'tips_tricks'), post(2, 'company'), post(1, 'tips_tricks')]
const ids = (filter: (typeof BLOG_FILTERS)[number]) =>
  visiblePosts(POSTS, filter, (category) => NAMES[category] ?? '').map((post) => post.id)

test('six filters, starting with all', () => {
  expect(BLOG_FILTERS).toEqual([
    'all',
    'company',
    'optimization',
    'reviews',
    'analytics',
    'tips_tricks',
  ])
})

test('"all" shows every post; a category shows the posts whose translated category name matches', () => {
  expect(ids('all')).toEqual([3, 2, 1])
  expect(ids('tips_tricks')).toEqual([3, 1])
  expect(ids('company')).toEqual([2])
  expect(ids('reviews')).toEqual([])
})

test('the match is on the translated name, as the spec says', () => {
  const sameName = visiblePosts(POSTS, 'reviews', (category) =>
    category === 'company' ? 'X' : category === 'reviews' ? 'X' : category,
  )
  expect(sameName.map((post) => post.id)).toEqual([2])
})

test('the list comes in pages of twelve, newest first, for all posts and for each category', () => {
  const many = Array.from({ length: 30 }, (_, index) =>
    post(30 - index, index % 2 ? 'reviews' : 'tips_tricks'),
  )
  const pages = blogListPages(many, (category) => NAMES[category] ?? '')
  const summary = pages.map(({ filter, page, pageCount, total, posts }) =>
    [filter, page, pageCount, total, posts.length].join(' '),
  )
  expect(summary).toEqual([
    'all 1 3 30 12',
    'all 2 3 30 12',
    'all 3 3 30 6',
    // A category without posts has its one page, which says so.
    'company 1 1 0 0',
    'optimization 1 1 0 0',
    'reviews 1 2 15 12',
    'reviews 2 2 15 3',
    'analytics 1 1 0 0',
    'tips_tricks 1 2 15 12',
    'tips_tricks 2 2 15 3',
  ])
  expect(POSTS_PER_PAGE).toBe(12)
  expect(pages[0]?.posts[0]?.id).toBe(30)
  expect(pages[1]?.posts[0]?.id).toBe(18)
})

test("each page of the list is a page of the table: the blog, a further page, a category's", () => {
  expect(listPageAddress('all')).toEqual({ id: 'blog', params: {} })
  expect(listPageAddress('all', 2)).toEqual({ id: 'blogPage', params: { page: 2 } })
  expect(listPageAddress('reviews')).toEqual({
    id: 'blogCategory',
    params: { category: 'reviews' },
  })
  expect(listPageAddress('reviews', 3)).toEqual({
    id: 'blogCategoryPage',
    params: { category: 'reviews', page: 3 },
  })
})
