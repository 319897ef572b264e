import { createHash } from 'node:crypto'

/**
 * The host's rule files (Netlify / Cloudflare Pages format), `_headers` and `_redirects`, as
 * the build writes them. The local server reads the same files back (server/host-rules.ts), so
 * what runs under `npm start` is what a CDN serves.
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

export type RedirectRule = { from: string; to: string; status: number }

export function formatRedirectsFile(rules: RedirectRule[]): string {
  return rules
    .map(({ from, to, status }) => `${from} ${to} ${status}`)
    .join('\n')
    .concat('\n')
}
