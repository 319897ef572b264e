// @vitest-environment node
import { mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs'
import type http from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import { afterEach, expect, test } from 'vitest'
import { createSiteServer } from './start.ts'

const servers: http.Server[] = []
afterEach(() =>
  Promise.all(servers.splice(0).map((server) => new Promise((done) => server.close(done)))),
)

/** A tiny build folder: a page with its gzip copy, a 404 page and the two host files. */
function buildFolder(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'site-'))
  writeFileSync(path.join(dir, 'index.html'), '<h1>Forside</h1>')
  writeFileSync(path.join(dir, 'index.html.gz'), gzipSync('<h1>Forside</h1>'))
  writeFileSync(path.join(dir, '404.html'), '<h1>Siden findes ikke</h1>')
  writeFileSync(path.join(dir, '_headers'), '/*\n  X-Content-Type-Options: nosniff\n')
  writeFileSync(path.join(dir, '_redirects'), '/gammel /ny 301\n')
  return dir
}

async function serve(dir: string): Promise<string> {
  const server = createSiteServer(dir)
  servers.push(server)
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`
}

test('a rebuild under the running server: new files are served, removed ones answer 404', async () => {
  const dir = buildFolder()
  const base = await serve(dir)
  expect((await fetch(`${base}/`)).status).toBe(200)

  writeFileSync(path.join(dir, 'new.js'), 'export {}')
  const added = await fetch(`${base}/new.js`)
  expect(added.status).toBe(200)
  expect(added.headers.get('x-content-type-options')).toBe('nosniff')

  rmSync(path.join(dir, 'new.js'))
  const removed = await fetch(`${base}/new.js`)
  expect(removed.status).toBe(404)
  expect(await removed.text()).toContain('Siden findes ikke')
})

test("a rebuild's new headers and redirects apply at once; while they are missing, the last ones stay", async () => {
  const dir = buildFolder()
  const base = await serve(dir)
  // A rebuild writes new CSP hashes: an mtime of its own, as a later build would have.
  writeFileSync(path.join(dir, '_headers'), '/*\n  Content-Security-Policy: default-src none\n')
  writeFileSync(path.join(dir, '_redirects'), '/gammel /nyere 301\n')
  const later = new Date(Date.now() + 5_000)
  utimesSync(path.join(dir, '_headers'), later, later)
  utimesSync(path.join(dir, '_redirects'), later, later)
  const page = await fetch(`${base}/`)
  expect(page.headers.get('content-security-policy')).toBe('default-src none')
  expect(page.headers.get('x-content-type-options')).toBeNull()
  const moved = await fetch(`${base}/gammel`, { redirect: 'manual' })
  expect(moved.headers.get('location')).toBe('/nyere')

  rmSync(path.join(dir, '_headers'))
  const during = await fetch(`${base}/`)
  expect(during.status).toBe(200)
  expect(during.headers.get('content-security-policy')).toBe('default-src none')
})

test('a missing precompressed copy falls back to the plain file', async () => {
  const dir = buildFolder()
  const base = await serve(dir)
  rmSync(path.join(dir, 'index.html.gz'))
  const page = await fetch(`${base}/`, { headers: { 'Accept-Encoding': 'gzip' } })
  expect(page.status).toBe(200)
  expect(page.headers.get('content-encoding')).toBeNull()
  expect(await page.text()).toBe('<h1>Forside</h1>')
})

test('without a 404 page, unknown paths still answer 404 and the server keeps serving', async () => {
  const dir = buildFolder()
  const base = await serve(dir)
  rmSync(path.join(dir, '404.html'))
  const missing = await fetch(`${base}/findes-ikke`)
  expect(missing.status).toBe(404)
  expect(await missing.text()).toBe('Not found')
  expect((await fetch(`${base}/gammel`, { redirect: 'manual' })).headers.get('location')).toBe(
    '/ny',
  )
  expect((await fetch(`${base}/`)).status).toBe(200)
})
