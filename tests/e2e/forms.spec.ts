import type { Language } from '#app/i18n/languages.ts'
import { CONTACT_ANCHORS, pagePath } from '#app/i18n/pages.ts'
import { site } from '#app/settings/site.ts'
import {
  auditForm,
  callbackForm,
  contactForm,
  expect,
  INBOX,
  islandsReady,
  type Page,
  type Route,
  SMOKE,
  test,
} from '#tests/playwright-utils.ts'

const SEND = '**/api/v1.0/email/send'

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

const VALUES = {
  name: 'Ane Hansen',
  email: 'ane@vvs-hansen.dk',
  company: 'VVS Hansen',
  message: 'Hej, kan I hjælpe med vores profil?',
}

async function fillContact(page: Page, language: Language, values: typeof VALUES) {
  const contact = contactForm(page, language)
  for (const field of ['name', 'email', 'company', 'message'] as const)
    await contact.field(field).fill(values[field])
}

/** Sends one message through the contact form and waits for its confirmation. */
async function sendOneMessage(page: Page, language: Language) {
  const sent = interceptSends(page)
  const contact = contactForm(page, language)
  await fillContact(page, language, VALUES)
  await contact.send.click()
  await expect(contact.form.getByRole('status')).toBeVisible()
  return { sent, contact }
}

/** Special characters of a text, escaped for a regular expression. */
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

test.describe('contact form', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/')
    await islandsReady(page)
  })

  test('sends the spec payload, confirms, and clears itself', async ({ page, language, text }) => {
    const sent = interceptSends(page)
    const contact = contactForm(page, language)
    await fillContact(page, language, VALUES)
    await expect(contact.field('message')).toHaveAttribute('rows', '4')
    await expect(contact.field('email')).toHaveAttribute('type', 'email')
    await contact.send.click()
    await expect(contact.form.getByRole('status')).toContainText(
      text('homepage', 'contact.form.success_title'),
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
    for (const field of ['name', 'email', 'company', 'message'] as const)
      await expect(contact.field(field)).toHaveValue('')
  })

  test('requires name, e-mail and message, not company', async ({ page, language }) => {
    const sent = interceptSends(page)
    const contact = contactForm(page, language)
    for (const field of ['name', 'email', 'message'] as const)
      await expect(contact.field(field)).toHaveAttribute('required', '')
    await expect(contact.field('company')).not.toHaveAttribute('required', '')
    // The form's script runs (beforeEach), so it could send: nothing sent means it was refused.
    await contact.send.click()
    await page.waitForTimeout(300)
    expect(sent).toEqual([])
  })

  test('while sending, the button is disabled and says so; a double click sends once', async ({
    page,
    language,
    text,
  }) => {
    let release = () => {}
    const sent = interceptSends(page, async (route) => {
      await new Promise<void>((resolve) => {
        release = resolve
      })
      await ok(route)
    })
    const contact = contactForm(page, language)
    await fillContact(page, language, VALUES)
    await contact.send.dblclick()
    const sending = contact.form.getByRole('button', { name: text('universal', 'form.sending') })
    await expect(sending).toBeDisabled()
    await page.waitForTimeout(300)
    release()
    await expect(contact.form.getByRole('status')).toBeVisible()
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

  // One page for all of them: each failure is answered, then the next send fails the next way,
  // and the last one goes through, so every failure is shown to leave a form that sends again.
  test(`after each failure (${FAILURES.map(([situation]) => situation).join(', ')}): says why, keeps every field, offers a call and a filled-in e-mail, and can be sent again`, async ({
    page,
    language,
    text,
  }) => {
    const errors: string[] = []
    page.on('console', (message) => message.type() === 'error' && errors.push(message.text()))
    // The n-th send fails the n-th way; the one after the last goes through.
    const sent: unknown[] = interceptSends(page, (route) => {
      const failing = FAILURES[sent.length - 1]
      return failing ? failing[1](route) : ok(route)
    })
    const contact = contactForm(page, language)
    await fillContact(page, language, VALUES)
    const alert = contact.form.getByRole('alert')

    for (const [index, [situation, , kind]] of FAILURES.entries()) {
      errors.length = 0
      await contact.send.click()
      await expect.poll(() => sent.length, situation).toBe(index + 1)
      await expect
        .poll(() => errors.some((error) => error.includes('The form could not be sent')), situation)
        .toBe(true)
      await expect(alert, situation).toContainText(text('homepage', 'contact.form.error'))
      await expect(alert, situation).toContainText(text('universal', `form.errors.${kind}`))
      await expect(
        alert.getByRole('link', { name: text('universal', 'form.call') }),
      ).toHaveAttribute('href', `tel:${site.phone.dial}`)
      const mailto = await alert
        .getByRole('link', { name: text('universal', 'form.mail') })
        .getAttribute('href')
      expect(mailto).toContain(`mailto:${site.email}?subject=`)
      expect(decodeURIComponent(mailto ?? '')).toContain(VALUES.message)
      await expect(contact.field('name')).toHaveValue(VALUES.name)
      await expect(contact.field('message')).toHaveValue(VALUES.message)
    }

    await contact.send.click()
    await expect(contact.form.getByRole('status')).toBeVisible()
    await expect(alert).toHaveCount(0)
    expect(sent).toHaveLength(FAILURES.length + 1)
    for (const body of sent) expect(body).toEqual(sent[0])
  })

  test('a second message within the rate limit is refused with the seconds to wait, and sends nothing', async ({
    page,
    language,
    text,
  }) => {
    const { sent, contact } = await sendOneMessage(page, language)
    await fillContact(page, language, VALUES)
    await contact.send.click()
    const alert = contact.form.getByRole('alert')
    const [before = '', after = ''] = text('universal', 'form.errors.rate_limited').split(
      '{{seconds}}',
    )
    const waitFor = new RegExp(`${escapeRegExp(before)}(\\d+)${escapeRegExp(after)}`)
    await expect(alert).toContainText(waitFor)
    const seconds = Number((await alert.textContent())?.match(waitFor)?.[1])
    expect(seconds).toBeGreaterThan(0)
    expect(seconds).toBeLessThanOrEqual(10)
    await expect(contact.field('message')).toHaveValue(VALUES.message)
    expect(sent).toHaveLength(1)
  })

  test('each form has its own rate limit: a free-analysis request right after a message is sent', async ({
    page,
    language,
    text,
  }) => {
    const { sent } = await sendOneMessage(page, language)
    await page.goto(pagePath('audit', language))
    const audit = auditForm(page, language)
    await audit.field('company').fill(VALUES.company)
    await audit.field('email').fill(VALUES.email)
    await audit.send.click()
    await expect(audit.form.getByRole('status')).toContainText(text('audit', 'form.success_title'))
    expect(sent.map((body) => body.template_id)).toEqual(['contact_form', 'audit_request'])
  })

  test('a send that never answers times out with its own message', async ({
    page,
    language,
    text,
  }) => {
    await page.clock.install()
    await page.goto('/')
    // Let the form's script run before the fake clock is moved.
    await islandsReady(page)
    const sent = interceptSends(page, () => new Promise(() => {}))
    const contact = contactForm(page, language)
    await fillContact(page, language, VALUES)
    await contact.send.click()
    await expect(
      contact.form.getByRole('button', { name: text('universal', 'form.sending') }),
    ).toBeDisabled()
    // The send's clock starts just before its request: move time only once that request is out.
    await expect.poll(() => sent.length).toBe(1)
    await page.clock.fastForward(16_000)
    await expect(contact.form.getByRole('alert')).toContainText(
      text('universal', 'form.errors.timeout'),
    )
    await expect(contact.field('message')).toHaveValue(VALUES.message)
  })

  test('hostile input is sent and kept as plain text, never run', async ({
    page,
    language,
    text,
  }) => {
    let dialogs = 0
    page.on('dialog', async (dialog) => {
      dialogs++
      await dialog.dismiss()
    })
    const hostile = `<img src=x onerror=alert(1)><script>alert(2)</script> {{brand}} \${alert(3)} \u202Eelbatrevo ${'x'.repeat(4_000)}`
    const sent = interceptSends(page, fail(500, 'Internal Server Error'))
    const contact = contactForm(page, language)
    await fillContact(page, language, { ...VALUES, name: '<b>Ane</b>', message: hostile })
    await contact.send.click()
    const alert = contact.form.getByRole('alert')
    await expect(alert).toBeVisible()
    const params = sent[0]?.template_params as Record<string, string>
    expect(params.message).toBe(hostile)
    expect(params.from_name).toBe('<b>Ane</b>')
    await expect(contact.field('message')).toHaveValue(hostile)
    // The alert's e-mail link carries what was typed, as text: none of it becomes markup.
    const mailto =
      (await alert
        .getByRole('link', { name: text('universal', 'form.mail') })
        .getAttribute('href')) ?? ''
    expect(decodeURIComponent(mailto)).toContain('<b>Ane</b>')
    await expect(page.locator('b', { hasText: 'Ane' })).toHaveCount(0)
    expect(dialogs).toBe(0)
  })

  test('each field takes as much as a message may carry, and the message box says how much', async ({
    page,
    language,
    text,
  }) => {
    const contact = contactForm(page, language)
    const message = contact.field('message')
    await expect(
      contact.form.getByText(
        text('universal', 'form.max_length').replace(
          '{{count, number}}',
          (5_000).toLocaleString(language),
        ),
      ),
    ).toBeVisible()
    await message.fill('æ'.repeat(6_000))
    await expect(message).toHaveValue('æ'.repeat(5_000))
    await expect(contact.field('name')).toHaveAttribute('maxlength', '100')
  })

  test('a draft survives a reload until it is sent', async ({ page, language }) => {
    interceptSends(page)
    const contact = contactForm(page, language)
    await fillContact(page, language, VALUES)
    await page.reload()
    await islandsReady(page)
    await expect(contact.field('message')).toHaveValue(VALUES.message)
    await expect(contact.field('company')).toHaveValue(VALUES.company)
    await contact.send.click()
    await expect(contact.form.getByRole('status')).toBeVisible()
    // The draft is restored when the form's script runs: only then could the field be filled again.
    await page.reload()
    await islandsReady(page)
    await expect(contact.field('message')).toHaveValue('')
  })

  test('a bot that fills the hidden field is thanked and nothing is sent', async ({
    page,
    language,
  }) => {
    const sent = interceptSends(page)
    const contact = contactForm(page, language)
    await fillContact(page, language, VALUES)
    await contact.form.locator('input[name="website"]').evaluate((input: HTMLInputElement) => {
      input.value = 'http://spam.example'
    })
    await contact.send.click()
    await expect(contact.form.getByRole('status')).toBeVisible()
    expect(sent).toEqual([])
  })
})

test(
  'a message reaches the local mail inbox, end to end',
  SMOKE,
  async ({ page, request, language, text }) => {
    const marker = `E2E ${Date.now()} ${Math.random()}`
    await page.goto('/')
    await islandsReady(page)
    const contact = contactForm(page, language)
    await contact.field('name').fill('Playwright')
    await contact.field('email').fill('playwright@example.com')
    await contact.field('message').fill(marker)
    await contact.send.click()
    await expect(contact.form.getByRole('status')).toContainText(
      text('homepage', 'contact.form.success_title'),
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
  },
)

test.describe('call-back request', () => {
  test('on home: a phone number alone reaches the inbox, with "any time" filled in, and a thank-you', async ({
    page,
    request,
    language,
    text,
  }) => {
    await page.goto('/')
    await islandsReady(page)
    const callback = callbackForm(page, language)
    await expect(callback.field('phone')).toHaveAttribute('type', 'tel')
    await expect(callback.field('phone')).toHaveAttribute('autocomplete', 'tel')
    const phone = `+45 20 ${String(Date.now()).slice(-6)}`
    await callback.field('phone').fill(phone)
    await callback.send.click()
    await expect(callback.form.getByRole('status')).toContainText(
      text('universal', 'callback.success_title'),
    )
    const messages: { template_id: string; template_params: Record<string, string> }[] = await (
      await request.get(`${INBOX}/api/messages`)
    ).json()
    const received = messages.find((message) => message.template_params.from_name === phone)
    expect(received).toMatchObject({
      template_id: 'contact_form',
      template_params: {
        // No address of his own: the Reply-To is the owner's, which the provider accepts.
        from_email: site.mailRecipient,
        company: '',
        message: text('universal', 'callback.message')
          .replace('{{number}}', phone)
          .replace('{{when}}', text('universal', 'callback.any_time')),
        to_email: site.mailRecipient,
      },
    })
  })

  test('on the free-analysis page: when it suits him travels with the number; a failed send keeps both and says why', async ({
    page,
    language,
    text,
  }) => {
    await page.goto(pagePath('audit', language))
    await islandsReady(page)
    const sent = interceptSends(page, fail(503, 'Service Unavailable'))
    const callback = callbackForm(page, language)
    await callback.field('phone').fill('+45 20 30 40 50')
    await callback.field('when').fill('I morgen efter kl. 15')
    await callback.send.click()
    await expect(callback.form.getByRole('alert')).toContainText(
      text('universal', 'callback.error'),
    )
    await expect(callback.field('phone')).toHaveValue('+45 20 30 40 50')
    await expect(callback.field('when')).toHaveValue('I morgen efter kl. 15')
    expect(sent).toHaveLength(1)
    expect((sent[0]?.template_params as Record<string, string> | undefined)?.message).toBe(
      text('universal', 'callback.message')
        .replace('{{number}}', '+45 20 30 40 50')
        .replace('{{when}}', 'I morgen efter kl. 15'),
    )
  })

  test('a number is required: an empty request is not sent', async ({ page, language }) => {
    await page.goto('/')
    await islandsReady(page)
    const sent = interceptSends(page)
    const callback = callbackForm(page, language)
    await callback.send.click()
    expect(
      await callback
        .field('phone')
        .evaluate((field) => (field as HTMLInputElement).validity.valueMissing),
    ).toBe(true)
    expect(sent).toEqual([])
  })
})

test.describe('audit page', () => {
  test.beforeEach(async ({ page, language }) => {
    await page.goto(pagePath('audit', language))
    await islandsReady(page)
  })

  test('the request names the company as sender, with the fixed sentence and the searches he named, and shows the success title', async ({
    page,
    language,
    text,
  }) => {
    const sent = interceptSends(page)
    const audit = auditForm(page, language)
    await audit.field('company').fill('Bageriet Brød & Co')
    await audit.field('email').fill('mette@broed.dk')
    await audit.field('searches').fill('bager risskov, <b>surdej</b>')
    await audit.send.click()
    await expect(audit.form.getByRole('status')).toContainText(text('audit', 'form.success_title'))
    await expect(audit.form.getByRole('status')).toContainText(text('audit', 'form.success'))
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
          message: [
            text('audit', 'form.message').replace('{{company}}', 'Bageriet Brød & Co'),
            text('audit', 'form.message_searches').replace(
              '{{searches}}',
              'bager risskov, <b>surdej</b>',
            ),
          ].join('\n'),
          to_email: site.mailRecipient,
        },
      },
    ])
  })

  test('a failed request shows the audit error text and keeps both fields', async ({
    page,
    language,
    text,
  }) => {
    interceptSends(page, fail(500, 'Internal Server Error'))
    const audit = auditForm(page, language)
    await audit.field('company').fill('Bageriet')
    await audit.field('email').fill('mette@broed.dk')
    await audit.send.click()
    await expect(audit.form.getByRole('alert')).toContainText(
      language === 'da'
        ? 'Der opstod en fejl ved afsendelse. Prøv venligst igen eller ring direkte.'
        : text('audit', 'form.error'),
    )
    await expect(audit.field('company')).toHaveValue('Bageriet')
    await expect(audit.field('email')).toHaveValue('mette@broed.dk')
  })

  test('what you get, four questions, a call to action back up, and its own footer in the page language', async ({
    page,
    language,
    text,
  }) => {
    const points = page
      .getByRole('region', { name: text('audit', 'what_you_get.title') })
      .getByRole('listitem')
    await expect(points.getByRole('heading')).toHaveText(
      (['visibility', 'evaluation', 'recommendation'] as const).map((id) =>
        text('audit', `what_you_get.items.${id}.title`),
      ),
    )
    const faq = page.getByRole('region', { name: text('audit', 'faq.title') })
    await expect(faq.locator('details')).toHaveCount(4)
    await faq.locator('summary').nth(0).click()
    await faq.locator('summary').nth(3).click()
    await expect(faq.locator('details[open]')).toHaveCount(1)

    await page.getByRole('link', { name: text('audit', 'cta.button') }).click()
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
    await expect(page.locator('#audit-form input[name="company"]')).toBeFocused()

    const footer = page.getByRole('navigation', { name: text('audit', 'footer.label') })
    await expect(footer.getByRole('link')).toHaveText(
      (['packages', 'about', 'privacy', 'terms'] as const).map((id) =>
        text('universal', `pages.${id}`),
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
    await expect(
      page.getByRole('contentinfo').getByRole('link', { name: site.email }),
    ).toHaveAttribute('href', `mailto:${site.email}`)
    await expect(page.getByRole('contentinfo')).not.toContainText(
      text('universal', 'guarantee.promise'),
    )
  })
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('a form says it cannot send and how else to reach us; nothing typed goes into the address or is lost', async ({
    page,
    language,
    text,
  }) => {
    await page.goto('/')
    const contact = contactForm(page, language)
    await fillContact(page, language, VALUES)
    await expect(contact.send).toBeEnabled()
    await expect(contact.form.getByText(text('universal', 'form.no_script'))).toBeVisible()
    await contact.send.click()
    await contact.field('email').press('Enter')
    await expect(page).toHaveURL('/')
    await expect(contact.field('email')).toHaveValue(VALUES.email)
    await expect(contact.field('message')).toHaveValue(VALUES.message)
    await expect(
      page.locator(`#${CONTACT_ANCHORS[language]} a[href="tel:${site.phone.dial}"]`).first(),
    ).toBeVisible()

    // The call-back request too: the number stays where it was typed.
    const callback = callbackForm(page, language)
    await callback.field('phone').fill('+45 20 30 40 50')
    await expect(callback.form.getByText(text('universal', 'form.no_script'))).toBeVisible()
    await callback.send.click()
    await expect(page).toHaveURL('/')
    await expect(callback.field('phone')).toHaveValue('+45 20 30 40 50')

    await page.goto(pagePath('audit', language))
    await expect(
      auditForm(page, language).form.getByText(text('universal', 'form.no_script')),
    ).toBeVisible()
  })
})

test('each form says what its details are for and links to the privacy policy (GDPR art. 13)', async ({
  page,
  language,
  text,
}) => {
  const expectNote = async (form: ReturnType<typeof contactForm>['form'], purpose: string) => {
    await expect(form).toContainText(purpose)
    await expect(
      form.getByRole('link', { name: text('universal', 'form.privacy_link') }),
    ).toHaveAttribute('href', pagePath('privacy', language))
  }
  await page.goto('/')
  await expectNote(contactForm(page, language).form, text('universal', 'form.privacy_contact'))
  await page.goto(pagePath('audit', language))
  await expectNote(auditForm(page, language).form, text('audit', 'form.privacy'))
})
