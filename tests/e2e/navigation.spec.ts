import { LANGUAGES } from '../../app/i18n/languages.ts'
import { CONTACT_ANCHORS, NAV_PAGES, PAGES, pagePath } from '../../app/i18n/pages.ts'
import { SITES } from '../../scripts/local-sites.ts'
import { localeText } from '../../scripts/locale-text.ts'
import { expect, type Page, test } from './fixtures.ts'

test.use({ viewport: { width: 1366, height: 800 } })

const heroTitle = (language: (typeof LANGUAGES)[number], id: (typeof NAV_PAGES)[number]) =>
  id === 'home'
    ? localeText(language, 'homepage', 'hero.title_start')
    : localeText(language, PAGES[id].ns, `${PAGES[id].keyPrefix ?? ''}hero.title`)

async function scrollDown(page: Page) {
  await page.mouse.wheel(0, 2000)
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(300)
}

for (const language of LANGUAGES) {
  test(`${language}: the navigation bar leads to every page, marks the current one, and fetches no texts`, async ({
    page,
  }) => {
    const translationRequests: string[] = []
    page.on('request', (request) => {
      if (request.url().includes('/locales/')) translationRequests.push(request.url())
    })
    await page.goto(SITES[language])
    const nav = page.getByRole('navigation', {
      name: localeText(language, 'universal', 'nav.label'),
    })
    for (const id of [...NAV_PAGES.slice(1), 'home' as const]) {
      const link = nav.getByRole('link', {
        name: localeText(language, 'universal', `pages.${id}`),
        exact: true,
      })
      await link.click()
      await expect(page).toHaveURL(SITES[language] + pagePath(id, language))
      await expect(page.getByRole('heading', { level: 1 })).toContainText(heroTitle(language, id))
      await expect(link).toHaveAttribute('aria-current', 'page')
      await expect(nav.locator('[aria-current="page"]')).toHaveCount(1)
    }
    expect(translationRequests).toEqual([])
  })

  test(`${language}: the contact button goes home, to the contact section`, async ({ page }) => {
    await page.goto(SITES[language] + pagePath('about', language))
    await page
      .getByRole('banner')
      .getByRole('link', { name: localeText(language, 'universal', 'nav.contact') })
      .click()
    await expect(page).toHaveURL(`${SITES[language]}/#${CONTACT_ANCHORS[language]}`)
    const section = page.locator(`#${CONTACT_ANCHORS[language]}`)
    await expect(section).toBeInViewport()
    await expect(section.getByRole('heading', { level: 2 })).toHaveText(
      localeText(language, 'homepage', 'contact.title'),
    )
    // It lands just below the fixed navigation bar.
    await expect.poll(async () => (await section.boundingBox())?.y).toBeLessThan(100)
  })

  test(`${language}: the footer's get-quote button scrolls to contact too`, async ({ page }) => {
    await page.goto(SITES[language] + pagePath('packages', language))
    await page
      .getByRole('contentinfo')
      .getByRole('link', { name: localeText(language, 'universal', 'actions.get_quote') })
      .click()
    await expect(page).toHaveURL(`${SITES[language]}/#${CONTACT_ANCHORS[language]}`)
    const section = page.locator(`#${CONTACT_ANCHORS[language]}`)
    await expect.poll(async () => (await section.boundingBox())?.y).toBeLessThan(100)
  })
}

test('the home link scrolls back to the top of the home page', async ({ page }) => {
  await page.goto(SITES.da)
  await scrollDown(page)
  await page
    .getByRole('navigation', { name: 'Hovedmenu' })
    .getByRole('link', { name: 'Forside' })
    .click()
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
})

test('a new page opens at the top', async ({ page }) => {
  await page.goto(SITES.en)
  await scrollDown(page)
  await page.getByRole('contentinfo').getByRole('link', { name: 'About' }).click()
  await expect(page).toHaveURL(`${SITES.en}/about`)
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
})

test('the footer has the contact details, the guarantee and the legal links', async ({ page }) => {
  await page.goto(SITES.da)
  const footer = page.getByRole('contentinfo')
  await expect(footer.getByRole('link', { name: '+45 12 34 56 78' })).toHaveAttribute(
    'href',
    'tel:+4512345678',
  )
  await expect(footer.getByRole('link', { name: 'kontakt@lokalsynlig.dk' })).toHaveAttribute(
    'href',
    'mailto:kontakt@lokalsynlig.dk',
  )
  await expect(footer).toContainText(localeText('da', 'universal', 'contact.response_time'))
  await expect(footer).toContainText(localeText('da', 'universal', 'guarantee.text'))
  for (const id of ['privacy', 'terms'] as const) {
    await expect(
      footer.getByRole('link', { name: localeText('da', 'universal', `pages.${id}`), exact: true }),
    ).toHaveAttribute('href', pagePath(id, 'da'))
  }
  for (const id of ['home', 'packages', 'about', 'cases', 'blog'] as const) {
    await expect(
      footer.getByRole('link', { name: localeText('da', 'universal', `pages.${id}`), exact: true }),
    ).toHaveAttribute('href', pagePath(id, 'da'))
  }
})

test.describe('breadcrumbs', () => {
  test('are hidden on the home page', async ({ page }) => {
    await page.goto(SITES.da)
    await expect(page.getByRole('navigation', { name: 'Brødkrummesti' })).toHaveCount(0)
  })

  test('name the page, linked back home', async ({ page }) => {
    await page.goto(`${SITES.da}/om-os`)
    const crumbs = page.getByRole('navigation', { name: 'Brødkrummesti' })
    await expect(crumbs.getByRole('listitem')).toHaveText(['Forside', '›Om os'])
    await expect(crumbs.getByRole('link', { name: 'Forside' })).toHaveAttribute('href', '/')
    await expect(crumbs.locator('[aria-current="page"]')).toHaveText('Om os')
  })

  for (const [language, label, last] of [
    ['da', 'Brødkrummesti', 'Blogindlæg'],
    ['en', 'Breadcrumb', 'Blog Post'],
  ] as const) {
    test(`${language}: end with "${last}" on a post, after the blog`, async ({ page }) => {
      await page.goto(`${SITES[language]}/blog/hvorfor-jeg-startede-virksomheden`)
      const crumbs = page.getByRole('navigation', { name: label })
      await expect(crumbs.locator('[aria-current="page"]')).toHaveText(last)
      await crumbs.getByRole('link', { name: 'Blog' }).click()
      await expect(page).toHaveURL(`${SITES[language]}/blog`)
      await expect(
        page.getByRole('navigation', { name: label }).locator('[aria-current="page"]'),
      ).toHaveText('Blog')
    })
  }

  test('go out as BreadcrumbList data with the same names', async ({ request }) => {
    const html = await (
      await request.get(`${SITES.en}/blog/hvorfor-jeg-startede-virksomheden`)
    ).text()
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
      ['Home', `${SITES.en}/`],
      ['Blog', `${SITES.en}/blog`],
      ['Blog Post', `${SITES.en}/blog/hvorfor-jeg-startede-virksomheden`],
    ])
  })
})
