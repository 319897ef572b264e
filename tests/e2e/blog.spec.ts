import { postBodyPath } from '../../app/blog/post-body.ts'
import { blogPosts, postBodyFiles } from '../../app/blog/post-files.server.ts'
import { BLOG_CATEGORIES, postImage } from '../../app/blog/posts.ts'
import { GUIDE_FILES } from '../../app/guide.ts'
import { pagePath } from '../../app/i18n/pages.ts'
import { DEFAULT_ARTICLE_DATE } from '../../app/seo/structured-data.ts'
import { fillTextVariables, site } from '../../app/site.ts'
import { SITES } from '../../scripts/local-sites.ts'
import { localeText } from '../../scripts/locale-text.ts'
import { expect, type Page, test } from './fixtures.ts'

const blog = (language: 'da' | 'en', key: string) => localeText(language, 'blog', key)
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

for (const javaScriptEnabled of [true, false]) {
  test(`the filters show the matching posts, one at a time, with a count and an empty state (JavaScript ${javaScriptEnabled ? 'on' : 'off'})`, async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled })
    const page = await context.newPage()
    await page.goto(`${SITES.da}/blog`)
    const filters = page
      .getByRole('group', { name: blog('da', 'list.filter_label') })
      .getByRole('radio')
    const names = ['all', 'company', 'optimization', 'reviews', 'analytics', 'tips_tricks'].map(
      (id) => blog('da', `categories.${id}`),
    )
    for (const [index, name] of names.entries())
      await expect(filters.nth(index)).toHaveAccessibleName(name)
    await expect(filters.first()).toBeChecked()
    const cards = page.locator('main li h2:visible')
    const posts = blogPosts('da')
    await expect(cards).toHaveCount(posts.length)

    for (const filter of [...BLOG_CATEGORIES, 'all'] as const) {
      const count = posts.filter((post) => filter === 'all' || post.category === filter).length
      const name = blog('da', `categories.${filter}`)
      const radio = page.getByRole('radio', { name })
      await page.locator('label', { hasText: name }).click()
      await expect(radio).toBeChecked()
      await expect(page.locator('main input[type="radio"]:checked')).toHaveCount(1)
      await expect(cards).toHaveCount(count)
      await expect(page.getByRole('status').locator('span:visible')).toHaveText(`${count} indlæg`)
      await expect(page.getByText(blog('da', 'list.empty'))).toBeVisible({ visible: count === 0 })
    }
    await context.close()
  })
}

for (const language of ['da', 'en'] as const) {
  for (const post of blogPosts(language)) {
    test(`${language}: post ${post.id} shows its details, image, prerendered body and Article data`, async ({
      browser,
    }) => {
      const context = await browser.newContext({ javaScriptEnabled: false })
      const page = await context.newPage()
      const url = `${SITES[language]}/blog/${post.slug}`
      await page.goto(url)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(post.title)
      const header = page.locator('article header')
      await expect(header).toContainText(post.excerpt)
      await expect(header).toContainText(blog(language, `categories.${post.category}`))
      await expect(header).toContainText(
        blog(language, 'read_time').replace('{{count}}', String(post.readMinutes)),
      )
      await expect(header).toContainText(site.founder.name)
      await expect(header.locator(`time[datetime="${post.published}"]`)).toBeVisible()
      const image = page.getByRole('img', { name: post.imageAlt })
      await expect(image).toHaveAttribute('width', '960')
      await expect(image).toHaveAttribute('height', '540')
      expect(await page.locator('.post-body').innerHTML()).toBe(
        await asBrowserHtml(page, shownBody(language, post.slug)),
      )
      await expect(page.locator('.post-body')).not.toContainText('{{')
      await expect(page.locator('meta[name="keywords"]')).toHaveAttribute(
        'content',
        post.keywords.join(', '),
      )
      await expect(page.getByRole('link', { name: blog(language, 'post.back') })).toHaveAttribute(
        'href',
        '/blog',
      )

      const article = (await page.locator('script[type="application/ld+json"]').allTextContents())
        .map((json) => JSON.parse(json))
        .find((data) => data['@type'] === 'Article')
      expect(article).toMatchObject({
        headline: post.title,
        description: post.excerpt,
        image: [`${SITES[language]}${postImage(post).base}-960.jpg`],
        author: { '@type': 'Person', name: site.founder.name },
        datePublished: post.published,
        dateModified: DEFAULT_ARTICLE_DATE,
        url,
      })
      await expect(page.locator('meta[property="og:image"]')).toHaveAttribute(
        'content',
        `${SITES[language]}/images/blog/${post.slug}-social.png`,
      )
      await context.close()
    })
  }
}

test('post bodies stay loadable per slug and language, without being fetched by the page', async ({
  page,
  request,
}) => {
  const slug = blogPosts('da')[0]?.slug ?? ''
  for (const language of ['da', 'en'] as const) {
    const body = await request.get(`${SITES.da}/content/blog/${language}/${slug}.html`)
    expect(body.status()).toBe(200)
    expect(await body.text()).toBe(postBodyFiles().get(postBodyPath(language, slug)))
  }
  const fetched: string[] = []
  page.on('request', (sent) => {
    if (sent.url().includes('/content/blog/')) fetched.push(sent.url())
  })
  await page.goto(`${SITES.en}/blog/${slug}`, { waitUntil: 'networkidle' })
  expect(await page.locator('.post-body').innerHTML()).toBe(
    await asBrowserHtml(page, shownBody('en', slug)),
  )
  expect(fetched).toEqual([])
})

for (const language of ['da', 'en'] as const) {
  test(`${language}: /download starts the guide's download by itself, with a link in case it does not`, async ({
    page,
    request,
  }) => {
    const download = page.waitForEvent('download')
    await page.goto(`${SITES[language]}/download`)
    await expect(page.getByRole('status')).toHaveText(
      localeText(language, 'universal', 'download.starting'),
    )
    expect((await download).suggestedFilename()).toBe(GUIDE_FILES[language].split('/').at(-1))
    await expect(
      page.getByRole('link', { name: localeText(language, 'universal', 'download.fallback') }),
    ).toHaveAttribute('href', GUIDE_FILES[language])
    const pdf = await request.get(SITES[language] + GUIDE_FILES[language])
    expect(pdf.headers()['content-type']).toBe('application/pdf')
    expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-')
  })

  test(`${language}: the guide is linked from home and from the blog`, async ({ page }) => {
    for (const path of ['/', pagePath('blog', language)]) {
      await page.goto(SITES[language] + path)
      await expect(
        page.getByRole('link', { name: localeText(language, 'universal', 'download.link') }),
      ).toHaveAttribute('href', '/download')
    }
  })
}
