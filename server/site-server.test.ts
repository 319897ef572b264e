// @vitest-environment node
import { readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { afterEach, expect, test, vi } from 'vitest'
import { createSiteServer } from './site-server.ts'
import { buildFolder, PAGE, raw, serverPool } from './test-servers.ts'

const pool = serverPool()
afterEach(pool.stopAll)

const serve = (dir: string) => pool.listen(createSiteServer(dir))

/** After a hostile request: the same server still serves its page. */
async function stillServes(base: string) {
  const page = await fetch(`${base}/`)
  expect(page.status).toBe(200)
  expect(await page.text()).toBe(PAGE)
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
  expect(await page.text()).toBe(PAGE)
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

test('crash: a malformed URL (//[ or //%zz) answers 4xx and the server carries on', async () => {
  const base = await serve(buildFolder())
  expect((await raw(base, { path: '//[' })).status).toBe(404)
  expect((await raw(base, { path: '//%zz' })).status).toBe(400)
  expect((await raw(base, { path: '/%00' })).status).toBe(400)
  expect((await raw(base, { path: '/index.html/x' })).status).toBe(404) // a path through a file
  expect((await raw(base, { path: `/${'x'.repeat(5000)}` })).status).toBe(404) // a name too long
  await stillServes(base)
})

test('crash: a range whose start is after its end answers 416, and the server carries on', async () => {
  const base = await serve(buildFolder())
  const answer = await raw(base, { path: '/', headers: { Range: 'bytes=5-2' } })
  expect(answer.status).toBe(416)
  expect(answer.headers['content-range']).toBe(`bytes */${PAGE.length}`)
  await stillServes(base)
})

test('ranges are answered as RFC 9110 says', async () => {
  const base = await serve(buildFolder())
  const range = (value: string) => raw(base, { path: '/', headers: { Range: value } })
  const first = await range('bytes=0-0')
  expect(first.status).toBe(206)
  expect(first.headers['content-range']).toBe(`bytes 0-0/${PAGE.length}`)
  expect(first.body.toString()).toBe('<')
  const last = await range('bytes=-5')
  expect(last.status).toBe(206)
  expect(last.body.toString()).toBe(PAGE.slice(-5))
  expect((await range('items=0-1')).status).toBe(200) // a unit it does not know: ignored
  const beyond = await range('bytes=999-')
  expect(beyond.status).toBe(416)
  expect(beyond.headers['content-range']).toBe(`bytes */${PAGE.length}`)
})

test('the host files and precompressed copies are not served, however the path spells them', async () => {
  const base = await serve(buildFolder())
  for (const spelling of [
    '/_headers',
    '/%5Fheaders',
    '/_headers/',
    '//_headers',
    '/./_headers',
    '/x/../_redirects',
    '/index.html.br',
    '/index.html.gz',
  ]) {
    const answer = await raw(base, { path: spelling })
    expect(answer.status, spelling).toBe(404)
    expect(answer.body.toString(), spelling).toContain('Siden findes ikke')
  }
})

test('a 404 under /assets/ carries the 404 page’s cache rule, not a year', async () => {
  const base = await serve(buildFolder())
  const asset = await fetch(`${base}/assets/app-123.js`)
  expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
  const missing = await fetch(`${base}/assets/gone-456.js`)
  expect(missing.status).toBe(404)
  expect(missing.headers.get('cache-control')).toBe('public, max-age=0, must-revalidate')
})

test('the encoding follows the client’s q-values; brotli refused with q=0 is not sent', async () => {
  const base = await serve(buildFolder())
  const encoding = async (accept: string) =>
    (await raw(base, { path: '/', headers: { 'Accept-Encoding': accept } })).headers[
      'content-encoding'
    ]
  expect(await encoding('br, gzip')).toBe('br')
  expect(await encoding('br;q=0, gzip')).toBe('gzip')
  expect(await encoding('gzip;q=0.5, br;q=0.4')).toBe('gzip')
  expect(await encoding('br;q=0')).toBeUndefined()
  expect(await encoding('identity')).toBeUndefined()
})

test('a 304 carries the ETag and Vary of the 200 it stands for', async () => {
  const base = await serve(buildFolder())
  const headers = { 'Accept-Encoding': 'br' }
  const full = await raw(base, { path: '/', headers })
  expect(full.headers.vary).toBe('Accept-Encoding')
  const etag = String(full.headers.etag)
  const again = await raw(base, { path: '/', headers: { ...headers, 'If-None-Match': etag } })
  expect(again.status).toBe(304)
  expect(again.headers.etag).toBe(etag)
  expect(again.headers.vary).toBe('Accept-Encoding')
  expect(again.headers['cache-control']).toBe('public, max-age=0, must-revalidate')
})

test('a page answers only GET and HEAD; other methods get 405 with Allow', async () => {
  const base = await serve(buildFolder())
  for (const method of ['POST', 'PUT', 'DELETE', 'TRACE', 'PATCH', 'OPTIONS']) {
    const answer = await raw(base, { method, path: '/' })
    expect(answer.status, method).toBe(405)
    expect(answer.headers.allow, method).toBe('GET, HEAD')
  }
  const head = await raw(base, { method: 'HEAD', path: '/' })
  expect(head.status).toBe(200)
  expect(head.headers['content-length']).toBe(String(PAGE.length))
})

test('every file has a Content-Type, React Router’s .data files included', async () => {
  const dir = buildFolder()
  const base = await serve(dir)
  const data = await fetch(`${base}/post.data`)
  expect(data.headers.get('content-type')).toBe('text/x-script')
  expect(await data.text()).toBe(readFileSync(path.join(dir, 'post.data'), 'utf8'))
  expect((await fetch(`${base}/assets/app-123.js`)).headers.get('content-type')).toMatch(
    /^text\/javascript/,
  )
})

test('an unexpected error is logged and answered 500, and the server carries on', async () => {
  const dir = buildFolder()
  const base = await serve(dir)
  const logged = vi.spyOn(console, 'error').mockImplementation(() => {})
  const rewrite = (text: string, secondsLater: number) => {
    writeFileSync(path.join(dir, '_headers'), text)
    const later = new Date(Date.now() + secondsLater * 1000)
    utimesSync(path.join(dir, '_headers'), later, later)
  }
  rewrite('  X-Frame-Options: DENY\n', 5) // a rule before any path: the host cannot read it
  const broken = await fetch(`${base}/`)
  expect(broken.status).toBe(500)
  expect(await broken.text()).toBe('Internal Server Error')
  expect(logged).toHaveBeenCalledWith('GET /:', expect.any(Error))
  logged.mockRestore()
  rewrite('/*\n  X-Frame-Options: DENY\n', 10)
  const fixed = await fetch(`${base}/`)
  expect(fixed.status).toBe(200)
  expect(fixed.headers.get('x-frame-options')).toBe('DENY')
})
