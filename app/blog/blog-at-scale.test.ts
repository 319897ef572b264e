import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { XMLParser } from 'fast-xml-parser'
import { afterAll, beforeAll, expect, test, vi } from 'vitest'
import { LANGUAGES, type Language } from '#app/i18n/languages.ts'
import { concretePages } from '#app/i18n/site-paths.server.ts'
import { sitemapXml } from '#app/seo/crawler-files.ts'
import { EMPTY_TEST_CATEGORY, testPostSlug, writeTestPosts } from '#tests/test-posts.ts'
import { POSTS_PER_PAGE } from './blog-list.ts'
import { blogFeedXml, FEED_POSTS } from './feed.server.ts'
import { blogPosts, POSTS_DIR, readPostFiles } from './post-files.server.ts'

/** The blog a year or three from now: the site's posts and 150 more per language. */
const MORE = 150
/** His own posts: however many the repository has, in whichever categories. */
const OWN = blogPosts('da', POSTS_DIR).length
const OWN_CATEGORIES = Object.fromEntries(
  LANGUAGES.map((language) => [
    language,
    new Set(blogPosts(language, POSTS_DIR).map(({ category }) => category)),
  ]),
) as Record<Language, Set<string>>
const dir = path.join(mkdtempSync(path.join(tmpdir(), 'blog-at-scale-')), 'blog')
writeTestPosts(dir, MORE)
beforeAll(() => {
  vi.stubEnv('POSTS_DIR', dir)
})
afterAll(() => {
  vi.unstubAllEnvs()
})

const ORIGINS = { da: 'https://lokalsynlig.dk', en: 'https://lokalsynlig.com' }
const parser = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '' })

test('the posts are read once for all the pages that ask, until a file changes', () => {
  expect(blogPosts('da')).toHaveLength(OWN + MORE)
  expect(readPostFiles()).toBe(readPostFiles())
})

test('the list is in pages of twelve: the blog, its further pages, and each category', () => {
  for (const language of LANGUAGES) {
    const all = blogPosts(language)
    const pages = Math.ceil(all.length / POSTS_PER_PAGE)
    expect(concretePages('blog', language).map(({ path }) => path)).toEqual(['/blog'])
    expect(concretePages('blogPage', language).map(({ path }) => path)).toEqual(
      Array.from({ length: pages - 1 }, (_, i) =>
        language === 'da' ? `/blog/side/${i + 2}` : `/blog/page/${i + 2}`,
      ),
    )
    // A category page per category; one without posts is not for search engines. The test
    // posts leave one category to his posts.
    const categories = concretePages('blogCategory', language)
    expect(categories).toHaveLength(5)
    expect(
      categories.filter(({ indexable }) => !indexable).map(({ params }) => params.category),
    ).toEqual(OWN_CATEGORIES[language].has(EMPTY_TEST_CATEGORY) ? [] : [EMPTY_TEST_CATEGORY])
    expect(concretePages('blogCategoryPage', language).length).toBeGreaterThan(4)
  }
})

test('the feed carries the newest twenty posts, with their dates', () => {
  const channel = parser.parse(blogFeedXml(ORIGINS.da, 'da')).rss.channel
  const items = [channel.item].flat()
  expect(items).toHaveLength(FEED_POSTS)
  const newest = blogPosts('da').slice(0, FEED_POSTS)
  expect(items.map((item) => item.link)).toEqual(
    newest.map((post) => `${ORIGINS.da}/blog/${post.slug}`),
  )
  expect(items.map((item) => new Date(item.pubDate).toISOString().slice(0, 10))).toEqual(
    newest.map((post) => post.published),
  )
})

test('the sitemap lists every post and every list page with posts, each with its alternates', () => {
  for (const language of LANGUAGES) {
    const urls = [parser.parse(sitemapXml(ORIGINS, language)).urlset.url].flat()
    const locs = urls.map((url) => url.loc.replace(ORIGINS[language], ''))
    for (const post of blogPosts(language)) expect(locs).toContain(`/blog/${post.slug}`)
    expect(locs).toContain(`/blog/${testPostSlug(MORE)}`)
    const listed = ['blog', 'blogPage', 'blogCategory', 'blogCategoryPage'] as const
    for (const id of listed)
      for (const page of concretePages(id, language))
        expect(locs.includes(page.path), page.path).toBe(page.indexable)
    const reviews = urls.find((url) =>
      url.loc.endsWith(language === 'da' ? '/blog/kategori/anmeldelser' : '/blog/category/reviews'),
    )
    expect(reviews['xhtml:link'].map((link: { href: string }) => link.href)).toEqual([
      `${ORIGINS.da}/blog/kategori/anmeldelser`,
      `${ORIGINS.en}/blog/category/reviews`,
      `${ORIGINS.da}/blog/kategori/anmeldelser`,
    ])
  }
})
