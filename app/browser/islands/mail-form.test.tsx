// @vitest-environment happy-dom
import { EmailJSResponseStatus } from '@emailjs/browser'
import audit from '@locales/audit.json'
import homepage from '@locales/homepage.json'
import { renderToString } from 'react-dom/server'
import { afterEach, beforeEach, expect, test, vi } from 'vitest'
import { addBundledNamespace } from '#app/i18n/i18n.ts'
import { AuditForm } from '#app/sections/audit-form.tsx'
import { ContactForm } from '#app/sections/contact-form.tsx'
import { SelfCheckForm } from '#app/sections/self-check-form.tsx'
import { site } from '#app/settings/site.ts'
import { mailForm } from './mail-form.ts'
import { secondsUntilAllowed, sendMail } from './send-mail.ts'

vi.mock('./send-mail.ts', () => ({ sendMail: vi.fn(), secondsUntilAllowed: vi.fn(() => 0) }))
const send = vi.mocked(sendMail)

addBundledNamespace('homepage', homepage)
addBundledNamespace('audit', audit)

/** The form as the build prerenders it (Danish in the unit tests), made to work as in the browser. */
function prerendered(form: 'contact' | 'audit', before?: (island: HTMLElement) => void) {
  const island = document.createElement('div')
  island.innerHTML = renderToString(form === 'contact' ? <ContactForm /> : <AuditForm />)
  document.body.append(island)
  before?.(island)
  mailForm(island)
  const element = island.querySelector('form') as HTMLFormElement
  const field = (name: string) =>
    element.elements.namedItem(name) as HTMLInputElement | HTMLTextAreaElement
  return {
    form: element,
    field,
    button: element.querySelector('button') as HTMLButtonElement,
    /** Types as a visitor does: the value changes and an input event bubbles to the form. */
    type(name: string, value: string) {
      field(name).value = value
      field(name).dispatchEvent(new Event('input', { bubbles: true }))
    },
    submit: () => element.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true })),
    shown: (role: 'status' | 'alert') =>
      element.querySelector(`[data-result-place] [role="${role}"]`),
  }
}

function deferred() {
  let resolve = () => {}
  let reject: (error: unknown) => void = () => {}
  const promise = new Promise<void>((res, rej) => {
    resolve = res
    reject = rej
  })
  return { promise, resolve, reject }
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0))

beforeEach(() => {
  sessionStorage.clear()
  send.mockReset()
  vi.mocked(secondsUntilAllowed).mockReturnValue(0)
  vi.spyOn(console, 'error').mockImplementation(() => {})
})

afterEach(() => {
  document.body.innerHTML = ''
})

test('idle → sending → sent: sends what was typed once, then thanks, clears the form and the draft', async () => {
  const sending = deferred()
  send.mockReturnValue(sending.promise)
  const contact = prerendered('contact')
  // The prerendered messages wait hidden and without a role: nothing announces or finds them.
  expect(contact.form.querySelector('[role="status"], [role="alert"]')).toBeNull()
  contact.type('name', 'Ane')
  contact.type('email', 'ane@firma.dk')
  contact.type('message', 'Hej')
  expect(JSON.parse(sessionStorage.getItem('draft-contact') ?? '{}')).toEqual({
    name: 'Ane',
    email: 'ane@firma.dk',
    company: '',
    message: 'Hej',
  })
  contact.submit()
  // It says it is sending at once, and writes and sends the letter in a task of its own.
  expect(contact.form.getAttribute('aria-busy')).toBe('true')
  expect(contact.button.disabled).toBe(true)
  expect(send).not.toHaveBeenCalled()
  contact.submit() // a second press while sending sends nothing more
  await settle()
  expect(send).toHaveBeenCalledTimes(1)
  expect(send).toHaveBeenCalledWith('contact', {
    from_name: 'Ane',
    from_email: 'ane@firma.dk',
    company: '',
    message: 'Hej',
    to_email: site.mailRecipient,
  })
  sending.resolve()
  await settle()
  expect(contact.shown('status')?.textContent).toContain(homepage.contact.form.success_title)
  expect(contact.form.hasAttribute('aria-busy')).toBe(false)
  expect(contact.button.disabled).toBe(false)
  expect(contact.field('message').value).toBe('')
  expect(sessionStorage.getItem('draft-contact')).toBeNull()
})

test('a failure says why, keeps every field, offers a filled-in e-mail; a new submit replaces it', async () => {
  send.mockRejectedValueOnce(new EmailJSResponseStatus(503, 'Service Unavailable'))
  const contact = prerendered('contact')
  contact.type('name', 'Ane')
  contact.type('email', 'ane@firma.dk')
  contact.type('company', 'Bageriet')
  contact.type('message', '<img src=x onerror=alert(1)>')
  contact.submit()
  await settle()
  const alert = contact.shown('alert')
  expect(alert?.querySelector('[data-reason]')?.textContent).toMatch(/midlertidigt problem/)
  expect(contact.field('name').value).toBe('Ane')
  expect(contact.field('message').value).toBe('<img src=x onerror=alert(1)>')
  expect(alert?.querySelector('img')).toBeNull()
  const mail = new URL(alert?.querySelector<HTMLAnchorElement>('a[data-mailto]')?.href ?? '')
  expect(mail.pathname).toBe(site.email)
  expect(mail.searchParams.get('body')).toBe(
    'Ane, Bageriet\nane@firma.dk\n\n<img src=x onerror=alert(1)>',
  )
  expect(console.error).toHaveBeenCalled()

  send.mockResolvedValueOnce()
  contact.submit()
  await settle()
  expect(send).toHaveBeenCalledTimes(2)
  expect(contact.shown('alert')).toBeNull()
  expect(contact.shown('status')).not.toBeNull()
})

test('a rate limit says how many seconds are left', async () => {
  send.mockRejectedValue(new EmailJSResponseStatus(429, 'Too Many Requests'))
  vi.mocked(secondsUntilAllowed).mockReturnValue(6)
  const contact = prerendered('contact')
  contact.submit()
  await settle()
  expect(contact.shown('alert')?.querySelector('[data-reason]')?.textContent).toMatch(
    /Du kan sende igen om 6 sek\./,
  )
})

test('a draft comes back after a reload, into empty fields only', () => {
  sessionStorage.setItem(
    'draft-contact',
    JSON.stringify({ name: 'Gammel kladde', message: 'Halvfærdig besked' }),
  )
  // What the visitor typed before the script ran is in the field already; it wins.
  const contact = prerendered('contact', (island) => {
    const name = island.querySelector<HTMLInputElement>('input[name="name"]')
    if (name) name.value = 'Ane'
  })
  expect(contact.field('name').value).toBe('Ane')
  expect(contact.field('message').value).toBe('Halvfærdig besked')
})

test('a filled-in honeypot ends in thanks without sending', async () => {
  const contact = prerendered('contact')
  contact.type('website', 'http://spam.example')
  contact.submit()
  await settle()
  expect(contact.shown('status')).not.toBeNull()
  expect(send).not.toHaveBeenCalled()
})

test('a submit the page script held before the module ran is sent once, when it runs', async () => {
  send.mockResolvedValue()
  const request = prerendered('audit', (island) => {
    const form = island.querySelector('form') as HTMLFormElement
    ;(form.elements.namedItem('company') as HTMLInputElement).value = 'Bageriet'
    ;(form.elements.namedItem('email') as HTMLInputElement).value = 'bager@example.dk'
    form.dataset.queued = ''
  })
  await settle()
  expect(send).toHaveBeenCalledTimes(1)
  expect(send).toHaveBeenCalledWith('audit', {
    from_name: 'Bageriet',
    from_email: 'bager@example.dk',
    company: 'Bageriet',
    message: [
      audit.form.message.replace('{{company}}', 'Bageriet'),
      audit.form.message_searches.replace('{{searches}}', audit.form.searches_not_given),
    ].join('\n'),
    to_email: site.mailRecipient,
  })
  expect(request.form.dataset.queued).toBeUndefined()
  expect(request.shown('status')?.textContent).toContain(audit.form.success_title)
})

test('the analysis request says which searches matter most to him, after the spec sentence', async () => {
  send.mockResolvedValue()
  prerendered('audit', (island) => {
    const form = island.querySelector('form') as HTMLFormElement
    ;(form.elements.namedItem('company') as HTMLInputElement).value = 'Bageriet'
    ;(form.elements.namedItem('email') as HTMLInputElement).value = 'bager@example.dk'
    ;(form.elements.namedItem('searches') as HTMLInputElement).value = 'bager risskov, surdejsbrød'
    form.dataset.queued = ''
  })
  await settle()
  expect(send.mock.calls[0]?.[1]?.message).toBe(
    [
      audit.form.message.replace('{{company}}', 'Bageriet'),
      'Vigtigste søgninger: bager risskov, surdejsbrød',
    ].join('\n'),
  )
})

test('the self-check request carries the answers in its message, after the spec sentence', async () => {
  send.mockResolvedValue(undefined)
  const page = document.createElement('div')
  page.innerHTML = renderToString(<SelfCheckForm />)
  document.body.append(page)
  const island = page.querySelector('[data-island="self-check-request"]') as HTMLElement
  mailForm(island)
  const choose = (question: string, answer: 'yes' | 'no') =>
    (
      page.querySelector(`input[name="check-${question}"][value="${answer}"]`) as HTMLInputElement
    ).click()
  choose('owner', 'yes')
  choose('category', 'no')
  const form = island.querySelector('form') as HTMLFormElement
  ;(form.elements.namedItem('company') as HTMLInputElement).value = 'Nørre VVS'
  ;(form.elements.namedItem('email') as HTMLInputElement).value = 'info@norrevvs.dk'
  form.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }))
  await settle()
  const [template, params] = send.mock.calls[0] ?? []
  expect(template).toBe('audit')
  const lines = (params?.message ?? '').split('\n')
  expect(lines[0]).toBe(audit.form.message.replace('{{company}}', 'Nørre VVS'))
  expect(lines).toContain(audit.self_check.request.answers_intro)
  expect(lines).toContain('1 ud af 10 på plads')
  expect(lines).toContain(`1. ${audit.self_check.questions.owner.q} Ja`)
  expect(lines).toContain(`2. ${audit.self_check.questions.category.q} Nej`)
  expect(lines).toContain(`10. ${audit.self_check.questions.posts.q} ikke besvaret`)
  expect(params).toMatchObject({
    from_name: 'Nørre VVS',
    company: 'Nørre VVS',
    to_email: site.mailRecipient,
  })
})
