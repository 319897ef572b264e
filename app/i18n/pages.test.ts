import { expect, test } from 'vitest'
import { blogPosts } from '#app/blog/post-files.server.ts'
import { LANGUAGES } from './languages.ts'
import {
  alternatePaths,
  breadcrumbTrail,
  NOT_FOUND_PATH,
  PAGE_IDS,
  PAGES,
  pagePath,
  unknownPathTargets,
} from './pages.ts'
import { prerenderPaths } from './site-paths.server.ts'

test("the paths are those of DESIGN.md, with the blog list's further pages and categories", () => {
  const table = Object.fromEntries(PAGE_IDS.map((id) => [id, PAGES[id].paths]))
  expect(table).toEqual({
    home: { da: '/', en: '/' },
    packages: { da: '/tjenester', en: '/services' },
    cases: { da: '/cases', en: '/cases' },
    blog: { da: '/blog', en: '/blog' },
    blogPage: { da: '/blog/side/:page', en: '/blog/page/:page' },
    blogCategory: { da: '/blog/kategori/:category', en: '/blog/category/:category' },
    blogCategoryPage: {
      da: '/blog/kategori/:category/side/:page',
      en: '/blog/category/:category/page/:page',
    },
    blogPost: { da: '/blog/:slug', en: '/blog/:slug' },
    about: { da: '/om-os', en: '/about' },
    audit: { da: '/gratis-analyse', en: '/free-audit' },
    // Not in DESIGN.md's table: the self-check came later (docs/decisions/028).
    selfCheck: { da: '/selvtjek', en: '/self-check' },
    privacy: { da: '/privatlivspolitik', en: '/privacy-policy' },
    terms: { da: '/handelsbetingelser', en: '/terms' },
    download: { da: '/download', en: '/download' },
  })
})

test('no two pages share a path, and no path ends in a slash', () => {
  for (const language of LANGUAGES) {
    const paths = PAGE_IDS.map((id) => PAGES[id].paths[language])
    expect(new Set(paths).size).toBe(paths.length)
    for (const path of paths) expect(path === '/' || !path.endsWith('/')).toBe(true)
  }
})

test('pagePath fills the slug, the page and the category in its language, and refuses a path without them', () => {
  expect(pagePath('blogPost', 'en', { slug: 'abc' })).toBe('/blog/abc')
  expect(pagePath('blogCategoryPage', 'da', { category: 'reviews', page: 2 })).toBe(
    '/blog/kategori/anmeldelser/side/2',
  )
  expect(pagePath('blogCategoryPage', 'en', { category: 'reviews', page: 2 })).toBe(
    '/blog/category/reviews/page/2',
  )
  expect(() => pagePath('blogPage', 'da')).toThrow(/page/)
  expect(pagePath('about', 'en')).toBe('/about')
  expect(() => pagePath('blogPost', 'da')).toThrow(/slug/)
})

test('the prerender list has every page, every post, every page of the list and the 404 page', () => {
  const paths = prerenderPaths('da')
  const posts = blogPosts('da')
  expect(paths).toContain('/')
  expect(paths).toContain('/gratis-analyse')
  for (const post of posts) expect(paths).toContain(`/blog/${post.slug}`)
  expect(paths).not.toContain('/blog/:slug')
  expect(paths.at(-1)).toBe(NOT_FOUND_PATH)
  // With three posts the list has one page, and each category one.
  for (const category of ['firmaet', 'optimering', 'anmeldelser', 'statistik', 'tips-og-tricks'])
    expect(paths).toContain(`/blog/kategori/${category}`)
  expect(paths.filter((path) => path.includes('/side/'))).toEqual([])
  expect(paths).toHaveLength(10 + 5 + posts.length + 1)
})

test('alternate paths name the same page in both languages', () => {
  expect(alternatePaths('packages')).toEqual({ da: '/tjenester', en: '/services' })
  expect(alternatePaths('blogPost', { slug: 'x' })).toEqual({ da: '/blog/x', en: '/blog/x' })
})

test('breadcrumbs: none on home, parent before a post', () => {
  expect(breadcrumbTrail('home')).toEqual([])
  expect(breadcrumbTrail('about')).toEqual(['about'])
  expect(breadcrumbTrail('blogPost')).toEqual(['blog', 'blogPost'])
})

test('unknown posts lead to the blog list; nothing else redirects', () => {
  expect(unknownPathTargets('da')).toEqual([{ folder: '/blog/', to: '/blog' }])
  expect(unknownPathTargets('en')).toEqual([{ folder: '/blog/', to: '/blog' }])
})

test('the audit, self-check and legal pages hide the sticky bar; only the legal pages are noindex', () => {
  const noStickyBar = PAGE_IDS.filter((id) => !PAGES[id].stickyBar)
  expect(noStickyBar).toEqual(['audit', 'selfCheck', 'privacy', 'terms'])
  const noIndex = PAGE_IDS.filter((id) => !PAGES[id].indexable)
  expect(noIndex).toEqual(['privacy', 'terms'])
})
