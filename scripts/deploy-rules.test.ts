import { createHash } from 'node:crypto'
import { expect, test } from 'vitest'
import {
  contentSecurityPolicy,
  formatHeadersFile,
  formatRedirectsFile,
  headersFor,
  inlineScriptHashes,
  parseHeadersFile,
  parseRedirectsFile,
  redirectFor,
  securityHeaderRules,
} from './deploy-rules.ts'

test('inline scripts are hashed; external scripts and JSON-LD are not', () => {
  const html =
    '<script>window.a=1</script><script src="/x.js"></script>' +
    '<script type="application/ld+json">{"a":1}</script><script type="module">import "/y.js"</script>'
  const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`
  expect(inlineScriptHashes(html)).toEqual([sha256('window.a=1'), sha256('import "/y.js"')])
})

test('the CSP allows no inline script but the hashed ones, and no framing', () => {
  const csp = contentSecurityPolicy(
    ["'sha256-b'", "'sha256-a'", "'sha256-a'"],
    ['https://api.emailjs.com'],
  )
  expect(csp).toContain("script-src 'self' 'sha256-a' 'sha256-b';")
  expect(csp).not.toMatch(/script-src[^;]*unsafe-(inline|eval)/)
  expect(csp).toContain("frame-ancestors 'none'")
  expect(csp).toContain("connect-src 'self' https://api.emailjs.com")
})

test('the headers file reads back as written, and later rules override earlier ones', () => {
  const rules = securityHeaderRules("default-src 'self'")
  const parsed = parseHeadersFile(formatHeadersFile(rules))
  expect(parsed).toEqual(rules)
  const page = headersFor(parsed, '/tjenester')
  expect(page['Strict-Transport-Security']).toMatch(/max-age=\d+/)
  expect(page['X-Content-Type-Options']).toBe('nosniff')
  expect(page['Referrer-Policy']).toBe('strict-origin-when-cross-origin')
  expect(page['Permissions-Policy']).toContain('camera=()')
  expect(page['Cache-Control']).toBe('public, max-age=0, must-revalidate')
  expect(headersFor(parsed, '/assets/app-123.js')['Cache-Control']).toBe(
    'public, max-age=31536000, immutable',
  )
})

test('redirect rules read back as written and match by prefix', () => {
  const rules = parseRedirectsFile(
    formatRedirectsFile([{ from: '/blog/*', to: '/blog', status: 302 }]),
  )
  expect(rules).toEqual([{ from: '/blog/*', to: '/blog', status: 302 }])
  expect(redirectFor(rules, '/blog/unknown')?.to).toBe('/blog')
  expect(redirectFor(rules, '/nope')).toBeUndefined()
})
