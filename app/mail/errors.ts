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

/**
 * Why a lead was lost, as the owner is told through analytics (the events `Send failed:
 * network`, `… quota`, `… refused`): the visitor's connection or no answer in time; the
 * provider's monthly quota used up; or the provider refused it (a wrong key or template id, a
 * disconnected mailbox, an error on its side). Null for what is no fault of the setup: the
 * visitor sending twice within the rate limit, an automated browser, an address on the block
 * list.
 */
export type FailureReason = 'network' | 'quota' | 'refused'

export function failureReason(error: unknown): FailureReason | null {
  const kind = mailErrorKind(error)
  if (kind === 'network' || kind === 'timeout') return 'network'
  if (kind === 'rate_limited' || kind === 'headless' || kind === 'blocked') return null
  const { status, text } = (typeof error === 'object' && error !== null ? error : {}) as {
    status?: number
    text?: string
  }
  // The provider does not document its answer when the quota is used up; it is a 4xx that
  // speaks of a limit or the plan (docs/mail.md).
  if (status === 402 || status === 426 || /quota|limit|exceed|upgrade|plan\b/i.test(text ?? ''))
    return 'quota'
  return 'refused'
}
