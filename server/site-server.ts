import { type Stats, statSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import http from 'node:http'
import path from 'node:path'
import mime from 'mime-types'
import Negotiator from 'negotiator'
import send from 'send'
import { answerSafely, requestPath } from './answer-safely.ts'
import { headersFor, readHeaderRules, readRedirectRules, redirectFor } from './apply-host-rules.ts'

/**
 * One language's build folder served as its static host serves it: precompressed files, the
 * host's `_headers` and `_redirects`, and 404.html with status 404 for unknown paths.
 */

/** The methods a static site answers; any other gets 405. */
const METHODS = 'GET, HEAD'

/** Files in the build that are not for visitors: the host's rules and the precompressed copies. */
function isHidden(file: string): boolean {
  return file === '_headers' || file === '_redirects' || /\.(br|gz)$/.test(file)
}

/** The precompressed copies the build writes beside each text file. */
const COPIES = [
  { encoding: 'br', suffix: '.br' },
  { encoding: 'gzip', suffix: '.gz' },
]

function contentType(file: string): string {
  // React Router's client navigations read `.data` files; its own server sends them as this type.
  if (file.endsWith('.data')) return 'text/x-script'
  return mime.contentType(path.extname(file)) || 'application/octet-stream'
}

/**
 * A file's stats, or undefined when there is none (or a path through a file, or a name too long).
 * Sync, as sirv's own look-ups were: a stat takes microseconds, a hop to the thread pool longer.
 */
function statsOf(file: string): Stats | undefined {
  try {
    return statSync(file, { throwIfNoEntry: false })
  } catch {
    return undefined
  }
}

const isFile = (file: string) => statsOf(file)?.isFile() ?? false

/**
 * The build file a path names, as the host resolves it: the file, `path.html` or
 * `path/index.html`. Undefined when there is none, and for the files that are not for visitors,
 * however the path spells them.
 */
function findFile(dir: string, pathname: string): string | undefined {
  const name = pathname.slice(1).replace(/\/$/, '')
  const candidates = pathname.endsWith('/')
    ? [path.posix.join(name, 'index.html')]
    : [name, `${name}.html`, `${name}/index.html`]
  for (const candidate of candidates) {
    if (candidate && !isHidden(candidate) && isFile(path.join(dir, candidate))) {
      return candidate
    }
  }
  return undefined
}

/**
 * The copy of a file to send, and its headers: the precompressed copy in the encoding the client
 * prefers (q-values count, `br;q=0` refuses brotli), or the file itself.
 */
function chooseCopy(dir: string, file: string, req: http.IncomingMessage) {
  const copies = []
  for (const copy of COPIES) {
    if (isFile(path.join(dir, file + copy.suffix))) copies.push(copy)
  }
  const [encoding] = new Negotiator(req).encodings([
    ...copies.map((copy) => copy.encoding),
    'identity',
  ])
  const chosen = copies.find((copy) => copy.encoding === encoding)
  return {
    file: chosen ? file + chosen.suffix : file,
    headers: {
      'Content-Type': contentType(file),
      ...(copies.length ? { Vary: 'Accept-Encoding' } : {}),
      ...(chosen ? { 'Content-Encoding': chosen.encoding } : {}),
    },
  }
}

function sendText(res: http.ServerResponse, status: number, text: string, headers = {}) {
  res.removeHeader('Content-Encoding')
  res.writeHead(status, { ...headers, 'Content-Type': 'text/plain; charset=utf-8' })
  res.end(text)
}

/**
 * A deploy file's rules, read again whenever a rebuild has rewritten the file (a new build's
 * pages need its own CSP hashes). While a rebuild has removed it, the last rules stay.
 */
function latestRules<T>(file: string, read: (file: string) => Promise<T[]>): () => Promise<T[]> {
  let rules: T[] = []
  let modified: number | undefined
  return async () => {
    const stats = statsOf(file)
    if (stats && stats.mtimeMs !== modified) {
      rules = await read(file)
      modified = stats.mtimeMs
    }
    return rules
  }
}

export function createSiteServer(dir: string): http.Server {
  const headerRules = latestRules(path.join(dir, '_headers'), readHeaderRules)
  const redirectRules = latestRules(path.join(dir, '_redirects'), readRedirectRules)

  /** The build's 404 page, precompressed as the client accepts, or a plain "Not found". */
  async function sendNotFound(req: http.IncomingMessage, res: http.ServerResponse) {
    for (const name of res.getHeaderNames()) res.removeHeader(name)
    res.setHeaders(new Map(Object.entries(headersFor(await headerRules(), '/404.html'))))
    const copy = chooseCopy(dir, '404.html', req)
    const body = await readFile(path.join(dir, copy.file)).catch(() => undefined)
    if (!body) return sendText(res, 404, 'Not found')
    res.writeHead(404, { ...copy.headers, 'Content-Length': body.length })
    res.end(req.method === 'HEAD' ? undefined : body)
  }

  /** Sends a file with send (ranges and conditional requests per RFC 9110) and its headers. */
  async function sendFile(req: http.IncomingMessage, res: http.ServerResponse, file: string) {
    const copy = chooseCopy(dir, file, req)
    res.setHeaders(new Map(Object.entries(copy.headers)))
    const urlPath = `/${copy.file.split('/').map(encodeURIComponent).join('/')}`
    await new Promise<void>((resolve, reject) => {
      res.once('close', resolve)
      send(req, urlPath, { root: dir, index: false, dotfiles: 'allow', cacheControl: false })
        .on('error', (error: { status?: number; headers?: Record<string, string> }) => {
          // Removed by a rebuild since it was found: as if it had never been there.
          if (error.status === 404) sendNotFound(req, res).then(resolve, reject)
          // Not satisfiable (416) or a failed precondition (412): send's answer, as text.
          else if (error.status && error.status < 500) {
            sendText(res, error.status, http.STATUS_CODES[error.status] ?? '', error.headers)
          } else reject(error)
        })
        .pipe(res)
    })
  }

  return http.createServer(
    answerSafely(async (req, res) => {
      if (req.method !== 'GET' && req.method !== 'HEAD') {
        return sendText(res, 405, 'Method Not Allowed', { Allow: METHODS })
      }
      const pathname = requestPath(req.url)
      if (pathname === undefined) return sendText(res, 400, 'Bad Request')
      const file = findFile(dir, pathname)
      const rules = headersFor(await headerRules(), pathname)
      if (file) {
        res.setHeaders(new Map(Object.entries(rules)))
        return sendFile(req, res, file)
      }
      const redirect = redirectFor(await redirectRules(), pathname)
      if (redirect) {
        res.writeHead(redirect.status, { ...rules, Location: redirect.to })
        return void res.end()
      }
      return sendNotFound(req, res)
    }),
  )
}
