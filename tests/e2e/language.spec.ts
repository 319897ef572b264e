import { LANGUAGES } from '../../app/i18n/languages.ts'
import { SITES } from '../../scripts/local-sites.ts'
import { localeText } from '../../scripts/locale-text.ts'
import { expect, type Page, test } from './fixtures.ts'

test.use({ viewport: { width: 1366, height: 800 } })

function recordTranslationRequests(page: Page): string[] {
  const requests: string[] = []
  page.on('request', (request) => {
    const { pathname } = new URL(request.url())
    if (pathname.startsWith('/locales/')) requests.push(pathname)
  })
  return requests
}

const storedLanguage = (page: Page) => page.evaluate(() => localStorage.getItem('lang'))
const heroStart = (language: 'da' | 'en') => localeText(language, 'homepage', 'hero.title_start')

for (const language of LANGUAGES) {
  test(`${language}: the first view needs no translation request, and stores the domain's language`, async ({
    page,
  }) => {
    const requests = recordTranslationRequests(page)
    await page.goto(SITES[language], { waitUntil: 'networkidle' })
    await expect(page.getByRole('heading', { level: 1 })).toContainText(heroStart(language))
    await expect.poll(() => storedLanguage(page)).toBe(language)
    expect(requests).toEqual([])
    await expect(page.locator('html')).toHaveAttribute('lang', language)
  })
}

test('?lng=en on the Danish domain switches the page to English in the browser', async ({
  page,
}) => {
  const requests = recordTranslationRequests(page)
  await page.goto(`${SITES.da}/tjenester?lng=en`)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    localeText('en', 'tjenester', 'hero.title'),
  )
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')
  expect(await storedLanguage(page)).toBe('en')
  expect(requests.sort()).toEqual(['/locales/en/tjenester.json', '/locales/en/universal.json'])
  // Paths stay this domain's; only the words change.
  await page
    .getByRole('navigation', { name: localeText('en', 'universal', 'nav.label') })
    .getByRole('link', { name: 'About' })
    .click()
  await expect(page).toHaveURL(`${SITES.da}/om-os`)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    localeText('en', 'om-os', 'hero.title'),
  )
  // The way back to Danish is this domain, told with ?lng so the stored choice does not win.
  await expect(page.getByRole('link', { name: 'Dansk', exact: true })).toHaveAttribute(
    'href',
    `${SITES.da}/om-os?lng=da`,
  )
})

test('a stored language wins over the domain', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('lang', 'da'))
  await page.goto(`${SITES.en}/about`)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    localeText('da', 'om-os', 'hero.title'),
  )
  await expect(page.locator('html')).toHaveAttribute('lang', 'da')
})

test('the lng query wins over the stored language', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('lang', 'en'))
  await page.goto(`${SITES.da}/?lng=da`)
  await expect.poll(() => storedLanguage(page)).toBe('da')
  await expect(page.getByRole('heading', { level: 1 })).toContainText(heroStart('da'))
})

test('the switch leads to the same page on the sister domain, marked with hreflang', async ({
  page,
}) => {
  await page.goto(`${SITES.da}/tjenester`)
  const toEnglish = page.getByRole('link', { name: 'English', exact: true })
  await expect(toEnglish).toHaveAttribute('hreflang', 'en')
  await expect(toEnglish).toHaveAttribute('href', `${SITES.en}/services`)
  await expect(toEnglish).toHaveAttribute('title', 'Read this page in English')
  await toEnglish.click()
  await expect(page).toHaveURL(`${SITES.en}/services`)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    localeText('en', 'tjenester', 'hero.title'),
  )
  const toDanish = page.getByRole('link', { name: 'Dansk', exact: true })
  await expect(toDanish).toHaveAttribute('hreflang', 'da')
  await toDanish.click()
  await expect(page).toHaveURL(`${SITES.da}/tjenester`)
})

test('on a post, the switch keeps the post', async ({ page }) => {
  const slug = 'saadan-giver-du-adgang-til-din-google-virksomhedsprofil'
  await page.goto(`${SITES.en}/blog/${slug}`)
  await expect(page.getByRole('link', { name: 'Dansk', exact: true })).toHaveAttribute(
    'href',
    `${SITES.da}/blog/${slug}`,
  )
})
