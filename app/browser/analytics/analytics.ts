import { init, track } from '@plausible-analytics/tracker'
import { type Metric, onCLS, onINP, onLCP } from 'web-vitals'
import {
  ANALYTICS_ANSWERS_ATTRIBUTE,
  ANALYTICS_EVENT_ATTRIBUTE,
  ANALYTICS_EVENTS,
  type AnalyticsConfig,
  LEAD_FAILED_EVENT,
  LEAD_SENT_EVENT,
  type LeadFailedDetail,
  type LeadSentDetail,
  SPEED_SAMPLE_RATE,
} from '#app/analytics/analytics-config.ts'
import { DEMO_ANALYSIS_FILES } from '#app/demo-analysis/analysis-files.ts'
import { DEMO_REPORT_FILES } from '#app/demo-report/report-files.ts'
import { GUIDE_FILES } from '#app/guide/guide-files.ts'
import { selfCheckScore } from '#app/self-check/self-check-questions.ts'

/** Which PDF a link leads to, by its path: the guide, or one of the two demo documents. */
const PDFS = new Map<string, 'guide' | 'report' | 'analysis'>([
  ...Object.values(GUIDE_FILES).map((file) => [file, 'guide'] as const),
  ...Object.values(DEMO_REPORT_FILES).map((file) => [file, 'report'] as const),
  ...Object.values(DEMO_ANALYSIS_FILES).map((file) => [file, 'analysis'] as const),
])

/**
 * The analytics module (app/analytics/analytics-config.ts), loaded by every page when analytics is on and
 * by none when it is off (components/script-tags.tsx): a page view, and the named events that say
 * which page brings leads: a form sent, a tap on the phone number or the e-mail address, the
 * guide or a demo document downloaded, the booking page opened, the self-check done; and, for
 * one page view in ten, the page's real speed. Cookieless: it stores nothing in the browser.
 */
export function startAnalytics(
  config: NonNullable<AnalyticsConfig>,
  root: Document = document,
  random: () => number = Math.random,
) {
  init({
    domain: config.domain,
    endpoint: config.endpoint,
    // Local sites send too when an endpoint is set, so the events can be tested.
    captureOnLocalhost: true,
    logging: false,
    bindToWindow: false,
  })
  const send = (name: keyof typeof ANALYTICS_EVENTS, props: Record<string, string> = {}) =>
    track(ANALYTICS_EVENTS[name], { props })
  if (random() < SPEED_SAMPLE_RATE) reportSpeedOnce(send)
  root.addEventListener(LEAD_SENT_EVENT, (event) => {
    const SENT = { audit: 'auditSent', contact: 'contactSent', callback: 'callbackSent' } as const
    send(SENT[(event as CustomEvent<LeadSentDetail>).detail.form])
  })
  // A lost lead, by why, so the owner learns that his mail settings or quota need him.
  const FAILED = {
    network: 'sendFailedNetwork',
    quota: 'sendFailedQuota',
    refused: 'sendFailedRefused',
  } as const
  root.addEventListener(LEAD_FAILED_EVENT, (event) => {
    const { form, reason } = (event as CustomEvent<LeadFailedDetail>).detail
    send(FAILED[reason], { form })
  })
  // A group of questions, once every one has an answer: the score only, never the answers.
  const counted = new Set<string>()
  root.addEventListener('change', (event) => {
    const group = (event.target as Element | null)?.closest?.(`[${ANALYTICS_ANSWERS_ATTRIBUTE}]`)
    const named = group?.getAttribute(ANALYTICS_ANSWERS_ATTRIBUTE)
    if (!group || !named || !(named in ANALYTICS_EVENTS) || counted.has(named)) return
    if (!group.matches(':valid')) return
    counted.add(named)
    send(named as keyof typeof ANALYTICS_EVENTS, { score: String(selfCheckScore(group)) })
  })
  root.addEventListener('click', (event) => {
    const link = (event.target as Element | null)?.closest?.('a[href]')
    if (!link) return
    const named = link.getAttribute(ANALYTICS_EVENT_ATTRIBUTE)
    const href = link.getAttribute('href') ?? ''
    const pdf = PDFS.get(href.replace(/^https?:\/\/[^/]+/, '').split(/[?#]/)[0] ?? '')
    if (named && named in ANALYTICS_EVENTS) send(named as keyof typeof ANALYTICS_EVENTS)
    else if (href.startsWith('tel:')) send('phoneTap')
    else if (href.startsWith('mailto:')) send('emailTap')
    else if (pdf === 'guide') send('guideDownload')
    else if (pdf) send('sampleDownload', { sample: pdf })
  })
}

const RATINGS = ['good', 'needs-improvement', 'poor'] as const
const SPEED_EVENTS = {
  good: 'speedGood',
  'needs-improvement': 'speedNeedsImprovement',
  poor: 'speedPoor',
} as const

/**
 * One event with the page's speed, when the page is first hidden (the visitor leaves it or
 * switches away): named by the worst rating of LCP, INP and CLS, with each value (ms, or the
 * layout shift × 1000) as a property. The measures are kept as they change, so the last values
 * are there however the browser orders its handlers of the hiding.
 */
function reportSpeedOnce(
  send: (name: (typeof SPEED_EVENTS)[Metric['rating']], props: Record<string, string>) => void,
) {
  const measured = new Map<Metric['name'], Metric>()
  const keep = (metric: Metric) => measured.set(metric.name, metric)
  onLCP(keep, { reportAllChanges: true })
  onINP(keep, { reportAllChanges: true })
  onCLS(keep, { reportAllChanges: true })
  let sent = false
  const sendOnce = (event: Event) => {
    const hidden = event.type === 'pagehide' || document.visibilityState === 'hidden'
    if (sent || !hidden || measured.size === 0) return
    sent = true
    const metrics = [...measured.values()]
    const worst = Math.max(...metrics.map((metric) => RATINGS.indexOf(metric.rating)))
    send(
      SPEED_EVENTS[RATINGS[worst] ?? 'good'],
      Object.fromEntries(
        metrics.map((metric) => [
          metric.name.toLowerCase(),
          String(Math.round(metric.name === 'CLS' ? metric.value * 1000 : metric.value)),
        ]),
      ),
    )
  }
  document.addEventListener('visibilitychange', sendOnce)
  addEventListener('pagehide', sendOnce)
}

const config: AnalyticsConfig = __ANALYTICS__
if (typeof document !== 'undefined' && config) startAnalytics(config)
