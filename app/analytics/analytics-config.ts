/**
 * Conversion analytics, opt-in and cookieless (Plausible), decided at build time from the
 * environment: on only when PLAUSIBLE_DOMAIN (or the language's PLAUSIBLE_DOMAIN_DA / _EN) is set; PLAUSIBLE_ENDPOINT points it at a
 * self-hosted instance, a proxy or, in the tests, a stand-in collector. Off, the pages load and
 * send nothing, and the privacy policy does not mention it (docs/analytics.md).
 */
export type AnalyticsConfig = { domain: string; endpoint: string } | null

export const DEFAULT_ANALYTICS_ENDPOINT = 'https://plausible.io/api/event'

/** The named events, as they appear in Plausible's goals. */
export const ANALYTICS_EVENTS = {
  auditSent: 'Free analysis sent',
  contactSent: 'Contact sent',
  /** A call-back request has gone (a phone number, and when suits him). */
  callbackSent: 'Call-back requested',
  phoneTap: 'Phone tap',
  emailTap: 'Email tap',
  guideDownload: 'Guide download',
  /** A demo document's PDF (the monthly report or the free analysis), by which (`sample`). */
  sampleDownload: 'Sample download',
  bookingClick: 'Booking click',
  /** Every question of the self-check answered, with the score (app/self-check/self-check-questions.ts). */
  selfCheck: 'Self-check done',
  /** A form's message was lost, by why (app/mail/errors.ts): the owner's alarm. */
  sendFailedNetwork: 'Send failed: network',
  sendFailedQuota: 'Send failed: quota',
  sendFailedRefused: 'Send failed: refused',
  /**
   * Real visitors' speed (the web-vitals library): one event for one page view in ten
   * (`SPEED_SAMPLE_RATE`), sent when the page is hidden, named by the worst rating of its
   * measures, with their values (`lcp`, `inp`, `cls`) as properties (docs/analytics.md).
   */
  speedGood: 'Speed: good',
  speedNeedsImprovement: 'Speed: needs improvement',
  speedPoor: 'Speed: poor',
} as const

/**
 * The share of page views that report their speed. Every event counts against Plausible's
 * monthly quota as a page view does: one speed event per page view would double what the owner
 * pays for; one in ten adds a tenth, and a few hundred a month still show a trend.
 */
export const SPEED_SAMPLE_RATE = 0.1

/**
 * The DOM event a form dispatches on the document when its message has gone
 * (app/browser/islands/mail-form.ts). The islands import only its type, so that no module is
 * shared between the islands chunk and the analytics chunk.
 */
export const LEAD_SENT_EVENT = 'lead-sent'
export type LeadSentEvent = typeof LEAD_SENT_EVENT
export type LeadSentDetail = { form: 'contact' | 'audit' | 'callback' }
/** The DOM event a form dispatches when its message could not be sent, and why. */
export const LEAD_FAILED_EVENT = 'lead-failed'
export type LeadFailedEvent = typeof LEAD_FAILED_EVENT
export type LeadFailedDetail = LeadSentDetail & { reason: 'network' | 'quota' | 'refused' }

/** Marks a link whose tap is an event of its own: `data-analytics-event="bookingClick"`. */
export const ANALYTICS_EVENT_ATTRIBUTE = 'data-analytics-event'

/**
 * Marks a group (a fieldset) of required yes/no questions whose completion is an event of its
 * own, counted with how many were answered yes: `data-analytics-answers="selfCheck"`.
 */
export const ANALYTICS_ANSWERS_ATTRIBUTE = 'data-analytics-answers'

/**
 * Analytics for the build of one language: its site's own name in Plausible
 * (`PLAUSIBLE_DOMAIN_DA`, `PLAUSIBLE_DOMAIN_EN`), or one site for both (`PLAUSIBLE_DOMAIN`).
 */
export function analyticsConfig(
  env: Record<string, string | undefined>,
  language: string,
): AnalyticsConfig {
  const domain = (env[`PLAUSIBLE_DOMAIN_${language.toUpperCase()}`] || env.PLAUSIBLE_DOMAIN)?.trim()
  if (!domain) return null
  const endpoint = env.PLAUSIBLE_ENDPOINT?.trim() || DEFAULT_ANALYTICS_ENDPOINT
  let url: URL
  try {
    url = new URL(endpoint)
  } catch {
    throw new Error(`PLAUSIBLE_ENDPOINT must be a whole web address, got "${endpoint}"`)
  }
  if (!/^https?:$/.test(url.protocol))
    throw new Error(
      `PLAUSIBLE_ENDPOINT must start with https:// (or http:// locally), got "${endpoint}"`,
    )
  return { domain, endpoint: url.href }
}
