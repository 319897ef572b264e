import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { expect, test } from 'vitest'
import {
  ADMIN_CSP,
  adminHeaderRules,
  formatHeadersFile,
  formatRedirectsFile,
  groupPolicyRules,
  MAX_HEADER_RULES,
  routePatterns,
  securityHeaderRules,
} from '#scripts/build/host-rules.ts'
import { headersFor, readHeaderRules, readRedirectRules, redirectFor } from './apply-host-rules.ts'

/** A deploy file as the build writes it, to be read back by the host's parser. */
function written(name: string, text: string): string {
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'rules-')), name)
  writeFileSync(file, text)
  return file
}

test('the headers file reads back as written, and later rules override earlier ones', async () => {
  const rules = [...securityHeaderRules("default-src 'self'"), ...adminHeaderRules()]
  const text = formatHeadersFile(rules)
  // Cloudflare Pages joins a header two rules set, unless the later one detaches it first.
  expect(text).toContain('/assets/*\n  ! Cache-Control\n  Cache-Control: public, max-age=31536000')
  const parsed = await readHeaderRules(written('_headers', text))
  expect(parsed.map(({ for: pattern, values }) => ({ pattern, headers: values }))).toEqual(
    rules.map(({ pattern, headers }) => ({ pattern, headers })),
  )
  const page = headersFor(parsed, '/tjenester')
  expect(page['Strict-Transport-Security']).toMatch(/max-age=\d+/)
  expect(page['X-Content-Type-Options']).toBe('nosniff')
  expect(page['Referrer-Policy']).toBe('strict-origin-when-cross-origin')
  expect(page['Permissions-Policy']).toContain('camera=()')
  expect(page['Cache-Control']).toBe('public, max-age=0, must-revalidate')
  expect(headersFor(parsed, '/assets/app-123.js')['Cache-Control']).toBe(
    'public, max-age=31536000, immutable',
  )
  // The editor has its own policy, lets its sign-in pop-up reach back, and is not indexed.
  const admin = headersFor(parsed, '/admin/')
  expect(admin['Content-Security-Policy']).toBe(ADMIN_CSP)
  expect(admin['Cross-Origin-Opener-Policy']).toBe('same-origin-allow-popups')
  expect(admin['X-Robots-Tag']).toBe('noindex, nofollow')
  expect(admin['Cache-Control']).toBe('public, max-age=0, must-revalidate')
  expect(page['Content-Security-Policy']).toBe("default-src 'self'")
})

test('a group of pages with inline styles is sent with its own policy, at each path it is served at', async () => {
  const rules = [
    ...securityHeaderRules("style-src 'self' 'sha256-404'"),
    ...groupPolicyRules([
      { patterns: routePatterns('/blog'), policy: "style-src 'self' 'list'" },
      { patterns: routePatterns('/om-os'), policy: "style-src 'self' 'about'" },
      { patterns: routePatterns('/'), policy: "style-src 'self' 'home'" },
      // Listed after the list, as groups come, but wider: its rules must come first.
      { patterns: routePatterns('/blog/:slug'), policy: "style-src 'self' 'post'" },
      { patterns: routePatterns('/blog/side/:page'), policy: "style-src 'self' 'list'" },
    ]),
  ]
  const parsed = await readHeaderRules(written('_headers', formatHeadersFile(rules)))
  const policy = (pathname: string) => headersFor(parsed, pathname)['Content-Security-Policy']
  for (const pathname of ['/om-os', '/om-os/']) {
    expect(policy(pathname), pathname).toBe("style-src 'self' 'about'")
    expect(headersFor(parsed, pathname)['X-Content-Type-Options']).toBe('nosniff')
  }
  expect(policy('/')).toBe("style-src 'self' 'home'")
  // Every post by one rule, however many; the list's pages by theirs, though /blog/* matches them.
  for (const pathname of ['/blog/et-indlaeg', '/blog/et-andet/'])
    expect(policy(pathname)).toBe("style-src 'self' 'post'")
  for (const pathname of ['/blog', '/blog/', '/blog/side/2', '/blog/side/13/'])
    expect(policy(pathname), pathname).toBe("style-src 'self' 'list'")
  // Other pages, and unknown paths (the 404 page), keep the policy every path gets.
  for (const pathname of ['/tjenester', '/om-os/mere', '/findes/ikke']) {
    expect(policy(pathname), pathname).toBe("style-src 'self' 'sha256-404'")
  }
  // The host reads no more than its limit: a build that needs more fails instead.
  const many = groupPolicyRules(
    Array.from({ length: MAX_HEADER_RULES / 2 }, (_, i) => ({
      patterns: routePatterns(`/page-${i}`),
      policy: "default-src 'self'",
    })),
  )
  expect(() => formatHeadersFile([...rules, ...many])).toThrow(/more than the host reads/)
})

test("a route's patterns: its path with and without the slash, or everything below its fixed part", () => {
  expect(routePatterns('/')).toEqual(['/'])
  expect(routePatterns('/om-os')).toEqual(['/om-os', '/om-os/'])
  expect(routePatterns('/blog/:slug')).toEqual(['/blog/*'])
  expect(routePatterns('/blog/kategori/:category/side/:page')).toEqual(['/blog/kategori/*'])
})

test('header rules match as the host matches them: any case, with or without a final slash', async () => {
  const rules = await readHeaderRules(
    written('_headers', '/assets/*\n  Cache-Control: immutable\n'),
  )
  for (const pathname of ['/assets/a.js', '/ASSETS/a.js', '/assets', '/assets/']) {
    expect(headersFor(rules, pathname)['Cache-Control'], pathname).toBe('immutable')
  }
  expect(headersFor(rules, '/404.html')).toEqual({})
})

test('a headers file the host cannot read fails loudly', async () => {
  await expect(
    readHeaderRules(written('_headers', '  Cache-Control: immutable\n')),
  ).rejects.toThrow(/Path should come before header/)
})

test('redirect rules read back as written and match by prefix', async () => {
  const rules = await readRedirectRules(
    written('_redirects', formatRedirectsFile([{ from: '/blog/*', to: '/blog', status: 302 }])),
  )
  expect(rules).toEqual([{ from: '/blog/*', to: '/blog', status: 302 }])
  expect(redirectFor(rules, '/blog/unknown')?.to).toBe('/blog')
  expect(redirectFor(rules, '/nope')).toBeUndefined()
})
