import { readFileSync } from 'node:fs'
import { BLOG_POSTS, postImage } from '../../app/blog/posts.ts'
import { GUIDE_FILES } from '../../app/guide.ts'
import { LANGUAGES } from '../../app/i18n/languages.ts'
import { pagePath } from '../../app/i18n/pages.ts'
import { DEFAULT_ARTICLE_DATE } from '../../app/seo/structured-data.ts'
import { fillTextVariables, site } from '../../app/site.ts'
import { localeText } from '../../scripts/locale-text.ts'
import { expect, siteUrl, test, withAndWithoutJavaScript } from '../playwright-utils.ts'

const blog = (language: 'da' | 'en', key: string) => localeText(language, 'blog', key)
/** The first paragraph of a post's body file. */
const firstParagraph = (language: 'da' | 'en', slug: string) =>
  fillTextVariables(
    readFileSync(`content/blog/${language}/${slug}.html`, 'utf8')
      .match(/<p>(.*?)<\/p>/s)?.[1]
      ?.replace(/<[^>]+>/g, '') ?? '',
  )

withAndWithoutJavaScript(() => {
  test('the filters show the matching posts, one at a time, with a count and an empty state', async ({
    page,
    language,
    text,
  }) => {
    await page.goto(pagePath('blog', language))
    const filters = page
      .getByRole('group', { name: text('blog', 'list.filter_label') })
      .getByRole('radio')
    const categories = ['company', 'optimization', 'reviews', 'analytics', 'tips_tricks'] as const
    for (const [index, id] of (['all', ...categories] as const).entries())
      await expect(filters.nth(index)).toHaveAccessibleName(text('blog', `categories.${id}`))
    await expect(filters.first()).toBeChecked()
    const cards = page.locator('main li h2:visible')
    await expect(cards).toHaveCount(BLOG_POSTS.length)

    const postCount = (count: number) =>
      text(
        'blog',
        new Intl.PluralRules(language).select(count) === 'one'
          ? 'list.count_one'
          : 'list.count_other',
      ).replace('{{count}}', String(count))
    // Each category, then back to all: an empty one shows the empty state, and only it.
    for (const [filter, count] of [
      ...categories.map(
        (id) => [id, BLOG_POSTS.filter((post) => post.category === id).length] as const,
      ),
      ['all', BLOG_POSTS.length] as const,
    ]) {
      const name = text('blog', `categories.${filter}`)
      const radio = page.getByRole('radio', { name })
      await page.locator('label', { hasText: name }).click()
      await expect(radio).toBeChecked()
      await expect(page.locator('main input[type="radio"]:checked')).toHaveCount(1)
      await expect(cards).toHaveCount(count)
      await expect(page.getByRole('status').locator('span:visible')).toHaveText(postCount(count))
      await expect(page.getByText(text('blog', 'list.empty'))).toBeVisible({
        visible: count === 0,
      })
    }
  })
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  for (const post of BLOG_POSTS) {
    test(`post ${post.slug} shows its details, image, prerendered body and Article data`, async ({
      page,
      language,
    }) => {
      const path = pagePath('blogPost', language, { slug: post.slug })
      const url = siteUrl(language, path)
      await page.goto(path)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        blog(language, `posts.${post.id}.title`),
      )
      const header = page.locator('article header')
      await expect(header).toContainText(blog(language, `posts.${post.id}.excerpt`))
      await expect(header).toContainText(blog(language, `categories.${post.category}`))
      await expect(header).toContainText(
        blog(language, 'read_time').replace('{{count}}', String(post.readMinutes)),
      )
      await expect(header).toContainText(site.founder.name)
      await expect(header.locator(`time[datetime="${post.published}"]`)).toBeVisible()
      const image = page.getByRole('img', { name: blog(language, `posts.${post.id}.image_alt`) })
      await expect(image).toHaveAttribute('width', '960')
      await expect(image).toHaveAttribute('height', '540')
      await expect(page.locator('.post-body')).toContainText(
        firstParagraph(language, post.slug).slice(0, 60),
      )
      await expect(page.locator('.post-body')).not.toContainText('{{')
      await expect(page.getByRole('link', { name: blog(language, 'post.back') })).toHaveAttribute(
        'href',
        pagePath('blog', language),
      )

      const article = (await page.locator('script[type="application/ld+json"]').allTextContents())
        .map((json) => JSON.parse(json))
        .find((data) => data['@type'] === 'Article')
      expect(article).toMatchObject({
        headline: blog(language, `posts.${post.id}.title`),
        description: blog(language, `posts.${post.id}.excerpt`),
        image: [siteUrl(language, `${postImage(post).base}-960.jpg`)],
        author: { '@type': 'Person', name: site.founder.name },
        datePublished: post.published,
        dateModified: DEFAULT_ARTICLE_DATE,
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
  const slug = BLOG_POSTS[0]?.slug ?? ''
  for (const bodyLanguage of LANGUAGES) {
    const body = await request.get(`/content/blog/${bodyLanguage}/${slug}.html`)
    expect(body.status()).toBe(200)
    expect(await body.text()).toContain('<h2>')
  }
  const fetched: string[] = []
  page.on('request', (sent) => {
    if (sent.url().includes('/content/blog/')) fetched.push(sent.url())
  })
  await page.goto(pagePath('blogPost', language, { slug }), { waitUntil: 'networkidle' })
  await expect(page.locator('.post-body')).toContainText(
    firstParagraph(language, slug).slice(0, 60),
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

test('the guide is linked from home and from the blog', async ({ page, language, text }) => {
  for (const path of ['/', pagePath('blog', language)]) {
    await page.goto(path)
    await expect(
      page.getByRole('link', { name: text('universal', 'download.link') }),
    ).toHaveAttribute('href', pagePath('download', language))
  }
})
