/**
 * Conversion analytics (app/analytics/analytics-config.ts), end to end: a Danish build with
 * PLAUSIBLE_DOMAIN and an endpoint on a stand-in collector, served as the host serves it. The
 * usual test build has analytics off, and budget.spec.ts holds that it then loads nothing.
 */
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import path from 'node:path'
import { pagePath } from '#app/i18n/pages.ts'
import { reactRouterBuild } from '#scripts/build/build.ts'
import { freePort, type HostRuntime, serveAsTheHost } from '#server/host-runtime.ts'
import { SITES } from '#server/local-sites.ts'
import { auditForm, expect, type Page, test } from '#tests/playwright-utils.ts'

type Event = { n: string; u: string; d: string; p?: Record<string, string> }

const BUILD = path.join('build', 'analytics-da')
const events: Event[] = []
let site: HostRuntime | undefined
let collector: http.Server
let siteOrigin = ''
let collectorOrigin = ''

const listen = (server: http.Server) =>
  new Promise<string>((resolve) =>
    server.listen(0, 'localhost', () =>
      resolve(`http://localhost:${(server.address() as AddressInfo).port}`),
    ),
  )

test.describe.configure({ mode: 'serial' })
test.skip(({ language }) => language !== 'da', 'one build with analytics covers both')

test.beforeAll(async ({ language }) => {
  // A hook runs even where every test is skipped: the English project must not build the same
  // folder at the same time.
  if (language !== 'da') return
  test.setTimeout(240_000)
  // Plausible's events API: a JSON POST from the page, answered 202, with CORS.
  collector = http.createServer((req, res) => {
    res.setHeader('Access-Control-Allow-Origin', '*')
    res.setHeader('Access-Control-Allow-Headers', 'Content-Type')
    if (req.method === 'OPTIONS') return res.writeHead(204).end()
    const chunks: Buffer[] = []
    req.on('data', (chunk: Buffer) => chunks.push(chunk))
    req.on('end', () => {
      if (req.method === 'POST' && req.url === '/api/event')
        events.push(JSON.parse(Buffer.concat(chunks).toString('utf8')))
      res.writeHead(202).end('ok')
    })
  })
  collectorOrigin = await listen(collector)
  const port = await freePort()
  siteOrigin = `http://localhost:${port}`
  const build = reactRouterBuild({
    SITE_LANG: 'da',
    BUILD_DIRECTORY: BUILD,
    SITE_URL_DA: siteOrigin,
    SITE_URL_EN: SITES.en,
    PLAUSIBLE_DOMAIN: 'lokalsynlig.dk',
    PLAUSIBLE_ENDPOINT: `${collectorOrigin}/api/event`,
  })
  expect(build.status, build.stdout).toBe(0)
  site = await serveAsTheHost(path.join(BUILD, 'client'), { port })
})

test.afterAll(async () => {
  await site?.stop()
  collector?.close()
})

test.beforeEach(async ({ page }) => {
  events.length = 0
  // A tap on a phone number or an e-mail address stays on the page (no dialler in a test browser).
  await page.addInitScript(() =>
    addEventListener('click', (event) => {
      if ((event.target as Element).closest('a[href^="tel:"], a[href^="mailto:"]'))
        event.preventDefault()
    }),
  )
})

const named = (name: string) => () => events.filter((event) => event.n === name).length

test('every page counts a visit with only the tracker, allowed by the policy to its endpoint', async ({
  page,
}) => {
  const errors: string[] = []
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()))
  const response = await page.goto(`${siteOrigin}${pagePath('packages', 'da')}`)
  expect(response?.headers()['content-security-policy']).toContain(`connect-src 'self'`)
  expect(response?.headers()['content-security-policy']).toContain(collectorOrigin)
  const scripts = await page
    .locator('script[src]')
    .evaluateAll((all) => all.map((script) => (script as HTMLScriptElement).src))
  expect(scripts).toEqual([expect.stringMatching(/\/assets\/analytics-[\w-]+\.js$/)])
  await expect.poll(named('pageview')).toBe(1)
  expect(events[0]).toMatchObject({ d: 'lokalsynlig.dk', u: `${siteOrigin}/tjenester` })
  expect(errors).toEqual([])
})

test('taps on the phone and e-mail, and the guide downloaded, are named events', async ({
  page,
}) => {
  await page.goto(`${siteOrigin}/`)
  await expect.poll(named('pageview')).toBe(1)
  const footer = page.getByRole('contentinfo')
  await footer.locator('a[href^="tel:"]').click()
  await footer.locator('a[href^="mailto:"]').click()
  await expect.poll(named('Phone tap')).toBe(1)
  await expect.poll(named('Email tap')).toBe(1)
  // The download page starts the download by itself: that is the guide downloaded, once.
  await page.goto(`${siteOrigin}${pagePath('download', 'da')}`)
  await expect.poll(named('Guide download')).toBe(1)
})

test('a sampled page view and a tap send one speed event: named by the worst rating, with LCP, INP and CLS; an unsampled one sends none', async ({
  page,
}) => {
  // One page view in ten reports its speed (SPEED_SAMPLE_RATE): this one is drawn.
  await page.addInitScript(() => {
    Math.random = () => 0
  })
  await page.goto(`${siteOrigin}/`)
  await expect.poll(named('pageview')).toBe(1)
  // An interaction to measure (an FAQ answer opened), slowed to 80 ms as on a busy phone: the
  // browser reports only interactions of 40 ms or more (the Event Timing API's threshold).
  await page.evaluate(() =>
    document.addEventListener('click', () => {
      const until = performance.now() + 80
      while (performance.now() < until);
    }),
  )
  // The browser reports an interaction after the next frame is painted: wait until it has, as
  // a visitor's tab is hidden long after his last tap.
  await page.evaluate(() => {
    const measured = new Promise<void>((resolve) =>
      new PerformanceObserver((list, observer) => {
        const entries = list.getEntries() as (PerformanceEntry & { interactionId?: number })[]
        if (entries.some((entry) => entry.interactionId)) {
          observer.disconnect()
          resolve()
        }
      }).observe({ type: 'event', durationThreshold: 16 } as PerformanceObserverInit),
    )
    Object.assign(window, { measured })
  })
  await page.locator('main summary').first().click()
  await page.evaluate(() => (window as unknown as { measured: Promise<void> }).measured)
  // web-vitals takes the entries in when the page is idle: after that, as in life.
  await page.evaluate(
    () => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 2000 })),
  )
  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true })
    document.dispatchEvent(new Event('visibilitychange'))
  })
  const speed = () => events.filter((event) => event.n.startsWith('Speed: '))
  await expect.poll(() => speed().length).toBe(1)
  const [event] = speed()
  expect(event?.u).toBe(`${siteOrigin}/`)
  expect(event?.n).toMatch(/^Speed: (good|needs improvement|poor)$/)
  expect(Object.keys(event?.p ?? {}).sort()).toEqual(['cls', 'inp', 'lcp'])
  for (const value of Object.values(event?.p ?? {})) expect(value).toMatch(/^\d+$/)
  // A page that does not shift: its CLS is 0.
  expect(event?.p?.cls).toBe('0')
  // Hidden again, and left: still one.
  await page.evaluate(() => {
    document.dispatchEvent(new Event('visibilitychange'))
    dispatchEvent(new Event('pagehide'))
  })
  await page.waitForTimeout(300)
  expect(speed()).toHaveLength(1)
  // The other nine in ten: a page view, and no speed event.
  await page.addInitScript(() => {
    Math.random = () => 0.99
  })
  await page.goto(`${siteOrigin}/tjenester`)
  await expect.poll(named('pageview')).toBe(2)
  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true })
    document.dispatchEvent(new Event('visibilitychange'))
  })
  await page.waitForTimeout(300)
  expect(speed()).toHaveLength(1)
})

/** Asks for the free analysis, with the provider's answer to the send given by the test. */
async function requestAnalysis(page: Page, answer: { status: number; body: string }) {
  await page.route('**/api/v1.0/email/send', (route) =>
    route.fulfill({ ...answer, headers: { 'access-control-allow-origin': '*' } }),
  )
  await page.goto(`${siteOrigin}${pagePath('audit', 'da')}`)
  const audit = auditForm(page, 'da')
  await audit.field('company').fill('Analyse Tømrer ApS')
  await audit.field('email').fill('tomrer@example.dk')
  await audit.send.click()
  return audit
}

test('a free-analysis request that was sent is a named event', async ({ page }) => {
  // The inbox takes messages from the two usual local sites only: here the send is answered as
  // the provider answers it, so the test is about what analytics sees.
  const audit = await requestAnalysis(page, { status: 200, body: 'OK' })
  await expect(audit.form.getByRole('status')).toBeVisible()
  await expect.poll(named('Free analysis sent')).toBe(1)
  expect(named('Contact sent')()).toBe(0)
})

test('a request the provider refuses is a named event, by why, so the owner hears of it', async ({
  page,
}) => {
  const audit = await requestAnalysis(page, { status: 400, body: 'The template ID is invalid' })
  await expect(audit.form.getByRole('alert')).toBeVisible()
  await expect.poll(named('Send failed: refused')).toBe(1)
  expect(events.find((event) => event.n === 'Send failed: refused')).toMatchObject({
    p: { form: 'audit' },
  })
  expect(named('Free analysis sent')()).toBe(0)
})

test('the self-check is counted once, when every question has an answer, with the score only', async ({
  page,
}) => {
  await page.goto(`${siteOrigin}${pagePath('selfCheck', 'da')}`)
  await expect.poll(named('pageview')).toBe(1)
  const radios = page.locator('#self-check-answers input[type="radio"]')
  const questions = (await radios.count()) / 2
  for (let question = 0; question < questions; question++)
    await radios.nth(question * 2 + (question < 3 ? 1 : 0)).check()
  await expect.poll(named('Self-check done')).toBe(1)
  expect(events.find((event) => event.n === 'Self-check done')).toEqual(
    expect.objectContaining({ p: { score: String(questions - 3) } }),
  )
  // A changed answer afterwards is not counted again.
  await radios.nth(0).check()
  await page.waitForTimeout(500)
  expect(named('Self-check done')()).toBe(1)
})

test('the privacy policy names the statistics only where they are counted', async ({ page }) => {
  await page.goto(`${siteOrigin}${pagePath('privacy', 'da')}`)
  await expect(page.getByRole('main')).toContainText('Plausible Insights OÜ')
  await page.goto(`${SITES.da}${pagePath('privacy', 'da')}`)
  await expect(page.getByRole('main')).toContainText('ingen sporing eller statistikværktøjer')
  await expect(page.getByRole('main')).not.toContainText('Plausible')
})
