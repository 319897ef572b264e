import { createHash } from 'node:crypto'
import { type Header, parseAllHeaders } from '@netlify/headers-parser'
import { parseAllRedirects } from '@netlify/redirect-parser'

/**
 * The deploy rules files of a static host (Netlify / Cloudflare Pages format): `_headers` and
 * `_redirects`. The build writes them; the local server reads the same files, so what runs
 * under `npm start` is what a CDN serves.
 */

/** sha256 sources of the inline scripts React Router writes into the pages (not JSON-LD). */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = []
  for (const match of html.matchAll(/<script(?<attrs>[^>]*)>(?<body>[\s\S]*?)<\/script>/g)) {
    const { attrs = '', body = '' } = match.groups ?? {}
    if (/\bsrc=/.test(attrs) || /application\/ld\+json/.test(attrs) || body === '') continue
    hashes.push(`'sha256-${createHash('sha256').update(body).digest('base64')}'`)
  }
  return hashes
}

export function contentSecurityPolicy(scriptHashes: string[], connectOrigins: string[]): string {
  return [
    "default-src 'self'",
    `script-src 'self' ${[...new Set(scriptHashes)].sort().join(' ')}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    `connect-src 'self' ${connectOrigins.join(' ')}`,
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ')
}

export type HeaderRule = { pattern: string; headers: Record<string, string> }

export function securityHeaderRules(csp: string): HeaderRule[] {
  return [
    {
      pattern: '/*',
      headers: {
        'Content-Security-Policy': csp,
        'Strict-Transport-Security': 'max-age=63072000; includeSubDomains; preload',
        'X-Content-Type-Options': 'nosniff',
        'X-Frame-Options': 'DENY',
        'Referrer-Policy': 'strict-origin-when-cross-origin',
        'Permissions-Policy':
          'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()',
        'Cross-Origin-Opener-Policy': 'same-origin',
        'Cache-Control': 'public, max-age=0, must-revalidate',
      },
    },
    {
      pattern: '/assets/*',
      headers: { 'Cache-Control': 'public, max-age=31536000, immutable' },
    },
  ]
}

export function formatHeadersFile(rules: HeaderRule[]): string {
  return rules
    .map(({ pattern, headers }) =>
      [pattern, ...Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`)].join(
        '\n',
      ),
    )
    .join('\n')
    .concat('\n')
}

/**
 * The header rules of a `_headers` file, read by the host's own parser (Netlify's), which also
 * gives each rule the path matcher the host uses.
 */
export async function readHeaderRules(file: string): Promise<Header[]> {
  const { headers, errors } = await parseAllHeaders({
    headersFiles: [file],
    configHeaders: [],
    minimal: false,
  })
  if (errors.length) throw new Error(`${file}: ${errors.map((error) => error.message).join('; ')}`)
  return headers as Header[]
}

/** The headers of a path, as the host sets them: every matching rule in order, later ones win. */
export function headersFor(rules: Header[], pathname: string): Record<string, string> {
  return Object.assign(
    {},
    ...rules.filter((rule) => rule.forRegExp.test(pathname)).map((rule) => rule.values),
  )
}

export type RedirectRule = { from: string; to: string; status: number }

export function formatRedirectsFile(rules: RedirectRule[]): string {
  return rules
    .map(({ from, to, status }) => `${from} ${to} ${status}`)
    .join('\n')
    .concat('\n')
}

/** The rules of a `_redirects` file, read by the host's own parser (Netlify's). */
export async function readRedirectRules(file: string): Promise<RedirectRule[]> {
  const { redirects, errors } = await parseAllRedirects({
    redirectsFiles: [file],
    configRedirects: [],
    minimal: true,
  })
  if (errors.length) throw new Error(`${file}: ${errors.map((error) => error.message).join('; ')}`)
  return (redirects as { from: string; to: string; status?: number }[]).map(
    ({ from, to, status }) => ({ from, to, status: status ?? 301 }),
  )
}

function matches(pattern: string, pathname: string): boolean {
  return pattern.endsWith('*') ? pathname.startsWith(pattern.slice(0, -1)) : pathname === pattern
}

/** The redirect of a path that has no file, as a host applies `_redirects` (files win). */
export function redirectFor(rules: RedirectRule[], pathname: string): RedirectRule | undefined {
  return rules.find((rule) => matches(rule.from, pathname))
}
