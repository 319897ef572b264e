import { expect, test } from 'vitest'
import {
  adminHeaderRules,
  formatHeadersFile,
  groupPolicyRules,
  MAX_HEADER_RULES,
  routePatterns,
  securityHeaderRules,
  strictTransportSecurity,
} from './host-rules.ts'

/** The headers file as written; what the host does with it: server/host-runtime.test.ts. */

test('a rule that replaces a header detaches it first, as Cloudflare Pages joins them otherwise', () => {
  const text = formatHeadersFile([
    ...securityHeaderRules("default-src 'self'"),
    ...adminHeaderRules(),
  ])
  expect(text).toContain('/assets/*\n  ! Cache-Control\n  Cache-Control: public, max-age=31536000')
  expect(text).toContain('/admin/*\n  ! Content-Security-Policy\n  Content-Security-Policy: ')
})

test('the wider patterns come first, so a narrower group keeps its own policy', () => {
  const rules = groupPolicyRules([
    { patterns: routePatterns('/blog'), policy: 'list' },
    { patterns: routePatterns('/blog/:slug'), policy: 'post' },
    { patterns: routePatterns('/blog/side/:page'), policy: 'list' },
  ])
  expect(rules.map(({ pattern }) => pattern)).toEqual(['/blog/*', '/blog/side/*', '/blog'])
})

test('the host reads no more than its limit: a build that needs more fails instead', () => {
  const many = groupPolicyRules(
    Array.from({ length: MAX_HEADER_RULES }, (_, i) => ({
      patterns: routePatterns(`/page-${i}`),
      policy: "default-src 'self'",
    })),
  )
  expect(() => formatHeadersFile([...securityHeaderRules(''), ...many])).toThrow(
    /more than the host reads/,
  )
})

test("a route's patterns: its own address, or everything below its fixed part", () => {
  expect(routePatterns('/')).toEqual(['/'])
  expect(routePatterns('/om-os')).toEqual(['/om-os'])
  expect(routePatterns('/blog/:slug')).toEqual(['/blog/*'])
  expect(routePatterns('/blog/kategori/:category/side/:page')).toEqual(['/blog/kategori/*'])
})

test('https on this domain for a year; subdomains and the preload list only when the owner turns them on', () => {
  const hsts = (rules: ReturnType<typeof securityHeaderRules>) =>
    rules[0]?.headers['Strict-Transport-Security']
  expect(hsts(securityHeaderRules(''))).toBe('max-age=31536000')
  expect(strictTransportSecurity({ includeSubdomains: false, preload: false })).toBe(
    'max-age=31536000',
  )
  expect(strictTransportSecurity({ includeSubdomains: true, preload: false })).toBe(
    'max-age=31536000; includeSubDomains',
  )
  expect(strictTransportSecurity({ includeSubdomains: true, preload: true })).toBe(
    'max-age=31536000; includeSubDomains; preload',
  )
  // The browsers take no preload without every subdomain: it is left out, and the schema says why.
  expect(strictTransportSecurity({ includeSubdomains: false, preload: true })).toBe(
    'max-age=31536000',
  )
})

test("the project's pages.dev address is not indexed, only the domains", () => {
  const text = formatHeadersFile(securityHeaderRules(''))
  expect(text).toContain('https://:project.pages.dev/*\n  X-Robots-Tag: noindex')
})
