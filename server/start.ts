import { existsSync } from 'node:fs'
import type http from 'node:http'
import path from 'node:path'
import { LANGUAGES, type Language, originVariables, siteOrigins } from '#app/i18n/languages.ts'
import { build, isBuildCurrent } from '#scripts/build/build.ts'
import { clientDir } from '#scripts/build/build-folders.ts'
import { HOST, PORTS, SITES } from './local-sites.ts'
import { createMailInbox, DEFAULT_INBOX_FILE } from './mail-inbox.ts'
import { createSiteServer } from './site-server.ts'

/**
 * `npm start`: serves the production build of each language on its own port, as the two
 * domains would be served: precompressed files, the deploy headers, the deploy redirects, and
 * 404.html with status 404 for unknown paths. Builds first when the build is missing or stale.
 * The local mail inbox listens on PORT_MAIL (4175); the forms send there when no provider keys
 * are set. Its messages are kept in MAIL_INBOX_FILE (default mail-inbox/messages.jsonl).
 */

/** Locally, each language's "domain" is its port, unless SITE_URL_DA / SITE_URL_EN say otherwise. */
function localOrigins(): Record<Language, string> {
  return siteOrigins({ ...originVariables(SITES), ...process.env })
}

function listen(server: http.Server, port: number, label: string): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, HOST, () => {
      console.log(`${label}: http://localhost:${port}${HOST === 'localhost' ? '' : `, on ${HOST}`}`)
      resolve()
    })
  })
}

if (import.meta.main) {
  const origins = localOrigins()
  if (!process.argv.includes('--no-build') && !isBuildCurrent(origins)) build(origins)
  const missing = LANGUAGES.filter(
    (language) => !existsSync(path.join(clientDir(language), 'index.html')),
  )
  if (missing.length)
    throw new Error(`No build for ${missing.join(', ')}: run npm start, which builds`)
  const sites = LANGUAGES.map((language) => createSiteServer(clientDir(language)))
  const inboxFile = process.env.MAIL_INBOX_FILE ?? DEFAULT_INBOX_FILE
  const inbox = createMailInbox(inboxFile, Object.values(origins))
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
