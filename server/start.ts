import { existsSync } from 'node:fs'
import type http from 'node:http'
import path from 'node:path'
import { LANGUAGES, type Language, originVariables, siteOrigins } from '#app/i18n/languages.ts'
import { build, isBuildCurrent } from '#scripts/build/build.ts'
import { clientDir } from '#scripts/build/build-folders.ts'
import { serveAsTheHost } from './host-runtime.ts'
import { HOST, PORTS, SITES } from './local-sites.ts'
import { createMailInbox, DEFAULT_INBOX_FILE } from './mail-inbox.ts'

/**
 * `npm start`: serves the production build of each language on its own port with the host's
 * own runtime (`wrangler pages dev`, server/host-runtime.ts), as the two domains are served.
 * Builds first when the build is missing or stale. The local mail inbox listens on PORT_MAIL
 * (4175); the forms send there when no provider keys are set. Its messages are kept in
 * MAIL_INBOX_FILE (default mail-inbox/messages.jsonl).
 */

/** Locally, each language's "domain" is its port, unless SITE_URL_DA / SITE_URL_EN say otherwise. */
function localOrigins(): Record<Language, string> {
  return siteOrigins({ ...originVariables(SITES), ...process.env })
}

function listen(server: http.Server, port: number): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, HOST, resolve)
  })
}

const shown = (port: number) =>
  `http://localhost:${port}${HOST === 'localhost' ? '' : `, on ${HOST}`}`

if (import.meta.main) {
  const origins = localOrigins()
  if (!process.argv.includes('--no-build') && !isBuildCurrent(origins)) build(origins)
  const missing = LANGUAGES.filter(
    (language) => !existsSync(path.join(clientDir(language), 'index.html')),
  )
  if (missing.length)
    throw new Error(`No build for ${missing.join(', ')}: run npm start, which builds`)
  const inboxFile = process.env.MAIL_INBOX_FILE ?? DEFAULT_INBOX_FILE
  const inbox = createMailInbox(inboxFile, Object.values(origins))
  const starts = await Promise.allSettled([
    ...LANGUAGES.map((language) =>
      serveAsTheHost(clientDir(language), { port: PORTS[language], host: HOST }),
    ),
    listen(inbox, PORTS.mail).then(() => undefined),
  ])
  const failed = starts.find((start) => start.status === 'rejected')
  if (failed) {
    // Nothing is left running on a port the next start needs.
    inbox.close()
    for (const start of starts) if (start.status === 'fulfilled') await start.value?.stop()
    throw failed.reason
  }
  const sites = starts.flatMap((start) =>
    start.status === 'fulfilled' && start.value ? [start.value] : [],
  )
  for (const language of LANGUAGES) console.log(`site (${language}): ${shown(PORTS[language])}`)
  console.log(`mail inbox: ${shown(PORTS.mail)}, kept in ${inboxFile}`)
  const stop = async () => {
    inbox.close()
    await Promise.all(sites.map((site) => site.stop()))
    process.exit(0)
  }
  process.on('SIGINT', stop)
  process.on('SIGTERM', stop)
}
