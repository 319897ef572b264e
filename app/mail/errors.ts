/** Why a send failed, as the visitor is told (universal `form.errors.{kind}`). */
export const MAIL_ERROR_KINDS = [
  'network',
  'bad_request',
  'blocked',
  'too_large',
  'rate_limited',
  'headless',
  'server',
  'timeout',
] as const

export type MailErrorKind = (typeof MAIL_ERROR_KINDS)[number]

export class MailTimeoutError extends Error {
  constructor(ms: number) {
    super(`The mail service did not answer within ${ms} ms`)
    this.name = 'MailTimeoutError'
  }
}

/**
 * The SDK rejects with `{ status, text }` (0 'Network Error', 403 block list, 429 rate limit,
 * 451 headless, or the server's answer), with a TypeError when fetch itself fails, and with a
 * string when it is misconfigured.
 */
export function mailErrorKind(error: unknown): MailErrorKind {
  if (error instanceof MailTimeoutError) return 'timeout'
  if (error instanceof TypeError) return 'network'
  const status =
    typeof error === 'object' && error !== null && 'status' in error
      ? Number(error.status)
      : undefined
  if (status === undefined) return 'bad_request'
  if (status === 0) return 'network'
  if (status === 403) return 'blocked'
  if (status === 413) return 'too_large'
  if (status === 429) return 'rate_limited'
  if (status === 451) return 'headless'
  if (status >= 500) return 'server'
  return 'bad_request'
}
