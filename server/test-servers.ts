import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { brotliCompressSync, gzipSync } from 'node:zlib'
import { formatHeadersFile, securityHeaderRules } from '#scripts/build/host-rules.ts'

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
 * A tiny build folder: a page with its brotli and gzip copies, a 404 page, a script asset, a
 * `.data` file and the two host files, with the security headers the build writes.
 */
export function buildFolder(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'site-'))
  const write = (file: string, body: string | Buffer) => writeFileSync(path.join(dir, file), body)
  write('index.html', PAGE)
  write('index.html.br', brotliCompressSync(PAGE))
  write('index.html.gz', gzipSync(PAGE))
  write('404.html', '<h1>Siden findes ikke</h1>')
  write('post.data', '[{"_1":2}]')
  mkdirSync(path.join(dir, 'assets'))
  write('assets/app-123.js', 'export {}')
  write('_headers', formatHeadersFile(securityHeaderRules("default-src 'self'")))
  write('_redirects', '/gammel /ny 301\n')
  return dir
}
