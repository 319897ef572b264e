import { init, send } from '@emailjs/browser'
import type { MailConfig } from './config.ts'
import { MailTimeoutError } from './errors.ts'
import type { TemplateParams } from './payload.ts'

/** Written by Vite from the build's environment (see app/mail/config.ts). */
const config: MailConfig = __MAIL_CONFIG__

/** How long a send may take before the visitor is told it timed out. */
export const MAIL_TIMEOUT_MS = 15_000
/** localStorage key where the SDK keeps the time of the last send, for its rate limit. */
export const RATE_LIMIT_KEY = 'mail-last-sent'

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
    limitRate: { id: RATE_LIMIT_KEY, throttle: config.throttleMs },
  })
  ready = true
}

/** Seconds until the rate limit lets this browser send again. */
export function secondsUntilAllowed(now = Date.now()): number {
  const last = Number(localStorage.getItem(RATE_LIMIT_KEY) ?? 0)
  return Math.max(1, Math.ceil((last + config.throttleMs - now) / 1000))
}

/**
 * Sends through the provider's SDK. The SDK stamps the rate limit before it sends, so after a
 * failure (other than the limit itself) the stamp is removed: the visitor can simply try again.
 */
export async function sendMail(
  template: keyof MailConfig['templates'],
  params: TemplateParams,
): Promise<void> {
  ensureInit()
  const before = localStorage.getItem(RATE_LIMIT_KEY)
  let timer: ReturnType<typeof setTimeout> | undefined
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new MailTimeoutError(MAIL_TIMEOUT_MS)), MAIL_TIMEOUT_MS)
  })
  try {
    await Promise.race([send(config.serviceId, config.templates[template], params), timeout])
  } catch (error) {
    const limited =
      typeof error === 'object' && error !== null && 'status' in error && error.status === 429
    if (!limited) {
      if (before === null) localStorage.removeItem(RATE_LIMIT_KEY)
      else localStorage.setItem(RATE_LIMIT_KEY, before)
    }
    throw error
  } finally {
    clearTimeout(timer)
  }
}
