import { expect, test } from 'vitest'
import type { BlogCategory, BlogPost } from '#app/blog/posts.ts'
import { BLOG_FILTERS, visiblePosts } from './post-list.tsx'

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
