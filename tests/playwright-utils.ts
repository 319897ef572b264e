import { test as base, expect, type Locator, type Page } from '@playwright/test'
import type { CustomTypeOptions } from 'i18next'
import type { Language } from '#app/i18n/languages.ts'
import { localeText } from '#app/i18n/locale-text.server.ts'
import type { PageTextKey } from '#app/i18n/page-text.ts'
import {
  CONTACT_ANCHORS,
  type Namespace,
  PAGE_IDS,
  PAGES,
  type PageId,
  type PageParams,
} from '#app/i18n/pages.ts'
import { concretePages, concretePaths } from '#app/i18n/site-paths.server.ts'
import { site } from '#app/settings/site.ts'
import { PORTS, SITES } from '#server/local-sites.ts'

export { expect, type Page, type Route } from '@playwright/test'

/** The dotted keys of the texts (strings, not lists) in a locale file's JSON. */
type TextKeys<Texts> = {
  [Key in keyof Texts & string]: Texts[Key] extends string
    ? Key
    : Texts[Key] extends readonly unknown[]
      ? never
      : `${Key}.${TextKeys<Texts[Key]>}`
}[keyof Texts & string]

/** A key of a namespace's texts, typed from the Danish files as the app's are (i18next.d.ts). */
export type TextKey<Ns extends Namespace> = TextKeys<CustomTypeOptions['resources'][Ns]>

/** A text as a visitor of a language reads it; tests get it in their project's language as `text`. */
export function textIn<Ns extends Namespace>(language: Language, ns: Ns, key: TextKey<Ns>): string {
  return localeText(language, ns, key)
}

/** A text every page has (title, description, hero), from its namespace and key prefix. */
export function pageTextIn(language: Language, id: PageId, key: PageTextKey): string {
  return localeText(language, PAGES[id].ns, `${PAGES[id].keyPrefix ?? ''}${key}`)
}

/** The option each Playwright project sets (playwright.config.ts): the site's language. */
export type LanguageOption = { language: Language }

type Fixtures = {
  /** A text as a visitor reads it in the project's language: `text('homepage', 'hero.title')`. */
  text: <Ns extends Namespace>(ns: Ns, key: TextKey<Ns>) => string
  /** A text every page has in the project's language: `pageText('packages', 'hero.title')`. */
  pageText: (id: PageId, key: PageTextKey) => string
}

/**
 * Every spec runs once per language, against that language's site (`baseURL`): it visits
 * relative paths (`pagePath(id, language)`) and reads texts in the project's language.
 */
export const test = base.extend<Fixtures & LanguageOption>({
  language: ['da', { option: true }],
  text: async ({ language }, use) => {
    await use((ns, key) => textIn(language, ns, key))
  },
  pageText: async ({ language }, use) => {
    await use((id, key) => pageTextIn(language, id, key))
  },
})

/** Declares the tests of `declare` twice, with JavaScript on and off. */
export function withAndWithoutJavaScript(declare: () => void): void {
  for (const javaScriptEnabled of [true, false]) {
    test.describe(`JavaScript ${javaScriptEnabled ? 'on' : 'off'}`, () => {
      test.use({ javaScriptEnabled })
      declare()
    })
  }
}

/** The other language: where the language switch and hreflang lead. */
export function otherLanguage(language: Language): Language {
  return language === 'da' ? 'en' : 'da'
}

/**
 * The absolute URL of a path on a language's local site, for the few tests that cross from one
 * domain to the other or check absolute URLs (canonical, hreflang, Open Graph, JSON-LD).
 */
export function siteUrl(language: Language, path = '/'): string {
  return SITES[language] + path
}

/** The local mail inbox `npm start` runs beside the sites. */
/**
 * The smoke run's tests (`npm run test:quick`, Danish only): every page's HTML, the navigation,
 * and a message to the inbox. `test('…', SMOKE, async …)`.
 */
export const SMOKE = { tag: '@smoke' }

/** The answer time, as the pages say it (universal.json, `response_time`): said at most twice a page. */
export const ANSWER_TIME: Record<Language, RegExp> = {
  da: /inden for én arbejdsdag/gi,
  en: /within one business day/gi,
}

export const INBOX = `http://localhost:${PORTS.mail}`

/**
 * Every kind of prerendered page, by id and parameters, so that a test per page is named the
 * same in both projects: `pagePath(id, language, params)` gives its path. Every post; of the
 * blog list's further pages and categories, which are alike, the first of each (blog.spec.ts
 * and the tests over `everyPath` visit them all).
 */
export const EVERY_PAGE = PAGE_IDS.flatMap((id) => {
  const pages = concretePages(id, 'da')
  return (id === 'blogPost' ? pages : pages.slice(0, 1)).map(({ params, indexable }) => ({
    id,
    params,
    indexable,
  }))
})

/** A page's name in test titles: its id and parameters, the same in both projects. */
export const pageName = ({ id, params }: { id: PageId; params: PageParams }) =>
  [id, ...Object.values(params)].join(' ')

/** The paths of every prerendered page in a language. */
export function everyPath(language: Language): string[] {
  return PAGE_IDS.flatMap((id) => concretePaths(id, language))
}

/** What the home page's three counters end on, in the order shown (figure spaces as spaces). */
export const COUNTERS_END_ON: Record<Language, string[]> = {
  da: ['46 %', '900 %', '76 %'],
  en: ['46%', '900%', '76%'],
}

/**
 * Waits until the page's islands work (home and the free-analysis page load a few KB for them;
 * every other page has no script to wait for). A visitor does not wait for this, and most tests
 * should not either: use it only where a test is about what happens once the scripts run.
 */
export async function islandsReady(page: Page): Promise<void> {
  await page.locator('html[data-ready]').waitFor({ state: 'attached' })
}

type FormField = 'name' | 'email' | 'company' | 'message' | 'phone' | 'when' | 'searches'

/** A form, its fields by their labels in the page's language, and its send button. */
function formParts(form: Locator, language: Language, send: string) {
  return {
    form,
    field: (name: FormField) => form.getByLabel(textIn(language, 'universal', `form.${name}`)),
    send: form.getByRole('button', { name: send }),
  }
}

/** The home page's contact form. */
export function contactForm(page: Page, language: Language) {
  return formParts(
    page.locator(`#${CONTACT_ANCHORS[language]} form#contact-form`),
    language,
    textIn(language, 'homepage', 'contact.form.submit'),
  )
}

/** The free-analysis page's request form. */
export function auditForm(page: Page, language: Language) {
  return formParts(page.locator('#audit-form'), language, textIn(language, 'audit', 'form.submit'))
}

/** The call-back request ("Ring mig op") on home or the free-analysis page. */
export function callbackForm(page: Page, language: Language) {
  return formParts(
    page.locator('form[data-mail-form*=\'"template":"callback"\']'),
    language,
    textIn(language, 'universal', 'callback.submit'),
  )
}

/** The page is home, scrolled to its contact section, which lands just below the fixed bar. */
export async function expectAtContact(page: Page, language: Language): Promise<void> {
  await expect(page).toHaveURL(`/#${CONTACT_ANCHORS[language]}`)
  await expect
    .poll(async () => (await page.locator(`#${CONTACT_ANCHORS[language]}`).boundingBox())?.y)
    .toBeLessThan(100)
}

/** The five steps from the first contact to the first report, in order, as a numbered list. */
export async function expectHowItWorks(page: Page, language: Language): Promise<void> {
  const section = page.getByRole('region', {
    name: textIn(language, 'universal', 'how_it_works.title'),
  })
  const steps = section.getByRole('list').getByRole('listitem')
  await expect(steps).toHaveCount(5)
  await expect(steps.getByRole('heading', { level: 3 })).toHaveText(
    (['ask', 'analysis', 'access', 'start', 'report'] as const).map((step) =>
      textIn(language, 'universal', `how_it_works.steps.${step}.title`),
    ),
  )
  expect(await section.locator('ol').count()).toBe(1)
}

/**
 * The phone and e-mail links, as the contact section and footer show them, and the response
 * time where it is said (the contact section; the footer leaves it to the page).
 */
export async function expectContactDetails(
  place: Locator,
  language: Language,
  { responseTime = true } = {},
): Promise<void> {
  // The owner's own details (content/site.json), so the tests pass on his site as on the sample.
  const phone = place.getByRole('link', { name: site.phone.display.replaceAll('\u00a0', ' ') })
  await expect(phone).toHaveAttribute('href', `tel:${site.phone.dial}`)
  await expect(place.getByRole('link', { name: site.email })).toHaveAttribute(
    'href',
    `mailto:${site.email}`,
  )
  const said = expect(place)
  await (responseTime ? said : said.not).toContainText(
    textIn(language, 'universal', 'contact.response_time'),
  )
}
