import { GUIDE_FILES } from '../../app/guide.ts'
import { LANGUAGES } from '../../app/i18n/languages.ts'
import { type Namespace, pagePath } from '../../app/i18n/pages.ts'
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

/** URL, <html lang>, title, description and text all in one language. */
async function expectPageIn(page: Page, language: 'da' | 'en', ns: Namespace) {
  await expect(page.locator('html')).toHaveAttribute('lang', language)
  await expect(page).toHaveTitle(localeText(language, ns, 'meta.title'))
  await expect(page.locator('meta[name="description"]')).toHaveAttribute(
    'content',
    localeText(language, ns, 'meta.description'),
  )
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    localeText(language, ns, 'hero.title'),
  )
}

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

test('?lng=en on the Danish domain leads to the same page on the English domain, all in English', async ({
  page,
}) => {
  const requests = recordTranslationRequests(page)
  await page.goto(`${SITES.da}/tjenester?lng=en`)
  await expect(page).toHaveURL(`${SITES.en}/services?lng=en`)
  await expectPageIn(page, 'en', 'tjenester')
  expect(await storedLanguage(page)).toBe('en')
  expect(requests).toEqual([])
  // The way back carries ?lng, so the English domain's stored choice cannot send it back.
  const toDanish = page.getByRole('link', { name: 'Dansk', exact: true })
  await expect(toDanish).toHaveAttribute('href', `${SITES.da}/tjenester?lng=da`)
  await toDanish.click()
  await expect(page).toHaveURL(`${SITES.da}/tjenester?lng=da`)
  await expectPageIn(page, 'da', 'tjenester')
  // Later visits without ?lng stay where the visitor chose.
  await page.goto(`${SITES.da}/om-os`)
  await expect(page).toHaveURL(`${SITES.da}/om-os`)
  await page.goto(`${SITES.en}/about`)
  await expect(page).toHaveURL(`${SITES.en}/about`)
})

test('a stored language wins over the domain', async ({ page }) => {
  // A visitor who once chose Danish on the English domain…
  await page.goto(`${SITES.en}/about?lng=da`)
  await expect(page).toHaveURL(`${SITES.da}/om-os?lng=da`)
  // …comes back to it later without ?lng.
  await page.goto(`${SITES.en}/about`)
  await expect(page).toHaveURL(`${SITES.da}/om-os?lng=da`)
  await expectPageIn(page, 'da', 'om-os')
})

test('the lng query wins over the stored language', async ({ page }) => {
  await page.addInitScript(() => {
    if (!localStorage.getItem('seeded')) {
      localStorage.setItem('seeded', '1')
      localStorage.setItem('lang', 'en')
    }
  })
  await page.goto(`${SITES.da}/?lng=da`)
  await expect(page).toHaveURL(`${SITES.da}/?lng=da`)
  await expect.poll(() => storedLanguage(page)).toBe('da')
  await expect(page.getByRole('heading', { level: 1 })).toContainText(heroStart('da'))
})

test('the switch leads to the same page on the sister domain, marked with hreflang', async ({
  page,
}) => {
  await page.goto(`${SITES.da}/tjenester`)
  const toEnglish = page.getByRole('link', { name: 'English', exact: true })
  await expect(toEnglish).toHaveAttribute('hreflang', 'en')
  await expect(toEnglish).toHaveAttribute('href', `${SITES.en}/services?lng=en`)
  await expect(toEnglish).toHaveAttribute('title', 'Read this page in English')
  await toEnglish.click()
  await expect(page).toHaveURL(`${SITES.en}/services?lng=en`)
  await expectPageIn(page, 'en', 'tjenester')
  const toDanish = page.getByRole('link', { name: 'Dansk', exact: true })
  await expect(toDanish).toHaveAttribute('hreflang', 'da')
  await toDanish.click()
  await expect(page).toHaveURL(`${SITES.da}/tjenester?lng=da`)
  await expectPageIn(page, 'da', 'tjenester')
})

test('on a post, the switch keeps the post', async ({ page }) => {
  const slug = 'saadan-giver-du-adgang-til-din-google-virksomhedsprofil'
  await page.goto(`${SITES.en}/blog/${slug}`)
  await expect(page.getByRole('link', { name: 'Dansk', exact: true })).toHaveAttribute(
    'href',
    `${SITES.da}/blog/${slug}?lng=da`,
  )
})

test('/download?lng=en on the Danish domain downloads the English guide only', async ({ page }) => {
  const downloads: string[] = []
  page.on('download', (download) => downloads.push(download.suggestedFilename()))
  const english = page.waitForEvent('download')
  await page.goto(`${SITES.da}${pagePath('download', 'da')}?lng=en`)
  await english
  await expect(page).toHaveURL(`${SITES.en}/download?lng=en`)
  await page.waitForTimeout(500)
  expect(downloads).toEqual([GUIDE_FILES.en.split('/').at(-1)])
})

test('a visitor without JavaScript reads the domain language, and the switch still works', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  await page.goto(`${SITES.da}/tjenester?lng=en`)
  await expectPageIn(page, 'da', 'tjenester')
  await page.getByRole('link', { name: 'English', exact: true }).click()
  await expectPageIn(page, 'en', 'tjenester')
  await context.close()
})
