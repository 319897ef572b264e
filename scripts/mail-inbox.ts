import { randomUUID } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync } from 'node:fs'
import { appendFile } from 'node:fs/promises'
import http from 'node:http'
import path from 'node:path'
import escapeHtml from 'escape-html'

/**
 * The local mail inbox: a stand-in for the mail provider that speaks its REST protocol
 * (`POST /api/v1.0/email/send`, CORS preflight, its 400 answers, `200 OK`) and keeps every
 * message as one JSON line in a file, so nothing is lost when it restarts. Its page at `/` lists
 * the messages, newest first; `GET /api/messages` returns them as JSON.
 */

export const DEFAULT_INBOX_FILE = 'mail-inbox/messages.jsonl'
/** The provider accepts up to 50 KB of template parameters; the inbox is more generous. */
const MAX_BODY_BYTES = 2 * 1024 * 1024

export type InboxMessage = {
  id: string
  receivedAt: string
  service_id: string
  template_id: string
  user_id: string
  template_params: Record<string, unknown>
}

const CORS = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Methods': 'POST, OPTIONS',
  'Access-Control-Allow-Headers': 'Content-Type',
  'Access-Control-Max-Age': '86400',
}

/** The provider's wording when a required field is missing. */
function missingField(body: Record<string, unknown>): string | undefined {
  for (const field of ['user_id', 'service_id', 'template_id'] as const) {
    if (typeof body[field] !== 'string' || body[field] === '')
      return `The ${field} parameter is required`
  }
  const params = body.template_params
  if (typeof params !== 'object' || params === null || Array.isArray(params)) {
    return 'The template_params parameter is required'
  }
  return undefined
}

export function readMessages(file: string): InboxMessage[] {
  if (!existsSync(file)) return []
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => line.trim())
    .flatMap((line) => {
      try {
        return [JSON.parse(line) as InboxMessage]
      } catch {
        return [] // A line cut short by a crash is skipped, not fatal.
      }
    })
    .reverse()
}

function inboxPage(messages: InboxMessage[]): string {
  const rows = messages
    .map((message) => {
      const params = Object.entries(message.template_params)
        .map(([key, value]) => `<dt>${escapeHtml(key)}</dt><dd>${escapeHtml(String(value))}</dd>`)
        .join('')
      return `<article><h2>${escapeHtml(String(message.template_params.from_name ?? ''))} · ${escapeHtml(
        message.template_id,
      )}</h2><p><time>${escapeHtml(message.receivedAt)}</time></p><dl>${params}</dl></article>`
    })
    .join('\n')
  return `<!doctype html><html lang="en"><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Local mail inbox (${messages.length})</title>
<style>body{font:16px/1.5 system-ui,sans-serif;max-width:50rem;margin:2rem auto;padding:0 1rem}article{border:1px solid #ccc;border-radius:.5rem;padding:1rem;margin:1rem 0}dt{font-weight:600}dd{margin:0 0 .5rem;white-space:pre-wrap;overflow-wrap:anywhere}h2{margin:0;font-size:1.1rem}</style>
<h1>Local mail inbox</h1><p>${messages.length} message(s), newest first. Forms send here when no mail provider keys are set.</p>
${rows || '<p>No messages yet.</p>'}</html>`
}

function readBody(req: http.IncomingMessage): Promise<string | undefined> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    let size = 0
    req.on('data', (chunk: Buffer) => {
      size += chunk.length
      if (size <= MAX_BODY_BYTES) chunks.push(chunk)
    })
    req.on('end', () =>
      resolve(size > MAX_BODY_BYTES ? undefined : Buffer.concat(chunks).toString('utf8')),
    )
    req.on('error', reject)
  })
}

export function createMailInbox(file: string): http.Server {
  mkdirSync(path.dirname(file), { recursive: true })
  // One append at a time: concurrent posts never interleave their lines.
  let writing = Promise.resolve()
  const append = (message: InboxMessage) => {
    writing = writing.then(() => appendFile(file, `${JSON.stringify(message)}\n`))
    return writing
  }

  return http.createServer(async (req, res) => {
    const { pathname } = new URL(req.url ?? '/', 'http://localhost')
    const reply = (status: number, body: string, type = 'text/plain; charset=utf-8') => {
      res.writeHead(status, { ...CORS, 'Content-Type': type })
      res.end(body)
    }
    if (pathname === '/api/v1.0/email/send') {
      if (req.method === 'OPTIONS') {
        res.writeHead(204, CORS)
        return res.end()
      }
      if (req.method !== 'POST') return reply(405, 'Method Not Allowed')
      const text = await readBody(req)
      if (text === undefined) return reply(413, 'Payload Too Large')
      let body: Record<string, unknown>
      try {
        body = JSON.parse(text)
      } catch {
        return reply(400, 'The request body is not valid JSON')
      }
      const missing = missingField(body)
      if (missing) return reply(400, missing)
      await append({
        id: randomUUID(),
        receivedAt: new Date().toISOString(),
        service_id: String(body.service_id),
        template_id: String(body.template_id),
        user_id: String(body.user_id),
        template_params: body.template_params as Record<string, unknown>,
      })
      return reply(200, 'OK')
    }
    if (req.method === 'GET' && pathname === '/api/messages') {
      return reply(200, JSON.stringify(readMessages(file)), 'application/json; charset=utf-8')
    }
    if (req.method === 'GET' && pathname === '/') {
      res.setHeader('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'")
      return reply(200, inboxPage(readMessages(file)), 'text/html; charset=utf-8')
    }
    reply(404, 'Not Found')
  })
}
