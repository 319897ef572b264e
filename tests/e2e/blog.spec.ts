import { readFileSync } from 'node:fs'
import { BLOG_POSTS, postImage } from '../../app/blog/posts.ts'
import { GUIDE_FILES } from '../../app/guide.ts'
import { pagePath } from '../../app/i18n/pages.ts'
import { DEFAULT_ARTICLE_DATE } from '../../app/seo/structured-data.ts'
import { fillTextVariables, site } from '../../app/site.ts'
import { SITES } from '../../scripts/local-sites.ts'
import { localeText } from '../../scripts/locale-text.ts'
import { expect, type Page, test } from './fixtures.ts'

const blog = (language: 'da' | 'en', key: string) => localeText(language, 'blog', key)
/** The first paragraph of a post's body file. */
const firstParagraph = (language: 'da' | 'en', slug: string) =>
  fillTextVariables(
    readFileSync(`content/blog/${language}/${slug}.html`, 'utf8')
      .match(/<p>(.*?)<\/p>/s)?.[1]
      ?.replace(/<[^>]+>/g, '') ?? '',
  )

test('the filters show the matching posts, pressed one at a time, with an empty state', async ({
  page,
}) => {
  await page.goto(`${SITES.da}/blog`)
  const filters = page
    .getByRole('group', { name: blog('da', 'list.filter_label') })
    .getByRole('button')
  await expect(filters).toHaveText(
    ['all', 'company', 'optimization', 'reviews', 'analytics', 'tips_tricks'].map((id) =>
      blog('da', `categories.${id}`),
    ),
  )
  await expect(filters.first()).toHaveAttribute('aria-pressed', 'true')
  const cards = page.locator('main li h2')
  await expect(cards).toHaveCount(3)

  for (const [filter, count] of [
    ['tips_tricks', 2],
    ['company', 1],
    ['reviews', 0],
    ['all', 3],
  ] as const) {
    const button = filters.filter({ hasText: blog('da', `categories.${filter}`) })
    await button.click()
    await expect(button).toHaveAttribute('aria-pressed', 'true')
    await expect(page.locator('main button[aria-pressed="true"]')).toHaveCount(1)
    await expect(cards).toHaveCount(count)
    await expect(page.getByRole('status')).toHaveText(`${count} indlæg`)
    if (count === 0) await expect(page.getByText(blog('da', 'list.empty'))).toBeVisible()
  }
  await expect(page.getByText(blog('da', 'list.empty'))).toHaveCount(0)
})

for (const language of ['da', 'en'] as const) {
  for (const post of BLOG_POSTS) {
    test(`${language}: post ${post.id} shows its details, image, prerendered body and Article data`, async ({
      browser,
    }) => {
      const context = await browser.newContext({ javaScriptEnabled: false })
      const page = await context.newPage()
      const url = `${SITES[language]}/blog/${post.slug}`
      await page.goto(url)
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
        '/blog',
      )

      const article = (await page.locator('script[type="application/ld+json"]').allTextContents())
        .map((json) => JSON.parse(json))
        .find((data) => data['@type'] === 'Article')
      expect(article).toMatchObject({
        headline: blog(language, `posts.${post.id}.title`),
        description: blog(language, `posts.${post.id}.excerpt`),
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

/** Opens the blog, then a post by clicking its card: a navigation in the browser. */
async function openPostInBrowser(page: Page, site: string, index = 2) {
  await page.goto(`${site}/blog`, { waitUntil: 'networkidle' })
  await page.locator('main li h2 a').nth(index).click()
}

test('a post opened in the browser loads its body on demand, with a loading indicator', async ({
  page,
}) => {
  const slug = BLOG_POSTS[2]?.slug ?? ''
  let release = () => {}
  const held = new Promise<void>((resolve) => {
    release = resolve
  })
  const requests: string[] = []
  await page.route('**/content/blog/**', async (route) => {
    requests.push(new URL(route.request().url()).pathname)
    await held
    await route.continue()
  })
  await openPostInBrowser(page, SITES.da)
  await expect(page).toHaveURL(`${SITES.da}/blog/${slug}`)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(blog('da', 'posts.1.title'))
  await expect(page.getByRole('status')).toHaveText(blog('da', 'post.loading'))
  release()
  await expect(page.locator('.post-body')).toContainText(firstParagraph('da', slug).slice(0, 60))
  expect(requests).toEqual([`/content/blog/da/${slug}.html`])
})

test('an English body that cannot be had falls back to the Danish one', async ({ page }) => {
  const slug = BLOG_POSTS[2]?.slug ?? ''
  await page.route('**/content/blog/en/**', (route) =>
    route.fulfill({ status: 404, body: 'missing' }),
  )
  await openPostInBrowser(page, SITES.en)
  await expect(page.locator('.post-body')).toContainText(firstParagraph('da', slug).slice(0, 60))
})

test('no body at all shows "Content not found"; a failed load shows "Error loading content"', async ({
  page,
}) => {
  await page.route('**/content/blog/**', (route) => route.fulfill({ status: 404, body: 'missing' }))
  await openPostInBrowser(page, SITES.en)
  await expect(page.locator('.post-body')).toHaveText('Content not found')

  await page.unroute('**/content/blog/**')
  await page.route('**/content/blog/**', (route) => route.abort('failed'))
  await openPostInBrowser(page, SITES.da, 0)
  await expect(page.locator('.post-body')).toHaveText('Error loading content')
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
