import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import {
  adminHeaderRules,
  formatHeadersFile,
  groupPolicyRules,
  routePatterns,
  securityHeaderRules,
} from '#scripts/build/host-rules.ts'
import { leadingNotFoundPage } from '#scripts/build/not-found-pages.ts'

/** Helpers for the tests that start real servers (unit tests and the browser tests' server spec). */

export type Answer = { status: number; headers: http.IncomingHttpHeaders; body: Buffer }

/** Sends a request exactly as written (a path such as `//[` that fetch would tidy up). */
export function raw(
  base: string,
  options: { method?: string; path: string; headers?: http.OutgoingHttpHeaders; body?: string },
): Promise<Answer> {
  const { hostname, port } = new URL(base)
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        hostname,
        port,
        method: options.method ?? 'GET',
        path: options.path,
        headers: options.headers,
        agent: false,
      },
      (res) => {
        const chunks: Buffer[] = []
        res.on('data', (chunk: Buffer) => chunks.push(chunk))
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: Buffer.concat(chunks),
          }),
        )
        res.on('error', reject)
      },
    )
    req.on('error', reject)
    req.setTimeout(5_000, () => req.destroy(new Error('no answer within 5 s')))
    req.end(options.body)
  })
}

/** Announces a body of 1,000 bytes, sends the first few and hangs up, as a closed tab does. */
export function abortUpload(base: string, path: string): Promise<void> {
  const { hostname, port } = new URL(base)
  return new Promise((resolve) => {
    const req = http.request({
      hostname,
      port,
      method: 'POST',
      path,
      headers: { 'Content-Type': 'application/json', 'Content-Length': 1000 },
      agent: false,
    })
    req.on('error', () => {}) // the hang-up is the point
    req.write('{"user_id":"local', () =>
      setTimeout(() => {
        req.destroy()
        resolve()
      }, 100),
    )
  })
}

/** Starts a server on an ephemeral loopback port; `stopAll` closes every server started. */
export function serverPool() {
  const servers: http.Server[] = []
  return {
    async listen(server: http.Server): Promise<string> {
      servers.push(server)
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
      return `http://127.0.0.1:${(server.address() as AddressInfo).port}`
    },
    stopAll: () =>
      Promise.all(
        servers.splice(0).map(
          (server) =>
            new Promise((done) => {
              server.closeAllConnections()
              server.close(done)
            }),
        ),
      ),
  }
}

export const PAGE = '<h1>Forside</h1>'

/**
 * A tiny build folder as the build leaves it: home, a page as `path.html`, a post and the blog
 * list with its policy groups, the 404 pages, a script asset, the editor, and `_headers` with
 * the security headers the build writes.
 */
export function buildFolder(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'site-'))
  const write = (file: string, body: string) => {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true })
    writeFileSync(path.join(dir, file), body)
  }
  write('index.html', PAGE)
  write('om-os.html', '<h1>Om os</h1>')
  write('blog.html', '<h1>Blog</h1>')
  write('blog/et-indlaeg.html', '<h1>Et indlæg</h1>')
  write('blog/side/2.html', '<h1>Blog, side 2</h1>')
  const notFound = '<head></head><h1>Siden findes ikke</h1>'
  write('404.html', notFound)
  write('blog/404.html', leadingNotFoundPage(notFound, '/blog'))
  write('assets/app-123.js', 'export {}')
  write('admin/index.html', '<h1>Redaktør</h1>')
  write(
    '_headers',
    formatHeadersFile([
      ...securityHeaderRules("style-src 'self' '404'"),
      ...groupPolicyRules([
        { patterns: routePatterns('/blog'), policy: "style-src 'self' 'list'" },
        { patterns: routePatterns('/om-os'), policy: "style-src 'self' 'about'" },
        // Listed after the list, as groups come, but wider: its rules must come first.
        { patterns: routePatterns('/blog/:slug'), policy: "style-src 'self' 'post'" },
        { patterns: routePatterns('/blog/side/:page'), policy: "style-src 'self' 'list'" },
      ]),
      ...adminHeaderRules(),
    ]),
  )
  return dir
}
