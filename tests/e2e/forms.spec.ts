import { CONTACT_ANCHORS, pagePath } from '../../app/i18n/pages.ts'
import { site } from '../../app/site.ts'
import { SITES } from '../../scripts/local-sites.ts'
import { localeText } from '../../scripts/locale-text.ts'
import { expect, hydrated, type Page, type Route, test } from './fixtures.ts'

const SEND = '**/api/v1.0/email/send'
const INBOX = `http://localhost:${process.env.PORT_MAIL ?? 4175}`

/** Every send the browser makes, with its JSON body; `answer` decides the reply. */
function interceptSends(
  page: Page,
  answer: (route: Route) => Promise<void> | void = (route) => ok(route),
) {
  const sent: Record<string, unknown>[] = []
  page.route(SEND, async (route) => {
    if (route.request().method() === 'POST') sent.push(route.request().postDataJSON())
    await answer(route)
  })
  return sent
}
const ok = (route: Route) =>
  route.fulfill({ status: 200, body: 'OK', headers: { 'access-control-allow-origin': '*' } })
const fail = (status: number, body: string) => (route: Route) =>
  route.fulfill({ status, body, headers: { 'access-control-allow-origin': '*' } })

const contact = (page: Page) => page.locator(`#${CONTACT_ANCHORS.da} form`)

async function fillContact(
  page: Page,
  values: { name: string; email: string; company: string; message: string },
) {
  const form = contact(page)
  await form.getByLabel('Navn').fill(values.name)
  await form.getByLabel('E-mail').fill(values.email)
  await form.getByLabel('Virksomhed').fill(values.company)
  await form.getByLabel('Besked').fill(values.message)
}

const VALUES = {
  name: 'Ane Hansen',
  email: 'ane@vvs-hansen.dk',
  company: 'VVS Hansen',
  message: 'Hej, kan I hjælpe med vores profil?',
}

test.describe('contact form', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto(SITES.da, { waitUntil: 'networkidle' })
  })

  test('sends the spec payload, confirms, and clears itself', async ({ page }) => {
    const sent = interceptSends(page)
    await fillContact(page, VALUES)
    await expect(contact(page).getByLabel('Besked')).toHaveAttribute('rows', '4')
    await expect(contact(page).getByLabel('E-mail')).toHaveAttribute('type', 'email')
    await contact(page)
      .getByRole('button', { name: localeText('da', 'homepage', 'contact.form.submit') })
      .click()
    await expect(contact(page).getByRole('status')).toContainText(
      localeText('da', 'homepage', 'contact.form.success_title'),
    )
    expect(sent).toEqual([
      {
        lib_version: '4.4.1',
        user_id: 'local-inbox-key',
        service_id: 'local_inbox',
        template_id: 'contact_form',
        template_params: {
          from_name: VALUES.name,
          from_email: VALUES.email,
          company: VALUES.company,
          message: VALUES.message,
          to_email: site.mailRecipient,
        },
      },
    ])
    for (const label of ['Navn', 'E-mail', 'Virksomhed', 'Besked'])
      await expect(contact(page).getByLabel(label)).toHaveValue('')
  })

  test('requires name, e-mail and message, not company', async ({ page }) => {
    const sent = interceptSends(page)
    const form = contact(page)
    for (const label of ['Navn', 'E-mail', 'Besked'])
      await expect(form.getByLabel(label)).toHaveAttribute('required', '')
    await expect(form.getByLabel('Virksomhed')).not.toHaveAttribute('required', '')
    await form
      .getByRole('button', { name: localeText('da', 'homepage', 'contact.form.submit') })
      .click()
    await page.waitForTimeout(300)
    expect(sent).toEqual([])
  })

  test('while sending, the button is disabled and says so; a double click sends once', async ({
    page,
  }) => {
    let release = () => {}
    const sent = interceptSends(page, async (route) => {
      await new Promise<void>((resolve) => {
        release = resolve
      })
      await ok(route)
    })
    await fillContact(page, VALUES)
    const button = contact(page).getByRole('button', {
      name: localeText('da', 'homepage', 'contact.form.submit'),
    })
    await button.dblclick()
    const sending = contact(page).getByRole('button', { name: 'Sender…' })
    await expect(sending).toBeDisabled()
    await page.waitForTimeout(300)
    release()
    await expect(contact(page).getByRole('status')).toBeVisible()
    expect(sent).toHaveLength(1)
  })

  const FAILURES = [
    ['a network failure', (route: Route) => route.abort('failed'), 'network'],
    ['400', fail(400, 'The service_id parameter is required'), 'bad_request'],
    ['403', fail(403, 'Forbidden'), 'blocked'],
    ['413', fail(413, 'Payload Too Large'), 'too_large'],
    ['451', fail(451, 'Unavailable For Headless Browser'), 'headless'],
    ['500', fail(500, 'Internal Server Error'), 'server'],
    ['503', fail(503, 'Service Unavailable'), 'server'],
  ] as const

  for (const [situation, answer, kind] of FAILURES) {
    test(`after ${situation}: says why, keeps every field, offers a call and a filled-in e-mail, and can be sent again`, async ({
      page,
    }) => {
      const errors: string[] = []
      page.on('console', (message) => message.type() === 'error' && errors.push(message.text()))
      let failing = true
      const sent = interceptSends(page, (route) => (failing ? answer(route) : ok(route)))
      await fillContact(page, VALUES)
      await contact(page)
        .getByRole('button', { name: localeText('da', 'homepage', 'contact.form.submit') })
        .click()

      const alert = contact(page).getByRole('alert')
      await expect(alert).toContainText(localeText('da', 'homepage', 'contact.form.error'))
      await expect(alert).toContainText(localeText('da', 'universal', `form.errors.${kind}`))
      await expect(
        alert.getByRole('link', { name: localeText('da', 'universal', 'form.call') }),
      ).toHaveAttribute('href', `tel:${site.phone.dial}`)
      const mailto = await alert
        .getByRole('link', { name: localeText('da', 'universal', 'form.mail') })
        .getAttribute('href')
      expect(mailto).toContain(`mailto:${site.email}?subject=`)
      expect(decodeURIComponent(mailto ?? '')).toContain(VALUES.message)
      await expect(contact(page).getByLabel('Navn')).toHaveValue(VALUES.name)
      await expect(contact(page).getByLabel('Besked')).toHaveValue(VALUES.message)
      expect(errors.some((text) => text.includes('The form could not be sent'))).toBe(true)

      failing = false
      await contact(page)
        .getByRole('button', { name: localeText('da', 'homepage', 'contact.form.submit') })
        .click()
      await expect(contact(page).getByRole('status')).toBeVisible()
      await expect(contact(page).getByRole('alert')).toHaveCount(0)
      expect(sent).toHaveLength(2)
      expect(sent[1]).toEqual(sent[0])
    })
  }

  test('a second message within the rate limit is refused with the seconds to wait, and sends nothing', async ({
    page,
  }) => {
    const sent = interceptSends(page)
    await fillContact(page, VALUES)
    await contact(page)
      .getByRole('button', { name: localeText('da', 'homepage', 'contact.form.submit') })
      .click()
    await expect(contact(page).getByRole('status')).toBeVisible()
    await fillContact(page, VALUES)
    await contact(page)
      .getByRole('button', { name: localeText('da', 'homepage', 'contact.form.submit') })
      .click()
    const alert = contact(page).getByRole('alert')
    await expect(alert).toContainText(/\d+ sekunder/)
    const seconds = Number((await alert.textContent())?.match(/(\d+) sekunder/)?.[1])
    expect(seconds).toBeGreaterThan(0)
    expect(seconds).toBeLessThanOrEqual(10)
    await expect(contact(page).getByLabel('Besked')).toHaveValue(VALUES.message)
    expect(sent).toHaveLength(1)
  })

  test('each form has its own rate limit: a free-analysis request right after a message is sent', async ({
    page,
  }) => {
    const sent = interceptSends(page)
    await fillContact(page, VALUES)
    await contact(page)
      .getByRole('button', { name: localeText('da', 'homepage', 'contact.form.submit') })
      .click()
    await expect(contact(page).getByRole('status')).toBeVisible()
    await page.goto(SITES.da + pagePath('audit', 'da'))
    const audit = page.locator('#audit-form')
    await audit.getByLabel('Virksomhed').fill(VALUES.company)
    await audit.getByLabel('E-mail').fill(VALUES.email)
    await audit.getByRole('button', { name: localeText('da', 'audit', 'form.submit') }).click()
    await expect(audit.getByRole('status')).toContainText(
      localeText('da', 'audit', 'form.success_title'),
    )
    expect(sent.map((body) => body.template_id)).toEqual(['contact_form', 'audit_request'])
  })

  test('a send that never answers times out with its own message', async ({ page }) => {
    await page.clock.install()
    await page.goto(SITES.da, { waitUntil: 'networkidle' })
    // The fake clock also drives React's scheduler: let hydration finish before time is moved.
    await hydrated(page)
    interceptSends(page, () => new Promise(() => {}))
    await fillContact(page, VALUES)
    await contact(page)
      .getByRole('button', { name: localeText('da', 'homepage', 'contact.form.submit') })
      .click()
    await expect(contact(page).getByRole('button', { name: 'Sender…' })).toBeDisabled()
    await page.clock.fastForward(16_000)
    await expect(contact(page).getByRole('alert')).toContainText(
      localeText('da', 'universal', 'form.errors.timeout'),
    )
    await expect(contact(page).getByLabel('Besked')).toHaveValue(VALUES.message)
  })

  test('hostile input is sent and kept as plain text, never run', async ({ page }) => {
    let dialogs = 0
    page.on('dialog', async (dialog) => {
      dialogs++
      await dialog.dismiss()
    })
    const hostile = `<img src=x onerror=alert(1)><script>alert(2)</script> {{brand}} \${alert(3)} \u202Eelbatrevo ${'x'.repeat(4_000)}`
    const sent = interceptSends(page, fail(500, 'Internal Server Error'))
    await fillContact(page, { ...VALUES, name: '<b>Ane</b>', message: hostile })
    await contact(page)
      .getByRole('button', { name: localeText('da', 'homepage', 'contact.form.submit') })
      .click()
    await expect(contact(page).getByRole('alert')).toBeVisible()
    const params = sent[0]?.template_params as Record<string, string>
    expect(params.message).toBe(hostile)
    expect(params.from_name).toBe('<b>Ane</b>')
    await expect(contact(page).getByLabel('Besked')).toHaveValue(hostile)
    await expect(page.locator('b', { hasText: 'Ane' })).toHaveCount(0)
    expect(dialogs).toBe(0)
  })

  test('each field takes as much as a message may carry, and the message box says how much', async ({
    page,
  }) => {
    await page.goto(SITES.da)
    const message = contact(page).getByLabel('Besked')
    await expect(contact(page).getByText('Højst 5.000 tegn.')).toBeVisible()
    await message.fill('æ'.repeat(6_000))
    await expect(message).toHaveValue('æ'.repeat(5_000))
    await expect(contact(page).getByLabel('Navn')).toHaveAttribute('maxlength', '100')
  })

  test('a draft survives a reload until it is sent', async ({ page }) => {
    interceptSends(page)
    await fillContact(page, VALUES)
    await page.reload({ waitUntil: 'networkidle' })
    await expect(contact(page).getByLabel('Besked')).toHaveValue(VALUES.message)
    await expect(contact(page).getByLabel('Virksomhed')).toHaveValue(VALUES.company)
    await contact(page)
      .getByRole('button', { name: localeText('da', 'homepage', 'contact.form.submit') })
      .click()
    await expect(contact(page).getByRole('status')).toBeVisible()
    await page.reload({ waitUntil: 'networkidle' })
    await expect(contact(page).getByLabel('Besked')).toHaveValue('')
  })

  test('a bot that fills the hidden field is thanked and nothing is sent', async ({ page }) => {
    const sent = interceptSends(page)
    await fillContact(page, VALUES)
    await contact(page)
      .locator('input[name="website"]')
      .evaluate((input: HTMLInputElement) => {
        input.value = 'http://spam.example'
      })
    await contact(page)
      .getByRole('button', { name: localeText('da', 'homepage', 'contact.form.submit') })
      .click()
    await expect(contact(page).getByRole('status')).toBeVisible()
    expect(sent).toEqual([])
  })
})

test('a message reaches the local mail inbox, end to end', async ({ page, request }) => {
  const marker = `E2E ${Date.now()} ${Math.random()}`
  await page.goto(SITES.en, { waitUntil: 'networkidle' })
  const form = page.locator(`#${CONTACT_ANCHORS.en} form`)
  await form.getByLabel('Name').fill('Playwright')
  await form.getByLabel('Email').fill('playwright@example.com')
  await form.getByLabel('Message').fill(marker)
  await form
    .getByRole('button', { name: localeText('en', 'homepage', 'contact.form.submit') })
    .click()
  await expect(form.getByRole('status')).toContainText(
    localeText('en', 'homepage', 'contact.form.success_title'),
  )
  const messages: { template_id: string; template_params: Record<string, string> }[] = await (
    await request.get(`${INBOX}/api/messages`)
  ).json()
  const received = messages.find((message) => message.template_params.message === marker)
  expect(received).toMatchObject({
    template_id: 'contact_form',
    template_params: {
      from_name: 'Playwright',
      from_email: 'playwright@example.com',
      company: '',
      to_email: site.mailRecipient,
    },
  })
})

for (const language of ['da', 'en'] as const) {
  test.describe(`${language}: audit page`, () => {
    const url = SITES[language] + pagePath('audit', language)
    const text = (key: string) => localeText(language, 'audit', key)

    test('the request names the company as sender, with the fixed sentence, and shows the success title', async ({
      page,
    }) => {
      await page.goto(url, { waitUntil: 'networkidle' })
      const sent = interceptSends(page)
      const form = page.locator('#audit-form')
      await form
        .getByLabel(localeText(language, 'universal', 'form.company'))
        .fill('Bageriet Brød & Co')
      await form.getByLabel(localeText(language, 'universal', 'form.email')).fill('mette@broed.dk')
      await form.getByRole('button', { name: text('form.submit') }).click()
      await expect(form.getByRole('status')).toContainText(text('form.success_title'))
      await expect(form.getByRole('status')).toContainText(text('form.success'))
      expect(sent).toEqual([
        {
          lib_version: '4.4.1',
          user_id: 'local-inbox-key',
          service_id: 'local_inbox',
          template_id: 'audit_request',
          template_params: {
            from_name: 'Bageriet Brød & Co',
            from_email: 'mette@broed.dk',
            company: 'Bageriet Brød & Co',
            message: text('form.message').replace('{{company}}', 'Bageriet Brød & Co'),
            to_email: site.mailRecipient,
          },
        },
      ])
    })

    test('a failed request shows the audit error text and keeps both fields', async ({ page }) => {
      await page.goto(url, { waitUntil: 'networkidle' })
      interceptSends(page, fail(500, 'Internal Server Error'))
      const form = page.locator('#audit-form')
      await form.getByLabel(localeText(language, 'universal', 'form.company')).fill('Bageriet')
      await form.getByLabel(localeText(language, 'universal', 'form.email')).fill('mette@broed.dk')
      await form.getByRole('button', { name: text('form.submit') }).click()
      await expect(form.getByRole('alert')).toContainText(
        language === 'da'
          ? 'Der opstod en fejl ved afsendelse. Prøv venligst igen eller ring direkte.'
          : text('form.error'),
      )
      await expect(form.getByLabel(localeText(language, 'universal', 'form.company'))).toHaveValue(
        'Bageriet',
      )
      await expect(form.getByLabel(localeText(language, 'universal', 'form.email'))).toHaveValue(
        'mette@broed.dk',
      )
    })

    test('what you get, four questions, a call to action back up, and its own footer in the page language', async ({
      page,
    }) => {
      await page.goto(url, { waitUntil: 'networkidle' })
      const points = page
        .getByRole('region', { name: text('what_you_get.title') })
        .getByRole('listitem')
      await expect(points.getByRole('heading')).toHaveText(
        ['visibility', 'evaluation', 'recommendation'].map((id) =>
          text(`what_you_get.items.${id}.title`),
        ),
      )
      const faq = page.getByRole('region', { name: text('faq.title') })
      await expect(faq.locator('details')).toHaveCount(4)
      await faq.locator('summary').nth(0).click()
      await faq.locator('summary').nth(3).click()
      await expect(faq.locator('details[open]')).toHaveCount(1)

      await page.getByRole('link', { name: text('cta.button') }).click()
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
      await expect(page.locator('#audit-form input[name="company"]')).toBeFocused()

      const footer = page.getByRole('navigation', {
        name: localeText(language, 'audit', 'footer.label'),
      })
      await expect(footer.getByRole('link')).toHaveText(
        ['packages', 'about', 'privacy', 'terms'].map((id) =>
          localeText(language, 'universal', `pages.${id}`),
        ),
      )
      const hrefs = await footer
        .getByRole('link')
        .evaluateAll((links) => links.map((link) => link.getAttribute('href')))
      expect(hrefs).toEqual(
        language === 'da'
          ? ['/tjenester', '/om-os', '/privatlivspolitik', '/handelsbetingelser']
          : ['/services', '/about', '/privacy-policy', '/terms'],
      )
      await expect(page.getByRole('contentinfo')).toHaveCount(1)
      await expect(page.getByRole('contentinfo')).not.toContainText(
        localeText(language, 'universal', 'guarantee.text'),
      )
    })
  })
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('a form says it cannot send and how else to reach us; nothing typed goes into the address or is lost', async ({
    page,
  }) => {
    await page.goto(SITES.da)
    await fillContact(page, VALUES)
    const send = contact(page).getByRole('button', {
      name: localeText('da', 'homepage', 'contact.form.submit'),
    })
    await expect(send).toBeEnabled()
    await expect(
      contact(page).getByText(localeText('da', 'universal', 'form.no_script')),
    ).toBeVisible()
    await send.click()
    await contact(page).getByLabel('E-mail').press('Enter')
    await expect(page).toHaveURL(`${SITES.da}/`)
    await expect(contact(page).getByLabel('E-mail')).toHaveValue(VALUES.email)
    await expect(contact(page).getByLabel('Besked')).toHaveValue(VALUES.message)
    await expect(
      page.locator(`#${CONTACT_ANCHORS.da} a[href="tel:${site.phone.dial}"]`).first(),
    ).toBeVisible()

    await page.goto(SITES.en + pagePath('audit', 'en'))
    await expect(
      page.locator('#audit-form').getByText(localeText('en', 'universal', 'form.no_script')),
    ).toBeVisible()
  })
})
