import type { CDPSession } from '@playwright/test'
import { blogPosts } from '#app/blog/post-files.server.ts'
import { pagePath } from '#app/i18n/pages.ts'
import {
  auditForm,
  COUNTERS_END_ON,
  callbackForm,
  contactForm,
  expect,
  islandsReady,
  type Page,
  test,
} from '#tests/playwright-utils.ts'

/**
 * A visitor on a mid-range phone (Lighthouse's mobile profile, applied for real: 4× CPU,
 * 150 ms round trip, 1.6 Mbit/s) acts as soon as the page shows, before its scripts are ready.
 */
test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })
test.describe.configure({ timeout: 60_000 })

const devtools = new WeakMap<Page, CDPSession>()

/** The page's DevTools session, one for its life: what a session emulates ends with it. */
async function devtoolsOf(page: Page): Promise<CDPSession> {
  const known = devtools.get(page)
  if (known) return known
  const session = await page.context().newCDPSession(page)
  devtools.set(page, session)
  return session
}

async function slowNetwork(page: Page): Promise<void> {
  const cdp = await devtoolsOf(page)
  await cdp.send('Network.enable')
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  })
}

/**
 * The phone's CPU, 4× slower, or back at full speed once what a test asserts has happened.
 * Chrome takes the time away by spinning the page's main thread, idle or not: a throttled page
 * keeps most of a core busy for as long as it is throttled, and the other tests wait for it.
 */
async function slowCpu(page: Page, slow: boolean): Promise<void> {
  await (await devtoolsOf(page)).send('Emulation.setCPUThrottlingRate', { rate: slow ? 4 : 1 })
}
const fullSpeed = (page: Page) => slowCpu(page, false)

/** Holds the page's scripts back until the returned function lets them go: to load, or to fail. */
async function holdScripts(page: Page, outcome: 'load' | 'fail'): Promise<() => void> {
  let release = () => {}
  const held = new Promise<void>((resolve) => {
    release = resolve
  })
  await page.route('**/assets/*.js', async (route) => {
    await held
    await (outcome === 'load' ? route.continue() : route.abort())
  })
  return release
}

/**
 * Opens a page on the phone's network and hands it over once its main content has painted, on
 * the phone's CPU from then on (the first paint is the bench's to measure). Its scripts are held
 * back until the test lets them go, so what the test does happens before they run for certain
 * (the page's module script is deferred, so DOMContentLoaded waits for it too).
 */
async function openEarly(page: Page, path: string): Promise<() => void> {
  await fullSpeed(page)
  await slowNetwork(page)
  const release = await holdScripts(page, 'load')
  await page.goto(path, { waitUntil: 'commit' })
  await page.locator('footer').waitFor()
  await slowCpu(page, true)
  return async () => {
    expect(await page.locator('html[data-ready]').count()).toBe(0)
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

const typed = {
  name: 'Bager Jensen',
  email: 'bager@example.dk',
  company: 'Bageriet på hjørnet',
  message: 'Vi vil gerne findes, når folk søger bager i nærheden.',
}

test('text typed into both forms before the scripts run is still there afterwards', async ({
  page,
  language,
}) => {
  let scriptsGo = await openEarly(page, '/')
  const contact = contactForm(page, language)
  await contact.field('name').pressSequentially(typed.name)
  await contact.field('email').pressSequentially(typed.email)
  await scriptsGo()
  // Typing on across the moment the scripts start loses nothing either.
  await contact.field('message').pressSequentially(typed.message)
  await islandsReady(page)
  await fullSpeed(page)
  await page.waitForLoadState('networkidle')
  await expect(contact.field('name')).toHaveValue(typed.name)
  await expect(contact.field('email')).toHaveValue(typed.email)
  await expect(contact.field('message')).toHaveValue(typed.message)

  scriptsGo = await openEarly(page, pagePath('audit', language))
  const audit = auditForm(page, language)
  await audit.field('company').pressSequentially(typed.company)
  await audit.field('email').pressSequentially(typed.email)
  await scriptsGo()
  await islandsReady(page)
  await fullSpeed(page)
  await page.waitForLoadState('networkidle')
  await expect(audit.field('company')).toHaveValue(typed.company)
  await expect(audit.field('email')).toHaveValue(typed.email)
})

test('a free-analysis request sent before the scripts run says it is sending, and goes out once, with what was typed', async ({
  page,
  language,
  text,
}) => {
  const sent = recordSends(page)
  const scriptsGo = await openEarly(page, pagePath('audit', language))
  const audit = auditForm(page, language)
  await audit.field('company').fill(typed.company)
  await audit.field('email').fill(typed.email)
  await audit.send.click()
  // Held by the page script until the form's own script runs, and the button says so.
  await expect(
    audit.form.getByRole('button', { name: text('universal', 'form.sending') }),
  ).toBeDisabled()
  await scriptsGo()
  await expect(audit.form.getByRole('status')).toContainText(text('audit', 'form.success_title'), {
    timeout: 20_000,
  })
  await fullSpeed(page)
  await page.waitForTimeout(500)
  expect(sent).toHaveLength(1)
  expect(sent[0]?.template_params).toMatchObject({
    company: typed.company,
    from_email: typed.email,
  })
  await expect(page).toHaveURL(pagePath('audit', language))
})

test("if the form's script fails to load, a held request is let go and the form says how else to reach us", async ({
  page,
  language,
  text,
}) => {
  const sent = recordSends(page)
  const fail = await holdScripts(page, 'fail')
  await page.goto(pagePath('audit', language), { waitUntil: 'commit' })
  const audit = auditForm(page, language)
  const failed = audit.form.getByText(text('universal', 'form.script_failed'))
  await audit.field('company').fill(typed.company)
  await audit.field('email').fill(typed.email)
  await audit.send.click()
  const sending = audit.form.getByRole('button', { name: text('universal', 'form.sending') })
  await expect(sending).toBeDisabled()
  await expect(failed).toBeHidden()
  fail()
  await expect(failed).toBeVisible()
  await expect(audit.send).toBeEnabled()
  await expect(audit.field('company')).toHaveValue(typed.company)
  await audit.send.click()
  await expect(sending).toHaveCount(0)
  await expect(page).toHaveURL(pagePath('audit', language))
  expect(sent).toHaveLength(0)
})

test('a contact message sent before the scripts run goes out once, with what was typed', async ({
  page,
  language,
  text,
}) => {
  const sent = recordSends(page)
  const scriptsGo = await openEarly(page, '/')
  const contact = contactForm(page, language)
  await contact.field('name').fill('Ann Baker')
  await contact.field('email').fill('ann@example.com')
  await contact.field('message').fill('Please call me about the starter package.')
  await contact.field('message').press('Tab')
  await contact.send.click()
  await scriptsGo()
  await expect(contact.form.getByRole('status')).toContainText(
    text('homepage', 'contact.form.success_title'),
    { timeout: 20_000 },
  )
  await fullSpeed(page)
  await page.waitForTimeout(500)
  expect(sent).toHaveLength(1)
  expect(sent[0]?.template_params).toMatchObject({
    from_name: 'Ann Baker',
    from_email: 'ann@example.com',
    message: 'Please call me about the starter package.',
  })
})

test('a call-back request sent before the scripts run goes out once, with the number typed', async ({
  page,
  language,
  text,
}) => {
  const sent = recordSends(page)
  const scriptsGo = await openEarly(page, '/')
  const callback = callbackForm(page, language)
  await callback.field('phone').fill('+45 20 30 40 50')
  await callback.field('when').fill('Efter kl. 16')
  await callback.field('when').press('Tab')
  await callback.send.click()
  await scriptsGo()
  await expect(callback.form.getByRole('status')).toContainText(
    text('universal', 'callback.success_title'),
    { timeout: 20_000 },
  )
  await fullSpeed(page)
  await page.waitForTimeout(500)
  expect(sent).toHaveLength(1)
  expect(sent[0]?.template_params).toMatchObject({
    from_name: '+45 20 30 40 50',
    message: text('universal', 'callback.message')
      .replace('{{number}}', '+45 20 30 40 50')
      .replace('{{when}}', 'Efter kl. 16'),
  })
})

test('a menu opened before the scripts run stays open after they do', async ({ page, text }) => {
  const scriptsGo = await openEarly(page, '/')
  const button = page.getByRole('button', { name: text('universal', 'nav.menu') })
  await button.click()
  await expect(button).toHaveAttribute('aria-expanded', 'true')
  await scriptsGo()
  await islandsReady(page)
  await fullSpeed(page)
  await page.waitForLoadState('networkidle')
  await expect(page.locator('#site-menu')).toBeVisible()
  await expect(button).toHaveAttribute('aria-expanded', 'true')
})

test('counters that were on screen before the scripts ran never jump back to 0', async ({
  page,
  language,
}) => {
  const scriptsGo = await openEarly(page, '/')
  const numbers = page.locator('[data-counter]')
  await numbers.first().scrollIntoViewIfNeeded()
  const shown = new Set<string>()
  await scriptsGo()
  while ((await page.locator('html[data-ready]').count()) === 0) {
    for (const text of await numbers.allTextContents())
      shown.add(text.replace(/[\u2007\u00a0]/g, ' ').trim())
    await page.waitForTimeout(50)
  }
  // A count started again would show its numbers for two seconds (count-up.ts), at either speed.
  await fullSpeed(page)
  for (let check = 0; check < 25; check++) {
    for (const text of await numbers.allTextContents())
      shown.add(text.replace(/[\u2007\u00a0]/g, ' ').trim())
    await page.waitForTimeout(100)
  }
  expect([...shown].sort()).toEqual([...COUNTERS_END_ON[language]].sort())
})

test('"See more", a blog filter and the sticky bar work at once on a throttled phone', async ({
  page,
  language,
  text,
}) => {
  // These pages have no framework to wait for: they work at their first paint.
  await openEarly(page, pagePath('packages', language))
  await page.getByRole('article').first().getByText(text('tjenester', 'packages.see_more')).click()
  await expect(page.getByText(text('tjenester', 'packages.items.basic.good_for'))).toBeVisible()

  // A filter is a link to its category's page.
  await openEarly(page, pagePath('blog', language))
  await page.getByRole('link', { name: text('blog', 'categories.company'), exact: true }).click()
  await expect(page.locator('main li h2')).toHaveCount(
    blogPosts(language).filter((post) => post.category === 'company').length,
  )

  await openEarly(page, pagePath('about', language))
  await page.mouse.wheel(0, 400)
  await expect(
    page.getByRole('complementary', { name: text('universal', 'sticky.label') }),
  ).toBeVisible()
})
