import { blogPosts } from '#app/blog/post-files.server.ts'
import { CONTACT_ANCHORS, PAGE_LINKS, pagePath } from '#app/i18n/pages.ts'
import {
  expect,
  expectAtContact,
  expectContactDetails,
  type Page,
  SMOKE,
  siteUrl,
  test,
} from '#tests/playwright-utils.ts'

test.use({ viewport: { width: 1366, height: 800 } })

async function scrollDown(page: Page) {
  await page.mouse.wheel(0, 2000)
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(300)
}

test(
  'the navigation bar leads to every page, marks the current one, and fetches no texts',
  SMOKE,
  async ({ page, language, text, pageText }) => {
    const translationRequests: string[] = []
    page.on('request', (request) => {
      if (request.url().includes('/locales/')) translationRequests.push(request.url())
    })
    await page.goto('/')
    const nav = page.getByRole('navigation', { name: text('universal', 'nav.label') })
    for (const id of [...PAGE_LINKS.header.slice(1), 'home' as const]) {
      const link = nav.getByRole('link', { name: text('universal', `pages.${id}`), exact: true })
      await link.click()
      await expect(page).toHaveURL(pagePath(id, language))
      await expect(page.getByRole('heading', { level: 1 })).toContainText(
        id === 'home' ? text('homepage', 'hero.title_start') : pageText(id, 'hero.title'),
      )
      await expect(link).toHaveAttribute('aria-current', 'page')
      await expect(nav.locator('[aria-current="page"]')).toHaveCount(1)
    }
    expect(translationRequests).toEqual([])
  },
)

test('the contact button goes home, to the contact section', async ({ page, language, text }) => {
  await page.goto(pagePath('about', language))
  await page
    .getByRole('banner')
    .getByRole('link', { name: text('universal', 'nav.contact') })
    .click()
  await expectAtContact(page, language)
  const section = page.locator(`#${CONTACT_ANCHORS[language]}`)
  await expect(section).toBeInViewport()
  await expect(section.getByRole('heading', { level: 2 })).toHaveText(
    text('homepage', 'contact.title'),
  )
})

test("the footer's get-quote button scrolls to contact too", async ({ page, language, text }) => {
  await page.goto(pagePath('packages', language))
  await page
    .getByRole('contentinfo')
    .getByRole('link', { name: text('universal', 'actions.get_quote') })
    .click()
  await expectAtContact(page, language)
})

test('the home link scrolls back to the top of the home page', async ({ page, text }) => {
  await page.goto('/')
  await scrollDown(page)
  await page
    .getByRole('navigation', { name: text('universal', 'nav.label') })
    .getByRole('link', { name: text('universal', 'pages.home') })
    .click()
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
})

test('a new page opens at the top', async ({ page, language, text }) => {
  await page.goto('/')
  await scrollDown(page)
  await page
    .getByRole('contentinfo')
    .getByRole('link', { name: text('universal', 'pages.about'), exact: true })
    .click()
  await expect(page).toHaveURL(pagePath('about', language))
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
})

test('the footer has the contact details, the guarantee as a link to its terms and the legal links', async ({
  page,
  language,
  text,
}) => {
  await page.goto('/')
  const footer = page.getByRole('contentinfo')
  await expectContactDetails(footer, language, { responseTime: false })
  await expect(
    footer.getByRole('link', { name: text('universal', 'guarantee.badge') }),
  ).toHaveAttribute('href', `${pagePath('terms', language)}#section-9`)
  await expect(footer).not.toContainText(text('universal', 'guarantee.promise'))
  for (const id of ['privacy', 'terms', 'home', 'packages', 'about', 'cases', 'blog'] as const) {
    await expect(
      footer.getByRole('link', { name: text('universal', `pages.${id}`), exact: true }),
    ).toHaveAttribute('href', pagePath(id, language))
  }
})

test.describe('breadcrumbs', () => {
  const post = blogPosts('da')[0]?.slug ?? ''

  test('name the page, linked back home, where they are not shown', async ({
    page,
    language,
    text,
  }) => {
    await page.goto(pagePath('about', language))
    const crumbs = page.getByRole('navigation', { name: text('universal', 'breadcrumb.label') })
    const home = text('universal', 'pages.home')
    const about = text('universal', 'pages.about')
    await expect(crumbs.getByRole('listitem')).toHaveText([home, `›${about}`])
    await expect(crumbs.locator('[aria-current="page"]')).toHaveText(about)
    const homeLink = crumbs.getByRole('link', { name: home })
    await expect(homeLink).toHaveAttribute('href', '/')
    await homeLink.click()
    await expect(page).toHaveURL('/')
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(crumbs).toHaveCount(0)
  })

  test('end with the post on a post, after the blog', async ({ page, language, text }) => {
    await page.goto(pagePath('blogPost', language, { slug: post }))
    const crumbs = page.getByRole('navigation', { name: text('universal', 'breadcrumb.label') })
    await expect(crumbs.locator('[aria-current="page"]')).toHaveText(
      text('universal', 'breadcrumb.blog_post'),
    )
    await crumbs.getByRole('link', { name: text('universal', 'pages.blog') }).click()
    await expect(page).toHaveURL(pagePath('blog', language))
    await expect(crumbs.locator('[aria-current="page"]')).toHaveText(
      text('universal', 'pages.blog'),
    )
  })

  test('go out as BreadcrumbList data with the same names', async ({ request, language, text }) => {
    const path = pagePath('blogPost', language, { slug: post })
    const html = await (await request.get(path)).text()
    const lists = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)]
      .map((m) => JSON.parse(m[1] ?? '{}'))
      .filter((data) => data['@type'] === 'BreadcrumbList')
    expect(lists).toHaveLength(1)
    expect(
      lists[0].itemListElement.map((item: { name: string; item: string }) => [
        item.name,
        item.item,
      ]),
    ).toEqual([
      [text('universal', 'pages.home'), siteUrl(language, '/')],
      [text('universal', 'pages.blog'), siteUrl(language, pagePath('blog', language))],
      [text('universal', 'breadcrumb.blog_post'), siteUrl(language, path)],
    ])
  })
})
