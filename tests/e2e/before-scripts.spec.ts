import type { CDPSession } from '@playwright/test'
import { LANGUAGES } from '../../app/i18n/languages.ts'
import { CONTACT_ANCHORS, pagePath } from '../../app/i18n/pages.ts'
import { SITES } from '../../scripts/local-sites.ts'
import { localeText } from '../../scripts/locale-text.ts'
import { expect, hydrated, type Page, test } from './fixtures.ts'

/**
 * A visitor on a mid-range phone (Lighthouse's mobile profile, applied for real: 4× CPU,
 * 150 ms round trip, 1.6 Mbit/s) acts as soon as the page shows, before its scripts are ready.
 */
test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })
test.describe.configure({ timeout: 60_000 })

async function throttle(page: Page): Promise<CDPSession> {
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Network.enable')
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  })
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
  return cdp
}

/**
 * Opens a page throttled and hands it over once its main content has painted. Its scripts are
 * held back until the test lets them go, so what the test does happens before hydration for
 * certain (the page's module script is deferred, so DOMContentLoaded waits for it too).
 */
async function openEarly(page: Page, url: string): Promise<() => void> {
  await throttle(page)
  let release = () => {}
  const held = new Promise<void>((resolve) => {
    release = resolve
  })
  await page.route('**/assets/*.js', async (route) => {
    await held
    await route.continue()
  })
  await page.goto(url, { waitUntil: 'commit' })
  await page.locator('footer').waitFor()
  return async () => {
    expect(await page.locator('html[data-hydrated]').count()).toBe(0)
    release()
  }
}

/** Every send to the mail endpoint, with its JSON body. */
function recordSends(page: Page) {
  const sent: { template_params: Record<string, string> }[] = []
  page.on('request', (request) => {
    if (request.url().endsWith('/api/v1.0/email/send') && request.method() === 'POST')
      sent.push(request.postDataJSON())
  })
  return sent
}

const label = (language: 'da' | 'en', key: string) => localeText(language, 'universal', key)

for (const language of LANGUAGES) {
  const contactForm = (page: Page) => page.locator(`#${CONTACT_ANCHORS[language]} form`)
  const auditForm = (page: Page) => page.locator('#audit-form')
  const typed = {
    name: 'Bager Jensen',
    email: 'bager@example.dk',
    company: 'Bageriet på hjørnet',
    message: 'Vi vil gerne findes, når folk søger bager i nærheden.',
  }

  test(`${language}: text typed into both forms before hydration is still there afterwards`, async ({
    page,
  }) => {
    let scriptsGo = await openEarly(page, SITES[language])
    const contact = contactForm(page)
    await contact.getByLabel(label(language, 'form.name')).pressSequentially(typed.name)
    await contact.getByLabel(label(language, 'form.email')).pressSequentially(typed.email)
    await scriptsGo()
    // Typing on across the moment of hydration loses nothing either.
    await contact.getByLabel(label(language, 'form.message')).pressSequentially(typed.message)
    await hydrated(page)
    await page.waitForLoadState('networkidle')
    await expect(contact.getByLabel(label(language, 'form.name'))).toHaveValue(typed.name)
    await expect(contact.getByLabel(label(language, 'form.email'))).toHaveValue(typed.email)
    await expect(contact.getByLabel(label(language, 'form.message'))).toHaveValue(typed.message)

    scriptsGo = await openEarly(page, SITES[language] + pagePath('audit', language))
    const audit = auditForm(page)
    await audit.getByLabel(label(language, 'form.company')).pressSequentially(typed.company)
    await audit.getByLabel(label(language, 'form.email')).pressSequentially(typed.email)
    await scriptsGo()
    await hydrated(page)
    await page.waitForLoadState('networkidle')
    await expect(audit.getByLabel(label(language, 'form.company'))).toHaveValue(typed.company)
    await expect(audit.getByLabel(label(language, 'form.email'))).toHaveValue(typed.email)
  })

  test(`${language}: a free-analysis request sent before hydration goes out once, with what was typed`, async ({
    page,
  }) => {
    const sent = recordSends(page)
    const scriptsGo = await openEarly(page, SITES[language] + pagePath('audit', language))
    const audit = auditForm(page)
    await audit.getByLabel(label(language, 'form.company')).fill(typed.company)
    await audit.getByLabel(label(language, 'form.email')).fill(typed.email)
    await audit.getByRole('button', { name: localeText(language, 'audit', 'form.submit') }).click()
    await scriptsGo()
    await expect(audit.getByRole('status')).toContainText(
      localeText(language, 'audit', 'form.success_title'),
      { timeout: 20_000 },
    )
    await page.waitForTimeout(500)
    expect(sent).toHaveLength(1)
    expect(sent[0]?.template_params).toMatchObject({
      company: typed.company,
      from_email: typed.email,
    })
    await expect(page).toHaveURL(SITES[language] + pagePath('audit', language))
  })
}

test('a contact message sent before hydration goes out once, with what was typed', async ({
  page,
}) => {
  const sent = recordSends(page)
  const scriptsGo = await openEarly(page, SITES.en)
  const contact = page.locator('#contact form')
  await contact.getByLabel(label('en', 'form.name')).fill('Ann Baker')
  await contact.getByLabel(label('en', 'form.email')).fill('ann@example.com')
  await contact
    .getByLabel(label('en', 'form.message'))
    .fill('Please call me about the starter package.')
  await contact.getByLabel(label('en', 'form.message')).press('Tab')
  await contact
    .getByRole('button', { name: localeText('en', 'homepage', 'contact.form.submit') })
    .click()
  await scriptsGo()
  await expect(contact.getByRole('status')).toContainText(
    localeText('en', 'homepage', 'contact.form.success_title'),
    { timeout: 20_000 },
  )
  await page.waitForTimeout(500)
  expect(sent).toHaveLength(1)
  expect(sent[0]?.template_params).toMatchObject({
    from_name: 'Ann Baker',
    from_email: 'ann@example.com',
    message: 'Please call me about the starter package.',
  })
})

test('a menu opened before hydration stays open through it', async ({ page }) => {
  const scriptsGo = await openEarly(page, SITES.da)
  const button = page.getByRole('button', { name: 'Menu' })
  await button.click()
  await expect(button).toHaveAttribute('aria-expanded', 'true')
  await scriptsGo()
  await hydrated(page)
  await page.waitForLoadState('networkidle')
  await expect(page.locator('#site-menu')).toBeVisible()
  await expect(button).toHaveAttribute('aria-expanded', 'true')
})

test('counters that were on screen before hydration never jump back to 0', async ({ page }) => {
  const scriptsGo = await openEarly(page, SITES.da)
  const numbers = page.locator('[data-counter]')
  await numbers.first().scrollIntoViewIfNeeded()
  const shown = new Set<string>()
  await scriptsGo()
  while ((await page.locator('html[data-hydrated]').count()) === 0) {
    for (const text of await numbers.allTextContents())
      shown.add(text.replace(/[\u2007\u00a0]/g, ' ').trim())
    await page.waitForTimeout(50)
  }
  for (let check = 0; check < 25; check++) {
    for (const text of await numbers.allTextContents())
      shown.add(text.replace(/[\u2007\u00a0]/g, ' ').trim())
    await page.waitForTimeout(100)
  }
  expect([...shown].sort()).toEqual(['46 %', '76 %', '900 %'])
})

test("'Se mere', a blog filter and the sticky bar work at once on a throttled phone", async ({
  page,
}) => {
  // These pages have no framework to wait for: they work at their first paint.
  await openEarly(page, SITES.da + pagePath('packages', 'da'))
  await page.getByRole('article').first().getByText('Se mere').click()
  await expect(
    page.getByText(localeText('da', 'tjenester', 'packages.items.basic.good_for')),
  ).toBeVisible()

  await openEarly(page, `${SITES.da}/blog`)
  await page.locator('label', { hasText: localeText('da', 'blog', 'categories.company') }).click()
  await expect(page.locator('main li h2:visible')).toHaveCount(1)

  await openEarly(page, SITES.da + pagePath('about', 'da'))
  await page.mouse.wheel(0, 400)
  await expect(page.getByRole('complementary', { name: 'Hurtige genveje' })).toBeVisible()
})
