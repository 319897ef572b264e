// @vitest-environment node
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { afterEach, expect, test } from 'vitest'
import { type Answer, buildFolder, PAGE, raw, serverPool } from '#tests/test-servers.ts'
import { serveAsTheHost } from './host-runtime.ts'
import { createMailInbox } from './mail-inbox.ts'

/**
 * A bounded fuzz test: thousands of random and mutated requests against a site served by the
 * host's runtime and against the inbox, on loopback only, within a time limit. Every one must
 * be answered without a 5xx, and both must serve afterwards. FUZZ_SEED=n replays a run.
 */

/** How many; `FUZZ_REQUESTS` sets fewer for the quick tier (`npm run test:quick`). */
const REQUESTS = Number(process.env.FUZZ_REQUESTS) || 2_500
const TIME_LIMIT_MS = 25_000
const CONCURRENCY = 16
const SITE = 'http://localhost:4173'

/**
 * The local runtime's one known 5xx: a path through a file (`/404.html/`, `/_headers`) makes
 * wrangler's file look-up fail (ENOTDIR), answered 502 with this text. The host looks paths up
 * in its manifest of the upload, not a folder, and answers 404 (decision 030).
 */
const isPathThroughAFile = ({ headers, body }: Pick<Answer, 'headers' | 'body'>) =>
  /^\[wrangler\] Could not serve static asset: Error: ENOTDIR/.test(decoded(headers, body))

/** A body as sent, decompressed: the runtime compresses even its error text when asked to. */
function decoded(headers: Answer['headers'], body: Buffer): string {
  const encoding = headers['content-encoding']
  if (encoding === 'br') return brotliDecompressSync(body).toString()
  if (encoding === 'gzip') return gunzipSync(body).toString()
  return body.toString()
}

const pool = serverPool()
let stopSite = async () => {}
afterEach(() => Promise.all([pool.stopAll(), stopSite()]))

/** mulberry32: a small seeded generator, so a failing run can be replayed. */
function generator(seed: number) {
  let state = seed >>> 0
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 2 ** 32
  }
  const int = (max: number) => Math.floor(next() * max)
  const pick = <T>(items: readonly T[]): T => items[int(items.length)] as T
  return { next, int, pick }
}
type Random = ReturnType<typeof generator>

const PATHS = [
  '/',
  '/index.html',
  '/om-os',
  '/blog/et-indlaeg',
  '/assets/app-123.js',
  '/admin/',
  '/404.html',
  '/api/v1.0/email/send',
  '/api/messages',
  '/?page=2',
]
const PIECES = ['/', '//', '%', '%zz', '%00', '%5F', '%2F', '%C0%AE', '%E2%80%AE', '..', '.']
const MORE_PIECES = ['[', ']', '?', '#', '\\', '*', ':', '@', ';', "'", '"', '<', '>', '~', 'é']
const METHODS = ['GET', 'GET', 'GET', 'HEAD', 'POST', 'POST', 'PUT', 'DELETE', 'OPTIONS', 'TRACE']
const HEADER_VALUES: Record<string, readonly string[]> = {
  Range: ['bytes=0-0', 'bytes=-5', 'bytes=5-2', 'bytes=0-1,3-4', 'items=0-1', 'bytes=', 'bytes=x'],
  'Accept-Encoding': ['br', 'gzip', 'br;q=0', '*;q=0', 'identity;q=0', 'gzip;q=abc', ''],
  'If-None-Match': ['*', '"x"', 'W/"1-2"', ''],
  'If-Modified-Since': ['Thu, 01 Jan 2099 00:00:00 GMT', 'yesterday', ''],
  'If-Range': ['"x"', 'Thu, 01 Jan 1970 00:00:00 GMT'],
  Origin: [SITE, 'null', 'https://evil.example'],
  'Content-Type': ['application/json', 'text/plain', ''],
}
const ODD_VALUES: unknown[] = [null, 0, true, [], {}, { toString: 0 }, '', '\u0000\u202e', [[{}]]]

function mutatedPath(random: Random): string {
  let target = random.pick(PATHS)
  for (let n = random.int(4); n > 0; n--) {
    const at = random.int(target.length + 1)
    const piece = random.pick(random.next() < 0.6 ? PIECES : MORE_PIECES)
    target = `${target.slice(0, at)}${encodeURI(piece) === piece ? piece : encodeURIComponent(piece)}${target.slice(at)}`
  }
  return target.startsWith('/') ? target : `/${target}`
}

function mutatedBody(random: Random): string {
  const body: Record<string, unknown> = {
    user_id: 'local-inbox-key',
    service_id: 'local_inbox',
    template_id: 'contact_form',
    template_params: { from_name: 'Fuzz', from_email: 'f@z.dk', message: 'Hej' },
  }
  const params = body.template_params as Record<string, unknown>
  const target = random.next() < 0.5 ? body : params
  const key = random.pick(Object.keys(target))
  const choice = random.int(4)
  if (choice === 0) delete target[key]
  else if (choice === 1) target[key] = random.pick(ODD_VALUES)
  else if (choice === 2) target[key] = 'x'.repeat(random.int(120_000))
  const text =
    random.next() < 0.2 ? random.pick(['null', '[]', '{', '"', '']) : JSON.stringify(body)
  return random.next() < 0.1 ? text.slice(0, random.int(text.length)) : text
}

/**
 * A random request. The site is static: the runtime answers a method it does not serve at once
 * (405) and may close before a body has arrived, so bodies go to the inbox. TRACE it never
 * answers (miniflare's local proxy cannot make a Request of it; the edge does not forward it):
 * the test after this one holds that it harms nothing.
 */
function randomRequest(random: Random, to: 'site' | 'inbox') {
  const method = random.pick(to === 'site' ? METHODS.filter((m) => m !== 'TRACE') : METHODS)
  const headers: Record<string, string> = {}
  for (const [name, values] of Object.entries(HEADER_VALUES)) {
    if (random.next() < 0.3) headers[name] = random.pick(values)
  }
  const body =
    to === 'inbox' && (method === 'POST' || method === 'PUT') ? mutatedBody(random) : undefined
  return { method, path: mutatedPath(random), headers, body }
}

test(`${REQUESTS} random and mutated requests: every one answered without a 5xx, and the servers serve on`, async () => {
  const seed = Number(process.env.FUZZ_SEED ?? Date.now() % 2 ** 31)
  const random = generator(seed)
  const inboxFile = path.join(mkdtempSync(path.join(tmpdir(), 'inbox-')), 'messages.jsonl')
  const site = await serveAsTheHost(buildFolder())
  stopSite = site.stop
  const bases = [site.url, await pool.listen(createMailInbox(inboxFile, [SITE]))]
  const deadline = Date.now() + TIME_LIMIT_MS
  const failures: string[] = []
  let sent = 0
  const worker = async () => {
    while (sent < REQUESTS && Date.now() < deadline) {
      sent++
      const base = random.pick(bases)
      const request = randomRequest(random, base === site.url ? 'site' : 'inbox')
      const answer = await raw(base, request).catch((error: Error) => ({
        status: error.message,
        body: Buffer.alloc(0),
      }))
      // A HEAD answer has no body to tell the known 502 by: the same request as a GET tells it.
      const told =
        request.method === 'HEAD' && answer.status === 502
          ? await raw(base, { ...request, method: 'GET' }).catch(() => answer)
          : answer
      if (
        typeof answer.status !== 'number' ||
        (answer.status >= 500 && !('headers' in told && isPathThroughAFile(told)))
      ) {
        const { body, ...shown } = request
        failures.push(
          `${base} ${JSON.stringify(shown)} body ${body?.length ?? 0} → ${answer.status}`,
        )
      }
    }
  }
  await Promise.all(Array.from({ length: CONCURRENCY }, worker))

  expect(failures.slice(0, 10), `FUZZ_SEED=${seed}`).toEqual([])
  expect(sent, `FUZZ_SEED=${seed}: requests sent within ${TIME_LIMIT_MS} ms`).toBe(REQUESTS)
  const page = await fetch(`${site.url}/`)
  expect(page.status).toBe(200)
  expect(await page.text()).toBe(PAGE)
  expect((await fetch(`${bases[1]}/`)).status).toBe(200)
}, 60_000)

test('requests the local runtime never answers (TRACE) hold nothing up: it serves on', async () => {
  const site = await serveAsTheHost(buildFolder())
  stopSite = site.stop
  const traces = Array.from({ length: 100 }, () =>
    raw(site.url, { method: 'TRACE', path: '/om-os' }).catch(() => undefined),
  )
  expect((await raw(site.url, { path: '/' })).status).toBe(200)
  await Promise.all(traces)
  expect((await raw(site.url, { path: '/om-os' })).status).toBe(200)
}, 60_000)
