/**
 * The blog a few years from now: the site built with 150 more posts (tests/test-posts.ts, not
 * the repository's content), in Danish, into a folder of its own, and served by the host's own
 * runtime. The list stays in pages as light as today's, the host's rules stay within its limit, and
 * a post's page does not grow with the number of posts.
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import { POSTS_PER_PAGE } from '#app/blog/blog-list.ts'
import { FEED_POSTS } from '#app/blog/feed.server.ts'
import { blogPosts, POSTS_DIR } from '#app/blog/post-files.server.ts'
import { SITE_MODE_VARIABLE } from '#app/build-time/site-mode.ts'
import { originVariables } from '#app/i18n/languages.ts'
import { reactRouterBuild } from '#scripts/build/build.ts'
import { MAX_HEADER_RULES } from '#scripts/build/host-rules.ts'
import { freePort, type HostRuntime, serveAsTheHost } from '#server/host-runtime.ts'
import { walkSite } from '#tests/host-walk.ts'
import { expect, test } from '#tests/playwright-utils.ts'
import { EMPTY_TEST_CATEGORY, testPostSlug, writeTestPosts } from '#tests/test-posts.ts'

const MORE = 150
// His own posts (the repository's, however many he has written or deleted) and the test posts.
const OWN_POSTS = blogPosts('da', POSTS_DIR)
const POSTS = OWN_POSTS.length + MORE
const PAGES = Math.ceil(POSTS / POSTS_PER_PAGE)
const buildDir = path.join('build', 'blog-at-scale')
const postsDir = path.join(buildDir, 'posts')
const client = path.join(buildDir, 'da', 'client')
let host: HostRuntime | undefined
let origin = ''

test.describe.configure({ mode: 'serial' })

test.beforeAll(async ({ language }) => {
  if (language !== 'da') return
  test.setTimeout(300_000)
  writeTestPosts(postsDir, MORE)
  // Built for where it is served, so every link stays on this server.
  const port = await freePort()
  origin = `http://localhost:${port}`
  const build = reactRouterBuild({
    SITE_LANG: 'da',
    [SITE_MODE_VARIABLE]: 'site',
    POSTS_DIR: postsDir,
    BUILD_DIRECTORY: path.join(buildDir, 'da'),
    ...(originVariables({ da: origin, en: 'http://localhost:1' }) as Record<string, string>),
  })
  expect(build.status, build.stdout).toBe(0)
  host = await serveAsTheHost(client, { port })
})

test.afterAll(() => host?.stop())

test.beforeEach(({ language }) => {
  test.skip(language !== 'da', 'one language is enough to try the scale')
})

const gzipped = (file: string) => gzipSync(readFileSync(file), { level: 9 }).length

test('the host reads every rule: the headers do not grow with the posts', () => {
  const rules = readFileSync(path.join(client, '_headers'), 'utf8')
    .split('\n')
    .filter((line) => line.startsWith('/'))
  expect(rules.length).toBeLessThanOrEqual(MAX_HEADER_RULES)
  expect(rules.length).toBeLessThan(30)
})

test("the blog's first page shows the newest twelve and leads onward, as light as with his posts alone", async ({
  page,
}) => {
  await page.goto(`${origin}/blog`)
  await expect(page.locator('main li h2')).toHaveCount(POSTS_PER_PAGE)
  await expect(page.locator('link[rel="next"]')).toHaveAttribute('href', `${origin}/blog/side/2`)
  await expect(page.locator('link[rel="prev"]')).toHaveCount(0)
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${origin}/blog`)
  // The first page built with his posts alone, and the allowance.
  const today = gzipped(path.join('build', 'da', 'client', 'blog.html'))
  expect(gzipped(path.join(client, 'blog.html'))).toBeLessThanOrEqual(1.5 * today + 4_096)
  await page.getByRole('link', { name: 'Ældre indlæg' }).click()
  await expect(page).toHaveURL(`${origin}/blog/side/2`)
  await expect(page.getByRole('heading', { level: 1 })).toContainText(`side 2 af ${PAGES}`)
  await expect(page.locator('link[rel="prev"]')).toHaveAttribute('href', `${origin}/blog`)
})

test('the last page has the oldest posts and no next page; every page of the list is in the sitemap', async ({
  page,
  request,
}) => {
  await page.goto(`${origin}/blog/side/${PAGES}`)
  await expect(page.locator('link[rel="next"]')).toHaveCount(0)
  await expect(page.locator('main li h2').last()).toHaveText(/nummer 150 /)
  const sitemap = await (await request.get(`${origin}/sitemap.xml`)).text()
  for (let number = 2; number <= PAGES; number++)
    expect(sitemap).toContain(`<loc>${origin}/blog/side/${number}</loc>`)
  for (let n = 1; n <= MORE; n++) expect(sitemap).toContain(`${origin}/blog/${testPostSlug(n)}<`)
  // A category without posts is a page that says so, for visitors, not search engines. The test
  // posts leave this one to his posts.
  expect(EMPTY_TEST_CATEGORY).toBe('analytics')
  expect(sitemap.includes('/blog/kategori/statistik<')).toBe(
    OWN_POSTS.some(({ category }) => category === EMPTY_TEST_CATEGORY),
  )
})

test("a category's filter covers all its posts, over pages of their own", async ({ page }) => {
  await page.goto(`${origin}/blog/side/3`)
  await page.getByRole('link', { name: 'Anmeldelser' }).click()
  await expect(page).toHaveURL(`${origin}/blog/kategori/anmeldelser`)
  await expect(page.locator('main li h2')).toHaveCount(POSTS_PER_PAGE)
  await expect(page.locator('main')).toContainText(/\d+ indlæg/)
  await page.getByRole('link', { name: 'Ældre indlæg' }).click()
  await expect(page).toHaveURL(`${origin}/blog/kategori/anmeldelser/side/2`)
  await expect(page.locator('[aria-current="true"]')).toHaveText('Anmeldelser')
})

test('the feed carries the newest twenty posts', async ({ request }) => {
  const feed = await (await request.get(`${origin}/rss.xml`)).text()
  expect(feed.match(/<item>/g)).toHaveLength(FEED_POSTS)
  // His posts are the newest; the test posts fill the rest, the newest first.
  const testPostsInFeed = Math.max(0, FEED_POSTS - OWN_POSTS.length)
  if (testPostsInFeed > 0)
    expect(feed).toContain(`${origin}/blog/${testPostSlug(testPostsInFeed)}</link>`)
  expect(feed).not.toContain(`/blog/${testPostSlug(testPostsInFeed + 1)}</link>`)
})

test("a post's page is the size it is with his posts alone, and its policy lets it run without a violation", async ({
  page,
}) => {
  // One of his posts, in both builds.
  const slug = OWN_POSTS[0]?.slug
  test.skip(!slug, 'he has no post of his own to compare')
  const post = (dir: string) => path.join(dir, 'blog', `${slug}.html`)
  expect(
    Math.abs(gzipped(post(client)) - gzipped(post(path.join('build', 'da', 'client')))),
  ).toBeLessThan(200)
  const errors: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text())
  })
  for (const pathname of [`/blog/${slug}`, `/blog/${testPostSlug(MORE)}`, '/blog/side/5']) {
    await page.goto(`${origin}${pathname}`)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  }
  expect(errors).toEqual([])
})

test('with 150 more posts, every page answers at its address on the host runtime, and every address it names', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000)
  // The generated posts share one page module, stylesheet and policy: a browser opens the
  // newest and the oldest of them, and every other page.
  const generated = new Set(
    Array.from({ length: MORE }, (_, n) => `${origin}/blog/${testPostSlug(n + 1)}`),
  )
  const opened = [`${origin}/blog/${testPostSlug(1)}`, `${origin}/blog/${testPostSlug(MORE)}`]
  const { pages } = await walkSite({
    origin,
    served: [origin],
    request,
    page,
    browse: (url) => !generated.has(url) || opened.includes(url),
  })
  expect(pages).toBeGreaterThan(POSTS)
})
