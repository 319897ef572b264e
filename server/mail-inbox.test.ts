// @vitest-environment node
import {
  appendFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmdirSync,
  rmSync,
} from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, expect, test, vi } from 'vitest'
import { MAIL_VARIABLES_LIMIT_BYTES } from '#app/mail/mail-config.ts'
import { abortUpload, raw, serverPool } from '#tests/test-servers.ts'
import { asVisibleText, createMailInbox, MESSAGES_PER_PAGE, TOO_LARGE } from './mail-inbox.ts'

const pool = serverPool()
afterEach(pool.stopAll)

const start = (file: string) => pool.listen(createMailInbox(file, [SITE]))

const SITE = 'http://localhost:4173'
const inboxFile = () => path.join(mkdtempSync(path.join(tmpdir(), 'inbox-')), 'messages.jsonl')
const message = (n: number) => ({
  lib_version: '4.4.1',
  user_id: 'local-inbox-key',
  service_id: 'local_inbox',
  template_id: 'contact_form',
  template_params: {
    from_name: `Sender ${n}`,
    from_email: 'a@b.dk',
    company: '',
    message: `Besked ${n}`,
    to_email: 'k@x.dk',
  },
})
const post = (base: string, body: unknown) =>
  fetch(`${base}/api/v1.0/email/send`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  })

test('it answers the CORS preflight and accepts a message with 200 OK', async () => {
  const base = await start(inboxFile())
  const preflight = await fetch(`${base}/api/v1.0/email/send`, {
    method: 'OPTIONS',
    headers: { Origin: SITE, 'Access-Control-Request-Method': 'POST' },
  })
  expect(preflight.status).toBe(204)
  expect(preflight.headers.get('access-control-allow-origin')).toBe(SITE)
  expect(preflight.headers.get('access-control-allow-headers')).toMatch(/Content-Type/i)
  const response = await post(base, message(1))
  expect(response.status).toBe(200)
  expect(await response.text()).toBe('OK')
  const [stored] = await (await fetch(`${base}/api/messages`)).json()
  expect(stored).toMatchObject({
    template_id: 'contact_form',
    template_params: message(1).template_params,
  })
})

test('a missing field is refused with 400 in the provider’s words', async () => {
  const base = await start(inboxFile())
  for (const [field, text] of [
    ['user_id', 'The user_id parameter is required'],
    ['service_id', 'The service_id parameter is required'],
    ['template_id', 'The template_id parameter is required'],
    ['template_params', 'The template_params parameter is required'],
  ] as const) {
    const { [field]: _, ...body } = message(1)
    const response = await post(base, body)
    expect(response.status, field).toBe(400)
    expect(await response.text()).toBe(text)
  }
  expect(await (await fetch(`${base}/api/messages`)).json()).toEqual([])
})

test('messages survive a restart, and 50 sent at once are all kept', async () => {
  const file = inboxFile()
  let base = await start(file)
  const answers = await Promise.all(Array.from({ length: 50 }, (_, n) => post(base, message(n))))
  expect(answers.map((answer) => answer.status)).toEqual(Array(50).fill(200))
  await pool.stopAll()

  base = await start(file)
  await post(base, message(50))
  const stored: { template_params: { from_name: string } }[] = await (
    await fetch(`${base}/api/messages`)
  ).json()
  expect(stored).toHaveLength(51)
  expect(stored[0]?.template_params.from_name).toBe('Sender 50')
  expect(new Set(stored.map((m) => m.template_params.from_name)).size).toBe(51)
})

test('its page lists the messages newest first and shows hostile text as text', async () => {
  const base = await start(inboxFile())
  await post(base, message(1))
  const hostile = message(2)
  hostile.template_params.message = '<script>alert("x")</script><img src=x onerror=alert(1)>'
  await post(base, hostile)
  const page = await fetch(`${base}/`)
  expect(page.headers.get('content-security-policy')).toContain("default-src 'none'")
  const html = await page.text()
  expect(html).not.toContain('<script>alert')
  expect(html).not.toContain('<img src=x')
  expect(html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;')
  expect(html.indexOf('Sender 2')).toBeLessThan(html.indexOf('Sender 1'))
})

const SEND = '/api/v1.0/email/send'
const stored = async (base: string) => (await fetch(`${base}/api/messages`)).json()

/** After a hostile request: the inbox still takes a message and shows its page. */
async function stillWorks(base: string) {
  expect((await post(base, message(99))).status).toBe(200)
  const page = await fetch(`${base}/`)
  expect(page.status).toBe(200)
  expect(await page.text()).toContain('Sender 99')
}

test('crash: a malformed URL answers 400 and the inbox carries on', async () => {
  const base = await start(inboxFile())
  expect((await raw(base, { path: '//%zz' })).status).toBe(400)
  expect((await raw(base, { path: '//[' })).status).toBe(404)
  await stillWorks(base)
})

test('crash: a JSON body of null, or of any other non-object, answers 400', async () => {
  const base = await start(inboxFile())
  for (const body of ['null', '[]', '7', '"text"', 'true']) {
    const answer = await raw(base, { method: 'POST', path: SEND, body })
    expect(answer.status, body).toBe(400)
    expect(answer.body.toString(), body).toBe('The user_id parameter is required')
  }
  expect(await stored(base)).toEqual([])
  await stillWorks(base)
})

test('crash: a client that hangs up in the middle of its message stores nothing and stops nothing', async () => {
  const file = inboxFile()
  const base = await start(file)
  await abortUpload(base, SEND)
  await abortUpload(base, SEND)
  expect(await stored(base)).toEqual([])
  await stillWorks(base)
})

test('crash: a failing disk write answers 500, and the next message is stored', async () => {
  const file = inboxFile()
  const base = await start(file)
  const logged = vi.spyOn(console, 'error').mockImplementation(() => {})
  // The inbox creates (and repairs) its file as it starts; take it away once it is there.
  await vi.waitFor(() => expect(existsSync(file)).toBe(true))
  rmSync(file)
  mkdirSync(file) // the inbox file cannot be written while a folder stands in its place
  expect((await post(base, message(1))).status).toBe(500)
  expect((await post(base, message(2))).status).toBe(500)
  expect(logged).toHaveBeenCalled()
  rmdirSync(file)
  expect((await post(base, message(3))).status).toBe(200)
  logged.mockRestore()
  expect(
    (await stored(base)).map(
      (m: { template_params: { from_name: string } }) => m.template_params.from_name,
    ),
  ).toEqual(['Sender 3'])
})

test('crash: a poison message is refused, and one already in the file never stops the page', async () => {
  const file = inboxFile()
  const base = await start(file)
  const poison = { ...message(1), template_params: { from_name: { toString: 0 }, message: 'x' } }
  const refused = await post(base, poison)
  expect(refused.status).toBe(400)
  expect(await refused.text()).toBe('The template_params values must be text')
  expect((await post(base, { ...message(2), template_params: { from_name: 7 } })).status).toBe(400)
  // A line an older inbox stored before it checked: the page still shows, and says it skipped it.
  appendFileSync(file, `${JSON.stringify({ id: 'old', receivedAt: 'then', ...poison })}\n`)
  const page = await fetch(`${base}/`)
  expect(page.status).toBe(200)
  expect(await page.text()).toContain('1 line(s) of the file could not be read')
  expect(await stored(base)).toEqual([])
  await stillWorks(base)
})

test('restart: a cut-off last line is ended, so the next message is stored whole', async () => {
  const file = inboxFile()
  let base = await start(file)
  await post(base, message(1))
  await pool.stopAll()
  appendFileSync(file, '{"id":"cut-off","template_par') // a crash in the middle of a write

  base = await start(file)
  expect((await post(base, message(2))).status).toBe(200)
  const names = (await stored(base)).map(
    (m: { template_params: { from_name: string } }) => m.template_params.from_name,
  )
  expect(names).toEqual(['Sender 2', 'Sender 1'])
  const lines = readFileSync(file, 'utf8').split('\n')
  expect(lines[1]).toBe('{"id":"cut-off","template_par') // kept for a person to read
  expect(await (await fetch(`${base}/`)).text()).toContain(
    '1 line(s) of the file could not be read',
  )
})

test('a message over the provider’s 50 KB limit is refused with its 413 and its words', async () => {
  const base = await start(inboxFile())
  const withText = (length: number) => {
    const body = message(1)
    body.template_params.message = 'x'.repeat(length)
    return body
  }
  const over = await post(base, withText(MAIL_VARIABLES_LIMIT_BYTES))
  expect(over.status).toBe(413)
  expect(await over.text()).toBe(TOO_LARGE)
  const huge = await post(base, withText(5 * MAIL_VARIABLES_LIMIT_BYTES))
  expect(huge.status).toBe(413)
  expect((await post(base, withText(MAIL_VARIABLES_LIMIT_BYTES - 200))).status).toBe(200)
})

test('only the local sites may send (CORS), and the messages are not readable from other sites', async () => {
  const base = await start(inboxFile())
  const foreign = { Origin: 'https://evil.example', 'Content-Type': 'application/json' }
  const preflight = await fetch(`${base}${SEND}`, { method: 'OPTIONS', headers: foreign })
  expect(preflight.status).toBe(403)
  expect(preflight.headers.get('access-control-allow-origin')).toBeNull()
  const sent = await raw(base, {
    method: 'POST',
    path: SEND,
    headers: foreign,
    body: JSON.stringify(message(1)),
  })
  expect(sent.status).toBe(403)
  expect(await stored(base)).toEqual([])
  const list = await fetch(`${base}/api/messages`, { headers: { Origin: SITE } })
  expect(list.headers.get('access-control-allow-origin')).toBeNull()
  expect((await fetch(`${base}/`)).headers.get('access-control-allow-origin')).toBeNull()
})

test('control and bidi characters are shown, never obeyed or dropped', () => {
  expect(asVisibleText('a\u0000b')).toBe('<bdi>a␀b</bdi>')
  expect(asVisibleText('\u202Egnp.exe')).toBe('<bdi>⟨U+202E⟩gnp.exe</bdi>')
  expect(asVisibleText('line 1\r\nline 2\tend')).toBe('<bdi>line 1\nline 2\tend</bdi>')
  expect(asVisibleText('<b>\u2066')).toBe('<bdi>&lt;b&gt;⟨U+2066⟩</bdi>')
})

test('its page shows one page of messages at a time, newest first', async () => {
  const base = await start(inboxFile())
  for (let n = 1; n <= MESSAGES_PER_PAGE + 1; n++) await post(base, message(n))
  const first = await (await fetch(`${base}/`)).text()
  expect(first).toContain(`Sender ${MESSAGES_PER_PAGE + 1}<`)
  expect(first).not.toContain('Sender 1<')
  expect(first).toContain('href="/?page=2"')
  const second = await (await fetch(`${base}/?page=2`)).text()
  expect(second).toContain('Sender 1<')
  expect(second).not.toContain('Sender 2<')
  expect(await (await fetch(`${base}/?page=x`)).text()).toContain('Page 1 of 2')
})
