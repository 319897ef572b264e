// @vitest-environment node
import { networkInterfaces } from 'node:os'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { ADMIN_CSP } from '#scripts/build/host-rules.ts'
import { buildFolder, PAGE, raw } from '#tests/test-servers.ts'
import { type HostRuntime, serveAsTheHost } from './host-runtime.ts'

/**
 * The build's layout and headers file, served by the host's own runtime (`wrangler pages dev`):
 * what the host does with them, not what we think it does.
 */

let host: HostRuntime
/** A second runtime started at the same moment, as `npm start` starts one per language. */
let twin: HostRuntime
const answer = (path: string, headers = {}) => raw(host.url, { path, headers })

beforeAll(async () => {
  const folder = buildFolder()
  ;[host, twin] = await Promise.all([serveAsTheHost(folder), serveAsTheHost(folder)])
}, 60_000)
afterAll(() => Promise.all([host?.stop(), twin?.stop()]))

test('two runtimes started together both serve (each keeps its own state)', async () => {
  expect(host.url).not.toBe(twin.url)
  for (const runtime of [host, twin])
    expect((await raw(runtime.url, { path: '/' })).body.toString()).toBe(PAGE)
})

test('each page answers 200 at its own address; the form with a final slash redirects there once', async () => {
  for (const [path, heading] of [
    ['/', PAGE],
    ['/om-os', '<h1>Om os</h1>'],
    ['/blog', '<h1>Blog</h1>'],
    ['/blog/et-indlaeg', '<h1>Et indlæg</h1>'],
  ] as const) {
    const page = await answer(path)
    expect(page.status, path).toBe(200)
    expect(page.body.toString(), path).toBe(heading)
    if (path === '/') continue
    const slash = await answer(`${path}/`)
    expect(slash.status, `${path}/`).toBe(308)
    expect(slash.headers.location, `${path}/`).toBe(path)
  }
})

test('an unknown path gets the 404 page; below the blog, the page that leads to the list', async () => {
  const unknown = await answer('/findes/ikke')
  expect(unknown.status).toBe(404)
  expect(unknown.body.toString()).toBe('<head></head><h1>Siden findes ikke</h1>')
  for (const path of ['/blog/ukendt', '/blog/side/99']) {
    const post = await answer(path)
    expect(post.status, path).toBe(404)
    expect(post.body.toString(), path).toContain('url=/blog')
  }
})

test('headers as the host applies the rules: a detached header is replaced, not joined', async () => {
  const home = await answer('/')
  expect(home.headers['content-security-policy']).toBe("style-src 'self' '404'")
  expect(home.headers['strict-transport-security']).toMatch(/max-age=\d+/)
  expect(home.headers['x-content-type-options']).toBe('nosniff')
  expect(home.headers['cache-control']).toBe('public, max-age=0, must-revalidate')
  const asset = await answer('/assets/app-123.js')
  expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable')
  // Each group of pages its own policy; the wider /blog/* first, so the list's pages keep theirs.
  const policy = async (path: string) => (await answer(path)).headers['content-security-policy']
  expect(await policy('/om-os')).toBe("style-src 'self' 'about'")
  expect(await policy('/blog/et-indlaeg')).toBe("style-src 'self' 'post'")
  expect(await policy('/blog/ukendt')).toBe("style-src 'self' 'post'")
  for (const path of ['/blog', '/blog/side/2'])
    expect(await policy(path), path).toBe("style-src 'self' 'list'")
  const admin = await answer('/admin/')
  expect(admin.status).toBe(200)
  expect(admin.headers['content-security-policy']).toBe(ADMIN_CSP)
  expect(admin.headers['x-robots-tag']).toBe('noindex, nofollow')
})

test('text is compressed as the browser asks', async () => {
  for (const [accept, encoding] of [
    ['br, gzip', 'br'],
    ['gzip', 'gzip'],
  ] as const) {
    const page = await answer('/om-os', { 'Accept-Encoding': accept })
    expect(page.headers['content-encoding'], accept).toBe(encoding)
  }
})

test('the rules file is not served', async () => {
  const rules = await answer('/_headers')
  expect(rules.status).not.toBe(200)
  expect(rules.body.toString()).not.toContain('Content-Security-Policy')
})

test("the runtime answers on loopback only, not on the machine's other addresses", async () => {
  const { port } = new URL(host.url)
  const others = Object.values(networkInterfaces())
    .flat()
    .filter((address) => address && !address.internal && address.family === 'IPv4')
  for (const address of others) {
    const reached = await raw(`http://${address?.address}:${port}`, { path: '/' }).then(
      () => true,
      () => false,
    )
    expect(reached, address?.address).toBe(false)
  }
  expect((await answer('/')).status).toBe(200)
})
