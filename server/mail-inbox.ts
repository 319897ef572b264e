import { randomUUID } from 'node:crypto'
import { createReadStream, mkdirSync } from 'node:fs'
import { appendFile, open } from 'node:fs/promises'
import http from 'node:http'
import path from 'node:path'
import { createInterface } from 'node:readline'
import escapeHtml from 'escape-html'
import { MAIL_VARIABLES_LIMIT_BYTES } from '#app/mail/mail-config.ts'
import { answerSafely, requestPath } from './answer-safely.ts'

/**
 * The local mail inbox: a stand-in for the mail provider that speaks its REST protocol
 * (`POST /api/v1.0/email/send`, CORS preflight, its 400 and 413 answers, `200 OK`) and keeps
 * every message as one JSON line in a file, so nothing is lost when it restarts. Its page at `/`
 * lists the messages, newest first, a page at a time; `GET /api/messages` returns them as JSON.
 */

export const DEFAULT_INBOX_FILE = 'mail-inbox/messages.jsonl'
export const MESSAGES_PER_PAGE = 50
/** The provider's words when the template parameters are over its limit (status 413). */
export const TOO_LARGE = 'Variables size limit. The maximum allowed variables size is 50Kb'

export type InboxMessage = {
  id: string
  receivedAt: string
  service_id: string
  template_id: string
  user_id: string
  template_params: Record<string, string>
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

const isText = (value: unknown): value is string => typeof value === 'string'

/** What is wrong with a request body, in the provider's words where it has them. */
function problemWith(body: unknown): string | undefined {
  for (const field of ['user_id', 'service_id', 'template_id'] as const) {
    const value = isRecord(body) ? body[field] : undefined
    if (!isText(value) || value === '') return `The ${field} parameter is required`
  }
  const params = (body as Record<string, unknown>).template_params
  if (!isRecord(params)) return 'The template_params parameter is required'
  if (!Object.values(params).every(isText)) return 'The template_params values must be text'
  return undefined
}

/** A stored line as a message, or undefined when it is not one (cut off, or written by hand). */
function toMessage(line: string): InboxMessage | undefined {
  let value: unknown
  try {
    value = JSON.parse(line)
  } catch {
    return undefined
  }
  if (!isRecord(value) || problemWith(value)) return undefined
  return isText(value.id) && isText(value.receivedAt) ? (value as InboxMessage) : undefined
}

/** Every message in the file, newest first, and how many lines could not be read as one. */
export async function readMessages(
  file: string,
): Promise<{ messages: InboxMessage[]; unreadable: number }> {
  const messages: InboxMessage[] = []
  let unreadable = 0
  const stream = createReadStream(file, 'utf8')
  try {
    // Line by line, so a large file never blocks the sites served by the same process.
    for await (const line of createInterface({ input: stream, crlfDelay: Infinity })) {
      if (!line.trim()) continue
      const message = toMessage(line)
      if (message) messages.push(message)
      else unreadable++
    }
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error
  }
  return { messages: messages.reverse(), unreadable }
}

/**
 * Ends a line cut off by a crash during a write, so the next message starts on a line of its
 * own. The cut-off line stays in the file for a person to read.
 */
async function endCutOffLine(file: string): Promise<void> {
  const handle = await open(file, 'a+')
  try {
    const { size } = await handle.stat()
    if (size === 0) return
    const { buffer } = await handle.read(Buffer.alloc(1), 0, 1, size - 1)
    if (buffer[0] !== 0x0a) await handle.appendFile('\n')
  } finally {
    await handle.close()
  }
}

/** Control and bidirectional-formatting characters, which would hide or reorder text. */
const INVISIBLE = /(?![\n\t\u200d])[\p{Cc}\p{Cf}]/gu

/**
 * A stored value as HTML text: escaped, with every control and bidi character made visible
 * (NUL as ␀, U+202E as ⟨U+202E⟩) and isolated from its neighbours, so no value can hide or
 * reverse what is around it.
 */
export function asVisibleText(value: string): string {
  const visible = value.replace(/\r\n/g, '\n').replace(INVISIBLE, (char) => {
    const code = char.codePointAt(0) ?? 0
    if (code < 0x20) return String.fromCodePoint(0x2400 + code) // ␀ … ␟
    if (code === 0x7f) return '␡'
    return `⟨U+${code.toString(16).toUpperCase().padStart(4, '0')}⟩`
  })
  return `<bdi>${escapeHtml(visible)}</bdi>`
}

/** One page of the inbox (the first for a page number that is not one, the last after it). */
function inboxPage(messages: InboxMessage[], unreadable: number, requested: number): string {
  const pages = Math.max(1, Math.ceil(messages.length / MESSAGES_PER_PAGE))
  const page = Math.min(Math.max(Number.isInteger(requested) ? requested : 1, 1), pages)
  const shown = messages.slice((page - 1) * MESSAGES_PER_PAGE, page * MESSAGES_PER_PAGE)
  const rows = shown
    .map((message) => {
      const params = Object.entries(message.template_params)
        .map(([key, value]) => `<dt>${asVisibleText(key)}</dt><dd>${asVisibleText(value)}</dd>`)
        .join('')
      return `<article><h2>${asVisibleText(message.template_params.from_name ?? '')} · ${asVisibleText(
        message.template_id,
      )}</h2><p><time>${asVisibleText(message.receivedAt)}</time></p><dl>${params}</dl></article>`
    })
    .join('\n')
  const link = (to: number, text: string) =>
    to >= 1 && to <= pages ? `<a href="/?page=${to}">${text}</a>` : ''
  const nav = `<nav>${link(page - 1, '← Newer')} Page ${page} of ${pages} ${link(page + 1, 'Older →')}</nav>`
  const skipped = unreadable
    ? `<p role="alert">${unreadable} line(s) of the file could not be read as a message. They stay in the file.</p>`
    : ''
  return `<!doctype html><html lang="en"><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Local mail inbox (${messages.length})</title>
<style>body{font:16px/1.5 system-ui,sans-serif;max-width:50rem;margin:2rem auto;padding:0 1rem}article{border:1px solid #ccc;border-radius:.5rem;padding:1rem;margin:1rem 0}dt{font-weight:600}dd{margin:0 0 .5rem;white-space:pre-wrap;overflow-wrap:anywhere}h2{margin:0;font-size:1.1rem}</style>
<h1>Local mail inbox</h1><p>${messages.length} message(s), newest first. Forms send here when no mail provider keys are set.</p>
${skipped}${nav}
${rows || '<p>No messages yet.</p>'}
${nav}</html>`
}

/** The request body, or undefined once it is over `limit` bytes (the rest is read and dropped). */
async function readBody(req: http.IncomingMessage, limit: number): Promise<string | undefined> {
  const chunks: Buffer[] = []
  let size = 0
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length
    if (size <= limit) chunks.push(chunk)
  }
  return size > limit ? undefined : Buffer.concat(chunks).toString('utf8')
}

/**
 * @param file where the messages are kept, one JSON line each
 * @param siteOrigins the local sites, the only origins whose pages may send (CORS)
 */
export function createMailInbox(file: string, siteOrigins: string[]): http.Server {
  mkdirSync(path.dirname(file), { recursive: true })
  const repair = () =>
    endCutOffLine(file).catch((error) => console.error(`mail inbox: cannot repair ${file}:`, error))
  // One write at a time, so concurrent messages never interleave their lines. A failed write is
  // answered 500; the next one starts on a fresh line.
  let writing = repair()
  const store = (message: InboxMessage) => {
    const write = writing.then(() => appendFile(file, `${JSON.stringify(message)}\n`))
    writing = write.then(() => undefined, repair)
    return write
  }

  return http.createServer(
    answerSafely(async (req, res) => {
      const origin = req.headers.origin
      const allowed = origin !== undefined && siteOrigins.includes(origin)
      const reply = (status: number, body: string, headers: http.OutgoingHttpHeaders = {}) => {
        res.writeHead(status, { 'Content-Type': 'text/plain; charset=utf-8', ...headers })
        res.end(req.method === 'HEAD' ? undefined : body)
      }
      const [target = '/', query = ''] = (req.url ?? '/').split('?', 2)
      const pathname = requestPath(target)
      if (pathname === undefined) return reply(400, 'Bad Request')

      if (pathname === '/api/v1.0/email/send') {
        // Pages of the local sites may send (CORS); no other page may, even without reading.
        const cors: http.OutgoingHttpHeaders = allowed
          ? {
              'Access-Control-Allow-Origin': origin,
              'Access-Control-Allow-Methods': 'POST, OPTIONS',
              'Access-Control-Allow-Headers': 'Content-Type',
              'Access-Control-Max-Age': '86400',
              Vary: 'Origin',
            }
          : { Vary: 'Origin' }
        if (origin !== undefined && !allowed) {
          return reply(403, 'Only the local sites may send to this inbox', cors)
        }
        if (req.method === 'OPTIONS') return reply(204, '', cors)
        if (req.method !== 'POST')
          return reply(405, 'Method Not Allowed', { ...cors, Allow: 'POST, OPTIONS' })
        // Room for the other fields beside the template parameters, which are held to the limit.
        const text = await readBody(req, 2 * MAIL_VARIABLES_LIMIT_BYTES)
        if (text === undefined) return reply(413, TOO_LARGE, cors)
        let body: unknown
        try {
          body = JSON.parse(text)
        } catch {
          return reply(400, 'The request body is not valid JSON', cors)
        }
        const problem = problemWith(body)
        if (problem) return reply(400, problem, cors)
        const fields = body as Omit<InboxMessage, 'id' | 'receivedAt'>
        if (
          Buffer.byteLength(JSON.stringify(fields.template_params)) > MAIL_VARIABLES_LIMIT_BYTES
        ) {
          return reply(413, TOO_LARGE, cors)
        }
        try {
          await store({
            id: randomUUID(),
            receivedAt: new Date().toISOString(),
            service_id: fields.service_id,
            template_id: fields.template_id,
            user_id: fields.user_id,
            template_params: fields.template_params,
          })
        } catch (error) {
          console.error(`mail inbox: cannot store a message in ${file}:`, error)
          return reply(500, 'The message could not be stored', cors)
        }
        return reply(200, 'OK', cors)
      }

      if (req.method !== 'GET' && req.method !== 'HEAD') {
        return reply(405, 'Method Not Allowed', { Allow: 'GET, HEAD' })
      }
      if (pathname === '/api/messages') {
        const { messages } = await readMessages(file)
        return reply(200, JSON.stringify(messages), {
          'Content-Type': 'application/json; charset=utf-8',
        })
      }
      if (pathname === '/') {
        const { messages, unreadable } = await readMessages(file)
        const page = Number.parseInt(new URLSearchParams(query).get('page') ?? '1', 10)
        return reply(200, inboxPage(messages, unreadable, page), {
          'Content-Type': 'text/html; charset=utf-8',
          'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'",
        })
      }
      reply(404, 'Not Found')
    }),
  )
}
