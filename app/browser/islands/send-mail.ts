import { init, send } from '@emailjs/browser'
import { MailTimeoutError } from '#app/mail/errors.ts'
import type { FormName, TemplateParams } from '#app/mail/forms.ts'
import type { MailConfig } from '#app/mail/mail-config.ts'

/** Written by Vite from the build's environment (see app/mail/mail-config.ts). */
const config: MailConfig = __MAIL_CONFIG__

/** How long a send may take before the visitor is told it timed out. */
export const MAIL_TIMEOUT_MS = 15_000

/**
 * localStorage key where the SDK keeps the time of a form's last send, for its rate limit. Each
 * form has its own: an audit request right after a contact message is not refused.
 */
export function rateLimitKey(template: FormName): string {
  return `mail-last-sent-${template}`
}

/**
 * Where the SDK keeps its rate-limit stamp. `init` replaces the SDK's default storage with
 * whatever it is given, so without this the rate limit silently never applies.
 */
const rateLimitStorage = {
  get: (key: string) => Promise.resolve(localStorage.getItem(key)),
  set: (key: string, value: string) => Promise.resolve(localStorage.setItem(key, value)),
  remove: (key: string) => Promise.resolve(localStorage.removeItem(key)),
}

let ready = false
function ensureInit() {
  if (ready) return
  init({
    publicKey: config.publicKey,
    origin: config.origin,
    storageProvider: rateLimitStorage,
    blockHeadless: config.blockHeadless,
    blockList: { list: config.blockList, watchVariable: 'from_email' },
  })
  ready = true
}

/** Seconds until the rate limit lets this browser send the form again. */
export function secondsUntilAllowed(template: FormName, now = Date.now()): number {
  const last = Number(localStorage.getItem(rateLimitKey(template)) ?? 0)
  return Math.max(1, Math.ceil((last + config.throttleMs - now) / 1000))
}

/**
 * Sends through the provider's SDK, one send per form at a time across the browser's tabs (a
 * Web Lock), so two tabs submitting at once cannot both pass the rate limit. The SDK stamps the
 * rate limit before it sends, so after a failure (other than the limit itself) the stamp is
 * removed: the visitor can simply try again.
 */
export function sendMail(template: FormName, params: TemplateParams): Promise<void> {
  ensureInit()
  const run = () => sendOnce(template, params)
  return navigator.locks ? navigator.locks.request(rateLimitKey(template), run) : run()
}

async function sendOnce(template: FormName, params: TemplateParams): Promise<void> {
  const key = rateLimitKey(template)
  const before = localStorage.getItem(key)
  let timer: ReturnType<typeof setTimeout> | undefined
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new MailTimeoutError(MAIL_TIMEOUT_MS)), MAIL_TIMEOUT_MS)
  })
  try {
    await Promise.race([
      send(config.serviceId, config.templates[template], params, {
        limitRate: { id: key, throttle: config.throttleMs },
      }),
      timeout,
    ])
  } catch (error) {
    const limited =
      typeof error === 'object' && error !== null && 'status' in error && error.status === 429
    if (!limited) {
      if (before === null) localStorage.removeItem(key)
      else localStorage.setItem(key, before)
    }
    throw error
  } finally {
    clearTimeout(timer)
  }
}
