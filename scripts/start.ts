import { existsSync, readFileSync, statSync } from 'node:fs'
import http from 'node:http'
import path from 'node:path'
import sirv from 'sirv'
import { LANGUAGES, type Language, siteOrigins } from '../app/i18n/languages.ts'
import { build, clientDir, isBuildCurrent } from './build.ts'
import { headersFor, parseHeadersFile, parseRedirectsFile, redirectFor } from './deploy-rules.ts'
import { PORTS, SITES } from './local-sites.ts'
import { createMailInbox, DEFAULT_INBOX_FILE } from './mail-inbox.ts'

/**
 * `npm start`: serves the production build of each language on its own port, as the two
 * domains would be served: precompressed files, the deploy headers, the deploy redirects, and
 * 404.html with status 404 for unknown paths. Builds first when the build is missing or stale.
 * The local mail inbox listens on PORT_MAIL (4175); the forms send there when no provider keys
 * are set. Its messages are kept in MAIL_INBOX_FILE (default mail-inbox/messages.jsonl).
 */

/** Locally, each language's "domain" is its port, unless SITE_URL_DA / SITE_URL_EN say otherwise. */
export function localOrigins(): Record<Language, string> {
  return siteOrigins({
    SITE_URL_DA: process.env.SITE_URL_DA ?? SITES.da,
    SITE_URL_EN: process.env.SITE_URL_EN ?? SITES.en,
  })
}

/** Files for the host, not for visitors. */
const DEPLOY_FILES = new Set(['/_headers', '/_redirects'])

/** The build's 404 page (precompressed when the client accepts it), or a plain "Not found". */
function sendNotFoundPage(dir: string, req: http.IncomingMessage, res: http.ServerResponse) {
  const accepts = String(req.headers['accept-encoding'] ?? '')
  const copies = [
    ...(/\bbr\b/.test(accepts) ? [{ suffix: '.br', encoding: 'br' }] : []),
    ...(/\bgzip\b/.test(accepts) ? [{ suffix: '.gz', encoding: 'gzip' }] : []),
    { suffix: '', encoding: undefined },
  ]
  for (const { suffix, encoding } of copies) {
    let body: Buffer
    try {
      body = readFileSync(path.join(dir, `404.html${suffix}`))
    } catch {
      continue // not in this build (or removed by a rebuild): try the next copy
    }
    res.writeHead(404, {
      'Content-Type': 'text/html; charset=utf-8',
      'Content-Length': body.length,
      Vary: 'Accept-Encoding',
      ...(encoding ? { 'Content-Encoding': encoding } : {}),
    })
    res.end(req.method === 'HEAD' ? undefined : body)
    return
  }
  res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' })
  res.end(req.method === 'HEAD' ? undefined : 'Not found')
}

/**
 * A deploy file's rules, parsed again whenever a rebuild has rewritten the file (a new build's
 * pages need its own CSP hashes). While a rebuild has removed it, the last rules stay.
 */
function currentRules<T>(file: string, parse: (text: string) => T): () => T {
  let rules = parse(readFileSync(file, 'utf8'))
  let modified = statSync(file).mtimeMs
  return () => {
    try {
      const now = statSync(file).mtimeMs
      if (now !== modified) {
        rules = parse(readFileSync(file, 'utf8'))
        modified = now
      }
    } catch {
      // Removed for the moment by a rebuild: keep serving with the last rules.
    }
    return rules
  }
}

export function createSiteServer(dir: string): http.Server {
  const headerRules = currentRules(path.join(dir, '_headers'), parseHeadersFile)
  const redirectRules = currentRules(path.join(dir, '_redirects'), parseRedirectsFile)
  const files = sirv(dir, {
    // Looks files up on every request instead of listing them once at start, so a rebuild
    // under the running server serves the new files and never crashes it on a removed one.
    dev: true,
    etag: true,
    brotli: true,
    gzip: true,
    extensions: ['html'],
  })

  return http.createServer((req, res) => {
    const { pathname } = new URL(req.url ?? '/', 'http://localhost')
    for (const [name, value] of Object.entries(headersFor(headerRules(), pathname))) {
      res.setHeader(name, value)
    }
    const notFound = () => {
      const redirect = redirectFor(redirectRules(), pathname)
      if (redirect) {
        res.writeHead(redirect.status, { Location: redirect.to })
        res.end()
        return
      }
      sendNotFoundPage(dir, req, res)
    }
    if (DEPLOY_FILES.has(pathname)) return notFound()
    files(req, res, notFound)
  })
}

function listen(server: http.Server, port: number, label: string): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, () => {
      console.log(`${label}: http://localhost:${port}`)
      resolve()
    })
  })
}

if (import.meta.main) {
  const origins = localOrigins()
  if (!process.argv.includes('--no-build') && !isBuildCurrent(origins)) await build(origins)
  const missing = LANGUAGES.filter(
    (language) => !existsSync(path.join(clientDir(language), 'index.html')),
  )
  if (missing.length)
    throw new Error(`No build for ${missing.join(', ')}: run npm start, which builds`)
  const sites = LANGUAGES.map((language) => createSiteServer(clientDir(language)))
  const inboxFile = process.env.MAIL_INBOX_FILE ?? DEFAULT_INBOX_FILE
  const inbox = createMailInbox(inboxFile)
  await Promise.all([
    ...LANGUAGES.map((language, index) =>
      listen(sites[index] as http.Server, PORTS[language], `site (${language})`),
    ),
    listen(inbox, PORTS.mail, `mail inbox, kept in ${inboxFile}`),
  ])
  const servers = [...sites, inbox]
  const stop = () => {
    for (const server of servers) server.close()
    process.exit(0)
  }
  process.on('SIGINT', stop)
  process.on('SIGTERM', stop)
}
