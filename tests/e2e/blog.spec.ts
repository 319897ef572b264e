import { BLOG_FILTERS, type BlogFilter, listPageAddress } from '#app/blog/blog-list.ts'
import { postBodyPath } from '#app/blog/post-body-loading.ts'
import { blogPosts, postBodyFiles, readPostFiles } from '#app/blog/post-files.server.ts'
import { BLOG_CATEGORIES, postImage } from '#app/blog/posts.ts'
import { GUIDE_FILES } from '#app/guide/guide-files.ts'
import { LANGUAGES } from '#app/i18n/languages.ts'
import { localeText } from '#app/i18n/locale-text.server.ts'
import { pagePath } from '#app/i18n/pages.ts'
import { DEFAULT_ARTICLE_DATE } from '#app/seo/structured-data.ts'
import { fillTextVariables, site } from '#app/settings/site.ts'
import {
  expect,
  type Page,
  siteUrl,
  test,
  withAndWithoutJavaScript,
} from '#tests/playwright-utils.ts'

const blog = (language: 'da' | 'en', key: string) => localeText(language, 'blog', key)
/** The first page of a filter of the blog list. */
const listPath = (language: 'da' | 'en', filter: BlogFilter) => {
  const { id, params } = listPageAddress(filter)
  return pagePath(id, language, params)
}
/** A post's body as its page shows it: its body file, with the business identity filled in. */
const shownBody = (language: 'da' | 'en', slug: string) =>
  fillTextVariables(postBodyFiles().get(postBodyPath(language, slug)) ?? '')
/** HTML as the browser writes it back, to compare with what a page holds. */
const asBrowserHtml = (page: Page, html: string) =>
  page.evaluate((source) => {
    const parsed = document.createElement('template')
    parsed.innerHTML = source
    return parsed.innerHTML
  }, html)

withAndWithoutJavaScript(() => {
  test("the filters lead to each category's posts, with a count, and an empty state where there are none", async ({
    page,
    language,
    text,
  }) => {
    await page.goto(pagePath('blog', language))
    const filters = page
      .getByRole('navigation', { name: text('blog', 'list.filter_label') })
      .getByRole('link')
    const names = BLOG_FILTERS.map((id) => text('blog', `categories.${id}`))
    await expect(filters).toHaveText(names)
    await expect(filters.first()).toHaveAttribute('aria-current', 'true')
    const cards = page.locator('main li h2')
    const posts = blogPosts(language)
    await expect(cards).toHaveCount(posts.length)

    const postCount = (count: number) =>
      text(
        'blog',
        new Intl.PluralRules(language).select(count) === 'one'
          ? 'list.count_one'
          : 'list.count_other',
      ).replace('{{count}}', String(count))
    // Each category, then back to all: each is a page of its own, and an empty one says so.
    for (const filter of [...BLOG_CATEGORIES, 'all'] as const) {
      const shown = posts.filter((post) => filter === 'all' || post.category === filter)
      await filters.filter({ hasText: text('blog', `categories.${filter}`) }).click()
      await expect(page).toHaveURL(siteUrl(language, listPath(language, filter)))
      await expect(page.locator('[aria-current="true"]')).toHaveText(
        text('blog', `categories.${filter}`),
      )
      await expect(cards).toHaveText(shown.map((post) => post.title))
      await expect(page.getByText(postCount(shown.length))).toBeVisible()
      await expect(page.getByText(text('blog', 'list.empty'))).toBeVisible({
        visible: shown.length === 0,
      })
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute(
        'content',
        shown.length === 0 ? 'noindex, follow' : 'index, follow',
      )
    }
  })
})

test('every category page answers, with its breadcrumb and its own address in the other language', async ({
  page,
  language,
  text,
}) => {
  for (const category of BLOG_CATEGORIES) {
    const path = listPath(language, category)
    expect((await page.goto(path))?.status(), path).toBe(200)
    const name = text('blog', `categories.${category}`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      text('blog', 'list.category.heading').replace('{{category}}', name),
    )
    await expect(
      page.getByRole('navigation', { name: text('universal', 'breadcrumb.label') }),
    ).toContainText(name)
    const other = language === 'da' ? 'en' : 'da'
    await expect(page.locator(`link[hreflang="${other}"]`)).toHaveAttribute(
      'href',
      siteUrl(other, listPath(other, category)),
    )
  }
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  for (const post of blogPosts('da')) {
    test(`post ${post.slug} shows its details, image, prerendered body and Article data`, async ({
      page,
      language,
    }) => {
      const shown = blogPosts(language).find(({ slug }) => slug === post.slug)
      if (!shown) throw new Error(`no ${language} file for the post ${post.slug}`)
      const path = pagePath('blogPost', language, { slug: post.slug })
      const url = siteUrl(language, path)
      await page.goto(path)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(shown.title)
      const header = page.locator('article header')
      await expect(header).toContainText(shown.excerpt)
      await expect(header).toContainText(blog(language, `categories.${post.category}`))
      await expect(header).toContainText(
        blog(language, 'read_time').replace('{{count}}', String(post.readMinutes)),
      )
      // The post's own author (the editor's »Forfatter«), or the founder.
      await expect(header).toContainText(shown.author ?? site.founder.name)
      await expect(header.locator(`time[datetime="${post.published}"]`)).toBeVisible()
      const image = page.getByRole('img', { name: shown.imageAlt })
      await expect(image).toHaveAttribute('width', '960')
      await expect(image).toHaveAttribute('height', '540')
      expect(await page.locator('.post-body').innerHTML()).toBe(
        await asBrowserHtml(page, shownBody(language, post.slug)),
      )
      await expect(page.locator('.post-body')).not.toContainText('{{')
      await expect(page.locator('meta[name="keywords"]')).toHaveAttribute(
        'content',
        shown.keywords.join(', '),
      )
      await expect(page.getByRole('link', { name: blog(language, 'post.back') })).toHaveAttribute(
        'href',
        pagePath('blog', language),
      )

      const article = (await page.locator('script[type="application/ld+json"]').allTextContents())
        .map((json) => JSON.parse(json))
        .find((data) => data['@type'] === 'Article')
      expect(article).toMatchObject({
        headline: shown.title,
        description: shown.excerpt,
        image: [siteUrl(language, `${postImage(post).base}-960.jpg`)],
        author: { '@type': 'Person', name: shown.author ?? site.founder.name },
        datePublished: post.published,
        // The spec's date, or the day it was published if that came later (structured-data.ts).
        dateModified: [post.published, DEFAULT_ARTICLE_DATE].sort().at(-1),
        url,
      })
      await expect(page.locator('meta[property="og:image"]')).toHaveAttribute(
        'content',
        siteUrl(language, `/images/blog/${post.slug}-social.png`),
      )
    })
  }
})

test('post bodies stay loadable per slug and language, without being fetched by the page', async ({
  page,
  request,
  language,
}) => {
  const slug = blogPosts('da')[0]?.slug ?? ''
  for (const bodyLanguage of LANGUAGES) {
    const body = await request.get(postBodyPath(bodyLanguage, slug), { maxRedirects: 0 })
    expect(body.status()).toBe(200)
    expect(await body.text()).toBe(postBodyFiles().get(postBodyPath(bodyLanguage, slug)))
  }
  const fetched: string[] = []
  page.on('request', (sent) => {
    if (sent.url().includes('/content/blog/')) fetched.push(sent.url())
  })
  await page.goto(pagePath('blogPost', language, { slug }), { waitUntil: 'networkidle' })
  expect(await page.locator('.post-body').innerHTML()).toBe(
    await asBrowserHtml(page, shownBody(language, slug)),
  )
  expect(fetched).toEqual([])
})

test("/download starts the guide's download by itself, with a link in case it does not", async ({
  page,
  request,
  language,
  text,
}) => {
  const download = page.waitForEvent('download')
  await page.goto(pagePath('download', language))
  await expect(page.getByRole('status')).toHaveText(text('universal', 'download.starting'))
  expect((await download).suggestedFilename()).toBe(GUIDE_FILES[language].split('/').at(-1))
  await expect(
    page.getByRole('link', { name: text('universal', 'download.fallback') }),
  ).toHaveAttribute('href', GUIDE_FILES[language])
  const pdf = await request.get(GUIDE_FILES[language])
  expect(pdf.headers()['content-type']).toBe('application/pdf')
  expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-')
})

test('the guide is linked from the blog', async ({ page, language, text }) => {
  await page.goto(pagePath('blog', language))
  await expect(
    page.getByRole('link', { name: text('universal', 'download.link') }),
  ).toHaveAttribute('href', pagePath('download', language))
})

test('a picture from the editor’s media folder is shown in its post, sized, in every format', async ({
  page,
  language,
}) => {
  // The newest of his posts with a picture saved in content/images, as the editor saves one
  // (the sample post on access has one until he changes it).
  const file = readPostFiles()[language].find(({ pictures }) => pictures.length > 0)
  test.skip(!file, 'none of his posts shows a picture')
  const name = (file?.pictures[0] ?? '').replace('/images/', '').replace(/\.\w+$/, '')
  // What the build made of it: its size and its text for those who cannot see it.
  const built = /<img [^>]*width="(\d+)" height="(\d+)" alt="([^"]*)"/.exec(file?.body ?? '')
  const [, width = '', height = '', alt = ''] = built ?? []
  expect(alt).not.toBe('')
  await page.goto(pagePath('blogPost', language, { slug: file?.post.slug }))
  const picture = page.locator('.post-body picture').first()
  const image = picture.locator('img')
  await expect(image).toHaveAttribute('width', width)
  await expect(image).toHaveAttribute('height', height)
  await expect(image).toHaveAttribute('loading', 'lazy')
  await expect(image).toHaveAttribute('alt', alt.replaceAll('&amp;', '&').replaceAll('&quot;', '"'))
  await image.scrollIntoViewIfNeeded()
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth))
    .toBeGreaterThan(0)
  // It fills the text's width at the ratio it was drawn in.
  const box = await image.boundingBox()
  expect(
    Math.abs((box?.width ?? 0) / (box?.height ?? 1) - Number(width) / Number(height)),
  ).toBeLessThan(0.02)
  const sources = await picture
    .locator('source, img')
    .evaluateAll((all) =>
      all.flatMap((element) =>
        (element.getAttribute('srcset') ?? '')
          .split(', ')
          .map((entry) => entry.split(' ')[0] ?? ''),
      ),
    )
  // Each width in the three formats.
  expect(new Set(sources.map((source) => source.split('.').pop()))).toEqual(
    new Set(['avif', 'webp', 'jpg']),
  )
  for (const source of sources) {
    const response = await page.request.get(source)
    expect(response.status(), source).toBe(200)
    expect(source.startsWith(`/images/sized/${name}-`), source).toBe(true)
  }
})
