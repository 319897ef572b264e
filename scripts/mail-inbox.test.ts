// @vitest-environment node
import { mkdtempSync } from 'node:fs'
import type http from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, expect, test } from 'vitest'
import { createMailInbox } from './mail-inbox.ts'

const servers: http.Server[] = []
afterEach(() =>
  Promise.all(servers.splice(0).map((server) => new Promise((done) => server.close(done)))),
)

async function start(file: string): Promise<string> {
  const server = createMailInbox(file, [SITE])
  servers.push(server)
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`
}

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
  await new Promise((done) => servers.pop()?.close(done))

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
