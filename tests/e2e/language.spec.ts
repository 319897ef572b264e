import { blogPosts } from '#app/blog/post-files.server.ts'
import { GUIDE_FILES } from '#app/guide/guide-files.ts'
import type { Language } from '#app/i18n/languages.ts'
import { type PageId, pagePath } from '#app/i18n/pages.ts'
import {
  expect,
  otherLanguage,
  type Page,
  pageTextIn,
  siteUrl,
  test,
  textIn,
} from '#tests/playwright-utils.ts'

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

/** A page on a language's domain, as the language switch links it: with `?lng`. */
const chosen = (language: Language, id: PageId, params: { slug?: string } = {}) =>
  `${siteUrl(language, pagePath(id, language, params))}?lng=${language}`

/** The link to the other language (it names that language). */
const languageSwitch = (page: Page, shown: Language) =>
  page.getByRole('link', { name: textIn(shown, 'universal', 'language.switch'), exact: true })

/** URL, <html lang>, title, description and text all in one language. */
async function expectPageIn(page: Page, language: Language, id: PageId) {
  await expect(page.locator('html')).toHaveAttribute('lang', language)
  await expect(page).toHaveTitle(pageTextIn(language, id, 'meta.title'))
  await expect(page.locator('meta[name="description"]')).toHaveAttribute(
    'content',
    pageTextIn(language, id, 'meta.description'),
  )
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    pageTextIn(language, id, 'hero.title'),
  )
}

test('the first view needs no translation request, and stores nothing in the browser', async ({
  page,
  context,
  language,
  text,
}) => {
  const requests = recordTranslationRequests(page)
  await page.goto('/', { waitUntil: 'networkidle' })
  await expect(page.getByRole('heading', { level: 1 })).toContainText(
    text('homepage', 'hero.title_start'),
  )
  await expect(page.locator('html')).toHaveAttribute('lang', language)
  expect(requests).toEqual([])
  // The domain decides the language; only the visitor's own choice is kept (privacy § 9).
  const stored = await page.evaluate(() => [
    Object.keys(localStorage),
    Object.keys(sessionStorage),
    document.cookie,
  ])
  expect(stored).toEqual([[], [], ''])
  expect(await context.cookies()).toEqual([])
})

test('?lng with the other language leads to the same page on its domain, all in that language', async ({
  page,
  language,
}) => {
  const other = otherLanguage(language)
  const requests = recordTranslationRequests(page)
  await page.goto(`${pagePath('packages', language)}?lng=${other}`)
  await expect(page).toHaveURL(chosen(other, 'packages'))
  await expectPageIn(page, other, 'packages')
  expect(await storedLanguage(page)).toBe(other)
  expect(requests).toEqual([])
  // The way back carries ?lng, so the other domain's stored choice cannot send it back.
  const back = languageSwitch(page, other)
  await expect(back).toHaveAttribute('href', chosen(language, 'packages'))
  await back.click()
  await expect(page).toHaveURL(chosen(language, 'packages'))
  await expectPageIn(page, language, 'packages')
  // Later visits without ?lng stay where the visitor chose.
  await page.goto(pagePath('about', language))
  await expect(page).toHaveURL(pagePath('about', language))
  await page.goto(siteUrl(other, pagePath('about', other)))
  await expect(page).toHaveURL(siteUrl(other, pagePath('about', other)))
})

test('a stored language wins over the domain', async ({ page, language }) => {
  const other = otherLanguage(language)
  // A visitor who once chose the other language on this domain…
  await page.goto(`${pagePath('about', language)}?lng=${other}`)
  await expect(page).toHaveURL(chosen(other, 'about'))
  // …comes back to it later without ?lng.
  await page.goto(pagePath('about', language))
  await expect(page).toHaveURL(chosen(other, 'about'))
  await expectPageIn(page, other, 'about')
})

test('the lng query wins over the stored language', async ({ page, language, text }) => {
  await page.addInitScript((stored) => {
    if (!localStorage.getItem('seeded')) {
      localStorage.setItem('seeded', '1')
      localStorage.setItem('lang', stored)
    }
  }, otherLanguage(language))
  await page.goto(`/?lng=${language}`)
  await expect(page).toHaveURL(`/?lng=${language}`)
  await expect.poll(() => storedLanguage(page)).toBe(language)
  await expect(page.getByRole('heading', { level: 1 })).toContainText(
    text('homepage', 'hero.title_start'),
  )
})

test('the switch leads to the same page on the sister domain, marked with hreflang', async ({
  page,
  language,
  text,
}) => {
  const other = otherLanguage(language)
  await page.goto(pagePath('packages', language))
  const toOther = languageSwitch(page, language)
  await expect(toOther).toHaveAttribute('hreflang', other)
  await expect(toOther).toHaveAttribute('href', chosen(other, 'packages'))
  await expect(toOther).toHaveAttribute('title', text('universal', 'language.switch_label'))
  await toOther.click()
  await expect(page).toHaveURL(chosen(other, 'packages'))
  await expectPageIn(page, other, 'packages')
  const back = languageSwitch(page, other)
  await expect(back).toHaveAttribute('hreflang', language)
  await back.click()
  await expect(page).toHaveURL(chosen(language, 'packages'))
  await expectPageIn(page, language, 'packages')
})

test('on a post, the switch keeps the post', async ({ page, language }) => {
  const slug = blogPosts('da')[0]?.slug ?? ''
  await page.goto(pagePath('blogPost', language, { slug }))
  await expect(languageSwitch(page, language)).toHaveAttribute(
    'href',
    chosen(otherLanguage(language), 'blogPost', { slug }),
  )
})

test("/download?lng with the other language downloads that language's guide only", async ({
  page,
  language,
}) => {
  const other = otherLanguage(language)
  const downloads: string[] = []
  page.on('download', (download) => downloads.push(download.suggestedFilename()))
  const guide = page.waitForEvent('download')
  await page.goto(`${pagePath('download', language)}?lng=${other}`)
  await guide
  await expect(page).toHaveURL(chosen(other, 'download'))
  await page.waitForTimeout(500)
  expect(downloads).toEqual([GUIDE_FILES[other].split('/').at(-1)])
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('a visitor reads the domain language, and the switch still works', async ({
    page,
    language,
  }) => {
    await page.goto(`${pagePath('packages', language)}?lng=${otherLanguage(language)}`)
    await expectPageIn(page, language, 'packages')
    await languageSwitch(page, language).click()
    await expectPageIn(page, otherLanguage(language), 'packages')
  })
})
