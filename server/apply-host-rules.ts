import { type Header, parseAllHeaders } from '@netlify/headers-parser'
import { parseAllRedirects } from '@netlify/redirect-parser'
import type { RedirectRule } from '#scripts/build/host-rules.ts'

/**
 * The host's rule files (`_headers`, `_redirects`) that the build writes
 * (scripts/build/host-rules.ts), read by the host's own parsers (Netlify's) and applied as the
 * host applies them, so that `npm start` serves what a CDN serves.
 */

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
