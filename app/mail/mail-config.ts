import type { FormName } from './forms.ts'

/**
 * Where the forms send, decided at build time from the environment. With none of the
 * provider's keys set, the forms send to the local mail inbox (`npm start`, port 4175). With all
 * of them, to the provider. A build with only some of them fails and names the missing ones.
 */

/** The environment variables of the mail provider's keys. */
export const MAIL_KEY_VARIABLES = {
  publicKey: 'EMAILJS_PUBLIC_KEY',
  serviceId: 'EMAILJS_SERVICE_ID',
  contactTemplate: 'EMAILJS_CONTACT_TEMPLATE_ID',
  auditTemplate: 'EMAILJS_AUDIT_TEMPLATE_ID',
} as const

export const MAIL_PROVIDER_ORIGIN = 'https://api.emailjs.com'
export const DEFAULT_MAIL_PORT = 4175
/** The provider refuses a message whose template parameters are over 50 KB (status 413). */
export const MAIL_VARIABLES_LIMIT_BYTES = 50 * 1024

export type MailConfig = {
  mode: 'provider' | 'local-inbox'
  /** Where the SDK posts: the provider, or the local inbox. */
  origin: string
  publicKey: string
  serviceId: string
  /** The provider's template of each form. */
  templates: Record<FormName, string>
  /** Refuse automated browsers (status 451). Off in tests and for the local inbox. */
  blockHeadless: boolean
  /** E-mail addresses the forms refuse (status 403). */
  blockList: string[]
  /** Least time between two sends from one browser (status 429). */
  throttleMs: number
}

type Env = Record<string, string | undefined>

function flag(value: string | undefined, fallback: boolean): boolean {
  if (value === undefined || value === '') return fallback
  if (value === 'true' || value === 'false') return value === 'true'
  throw new Error(`MAIL_BLOCK_HEADLESS must be true or false, got "${value}"`)
}

export function mailConfig(env: Env): MailConfig {
  const keys = Object.fromEntries(
    Object.entries(MAIL_KEY_VARIABLES).map(([name, variable]) => [
      name,
      env[variable]?.trim() ?? '',
    ]),
  ) as Record<keyof typeof MAIL_KEY_VARIABLES, string>
  const missing = Object.entries(MAIL_KEY_VARIABLES)
    .filter(([name]) => !keys[name as keyof typeof keys])
    .map(([, variable]) => variable)
  const all = Object.keys(MAIL_KEY_VARIABLES).length
  if (missing.length > 0 && missing.length < all) {
    throw new Error(
      `Mail keys are incomplete: ${missing.join(', ')} ${missing.length === 1 ? 'is' : 'are'} missing. ` +
        'Set all of them to send through the mail provider, or none to use the local mail inbox.',
    )
  }
  const local = missing.length === all
  const throttleMs = Number(env.MAIL_THROTTLE_MS ?? 10_000)
  if (!Number.isInteger(throttleMs) || throttleMs < 0) {
    throw new Error(
      `MAIL_THROTTLE_MS must be a whole number of milliseconds, got "${env.MAIL_THROTTLE_MS}"`,
    )
  }
  return {
    mode: local ? 'local-inbox' : 'provider',
    origin: local ? `http://localhost:${env.PORT_MAIL || DEFAULT_MAIL_PORT}` : MAIL_PROVIDER_ORIGIN,
    publicKey: local ? 'local-inbox-key' : keys.publicKey,
    serviceId: local ? 'local_inbox' : keys.serviceId,
    // A call-back request goes through the contact form's template (mail/forms.ts).
    templates: local
      ? { contact: 'contact_form', audit: 'audit_request', callback: 'contact_form' }
      : {
          contact: keys.contactTemplate,
          audit: keys.auditTemplate,
          callback: keys.contactTemplate,
        },
    blockHeadless: flag(env.MAIL_BLOCK_HEADLESS, !local),
    blockList: (env.MAIL_BLOCK_LIST ?? '')
      .split(',')
      .map((address) => address.trim().toLowerCase())
      .filter(Boolean),
    throttleMs,
  }
}

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]'])

/** An origin on this machine (the local sites, the tests), which no visitor reaches. */
export const isLoopbackOrigin = (origin: string) => LOOPBACK_HOSTS.has(new URL(origin).hostname)

/**
 * Fails a build whose forms would send every lead to the local inbox although its pages are
 * meant for a real domain, where visitors cannot reach that inbox.
 */
export function assertLeadsCanArrive(config: MailConfig, origins: string[]): void {
  if (config.mode !== 'local-inbox') return
  const published = origins.filter((origin) => !isLoopbackOrigin(origin))
  if (published.length === 0) return
  throw new Error(
    `No mail provider keys are set, so the forms of this build for ${published.join(' and ')} ` +
      `would send every message to the local inbox at ${config.origin}, which visitors cannot reach. ` +
      `Set ${Object.values(MAIL_KEY_VARIABLES).join(', ')} (docs/mail.md; for the owner: docs/ejerguide.md), ` +
      'or build for localhost with npm start.',
  )
}
