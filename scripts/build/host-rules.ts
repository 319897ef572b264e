import { createHash } from 'node:crypto'

/**
 * The host's headers file, `_headers` (Cloudflare Pages), as the build writes it. `npm start`
 * and the browser tests serve the build with the host's own runtime (server/host-runtime.ts),
 * which reads it as Cloudflare does.
 */

const sha256Source = (body: string) =>
  `'sha256-${createHash('sha256').update(body).digest('base64')}'`

/** sha256 sources of the inline scripts React Router writes into the pages (not JSON-LD). */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = []
  for (const match of html.matchAll(/<script(?<attrs>[^>]*)>(?<body>[\s\S]*?)<\/script>/g)) {
    const { attrs = '', body = '' } = match.groups ?? {}
    if (/\bsrc=/.test(attrs) || /application\/ld\+json/.test(attrs) || body === '') continue
    hashes.push(sha256Source(body))
  }
  return hashes
}

/** sha256 sources of a page's `<style>` elements (its own CSS when it fits, the blog's filter). */
export function inlineStyleHashes(html: string): string[] {
  return [...html.matchAll(/<style[^>]*>(?<body>[\s\S]*?)<\/style>/g)].map((match) =>
    sha256Source(match.groups?.body ?? ''),
  )
}

const sources = (hashes: string[]) => [...new Set(hashes)].sort().join(' ')

/**
 * The pages' policy: scripts and styles from the site and the inline ones by hash (no
 * 'unsafe-inline'), the form's and analytics' endpoints, nothing else.
 */
export function contentSecurityPolicy(
  { scripts, styles }: { scripts: string[]; styles: string[] },
  connectOrigins: string[],
): string {
  return [
    "default-src 'self'",
    `script-src 'self' ${sources(scripts)}`,
    `style-src 'self' ${sources(styles)}`,
    "img-src 'self' data:",
    "font-src 'self'",
    `connect-src 'self' ${connectOrigins.join(' ')}`,
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ')
}

/**
 * One rule of `_headers`: the headers of the paths `pattern` matches. Cloudflare Pages, the host
 * (docs/deploy.md), joins the values of a header that two matching rules set; `replaces` names
 * the headers this rule sets in place of an earlier rule's, written `! Name` (Cloudflare's
 * detach).
 */
export type HeaderRule = { pattern: string; headers: Record<string, string>; replaces?: string[] }

const YEAR_IMMUTABLE = 'public, max-age=31536000, immutable'

/**
 * The Strict-Transport-Security header: https on this domain for a year, and only when the owner
 * turns them on (content/site.json `hsts`), every subdomain too and the browsers' preload list,
 * which each lock something in for a year or more (docs/decisions/031-hsts-the-owner-chooses.md).
 */
export function strictTransportSecurity(hsts: { includeSubdomains: boolean; preload: boolean }) {
  return [
    'max-age=31536000',
    ...(hsts.includeSubdomains ? ['includeSubDomains'] : []),
    ...(hsts.includeSubdomains && hsts.preload ? ['preload'] : []),
  ].join('; ')
}

export function securityHeaderRules(
  csp: string,
  options: { noIndex?: boolean; hsts?: { includeSubdomains: boolean; preload: boolean } } = {},
): HeaderRule[] {
  return [
    {
      pattern: '/*',
      headers: {
        'Content-Security-Policy': csp,
        // The holding page (app/build-time/site-mode.ts): no search engine keeps any of its paths.
        ...(options.noIndex && { 'X-Robots-Tag': 'noindex' }),
        'Strict-Transport-Security': strictTransportSecurity(
          options.hsts ?? { includeSubdomains: false, preload: false },
        ),
        'X-Content-Type-Options': 'nosniff',
        'X-Frame-Options': 'DENY',
        'Referrer-Policy': 'strict-origin-when-cross-origin',
        'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
        'Cache-Control': 'public, max-age=0, must-revalidate',
      },
    },
    {
      pattern: '/assets/*',
      headers: { 'Cache-Control': YEAR_IMMUTABLE },
      replaces: ['Cache-Control'],
    },
    // The project's own pages.dev address serves the same site before and after the domains are
    // connected: search engines keep only the domains (Cloudflare's documented rule; its preview
    // addresses are noindex already).
    { pattern: 'https://:project.pages.dev/*', headers: { 'X-Robots-Tag': 'noindex' } },
  ]
}

/**
 * The editor at /admin/ (admin/): its own policy, which lets it talk to GitHub (its API, the
 * avatars, the status page), run its image converters (WebAssembly, workers) and read what it
 * makes itself (data: and blob: URLs); the sign-in pop-up keeps its way back to the page
 * (same-origin-allow-popups). Search engines skip it. docs/decisions/019-the-owners-tools.md
 * lists each origin and why.
 */
export const ADMIN_CSP = [
  "default-src 'self'",
  "script-src 'self' 'wasm-unsafe-eval'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob: https://avatars.githubusercontent.com",
  "font-src 'self'",
  "connect-src 'self' data: blob: https://api.github.com https://www.githubstatus.com",
  "worker-src 'self' blob:",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ')

export function adminHeaderRules(): HeaderRule[] {
  return [
    {
      pattern: '/admin/*',
      headers: {
        'Content-Security-Policy': ADMIN_CSP,
        'Cross-Origin-Opener-Policy': 'same-origin-allow-popups',
        'X-Robots-Tag': 'noindex, nofollow',
      },
      replaces: ['Content-Security-Policy'],
    },
    {
      pattern: '/admin/assets/*',
      headers: { 'Cache-Control': YEAR_IMMUTABLE },
      replaces: ['Cache-Control'],
    },
  ]
}

/**
 * The host's patterns for the paths of a route (app/i18n/pages.ts): a page is served at its
 * path (the form with a final slash only redirects there); a route with parameters covers
 * everything below its fixed part (`/blog/:slug` → `/blog/*`), unknown paths there included.
 */
export function routePatterns(route: string): string[] {
  const parameter = route.indexOf('/:')
  return parameter === -1 ? [route] : [`${route.slice(0, parameter)}/*`]
}

/** True for a pattern with a splat, which matches more than one path. */
export const isSplat = (pattern: string) => pattern.endsWith('*')

/**
 * The rules that give each group of pages with inline styles its own policy: the pages one
 * route module makes (every post, every page of the blog list) share one stylesheet
 * (page-stylesheets.ts), so one rule per pattern covers them, however many there are. Each
 * allows its group's hashes and no other's. A path that two patterns match gets the later
 * rule's policy, so the wider patterns come first (`/blog/*` before `/blog/side/*` and
 * `/blog`). The pages without inline styles, and the 404 page (sent for any unknown path), have
 * the policy of the first rule.
 */
export function groupPolicyRules(groups: { patterns: string[]; policy: string }[]): HeaderRule[] {
  const rules = groups.flatMap(({ patterns, policy }) =>
    patterns.map((pattern) => ({
      pattern,
      headers: { 'Content-Security-Policy': policy },
      replaces: ['Content-Security-Policy'],
    })),
  )
  const order = ({ pattern }: HeaderRule) =>
    isSplat(pattern) ? pattern.length : Number.MAX_SAFE_INTEGER
  return rules.sort((a, b) => order(a) - order(b))
}

/** Cloudflare Pages reads at most this many rules from `_headers` (its documented limit). */
export const MAX_HEADER_RULES = 100

/** The bytes the headers that every page gets (the first rule, `/*`) take on the wire. */
export function headerBytes(rules: HeaderRule[]): number {
  const every = rules.find((rule) => rule.pattern === '/*')?.headers ?? {}
  return Object.entries(every).reduce(
    (bytes, [name, value]) => bytes + name.length + value.length + 4,
    0,
  )
}

export function formatHeadersFile(rules: HeaderRule[]): string {
  if (rules.length > MAX_HEADER_RULES) {
    throw new Error(
      `_headers: ${rules.length} rules, more than the host reads (${MAX_HEADER_RULES})`,
    )
  }
  return rules
    .map(({ pattern, headers, replaces = [] }) =>
      [
        pattern,
        ...replaces.map((name) => `  ! ${name}`),
        ...Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`),
      ].join('\n'),
    )
    .join('\n')
    .concat('\n')
}
