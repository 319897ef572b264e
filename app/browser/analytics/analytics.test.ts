// @vitest-environment happy-dom
import { afterEach, expect, test, vi } from 'vitest'
import {
  analyticsConfig,
  LEAD_FAILED_EVENT,
  LEAD_SENT_EVENT,
} from '#app/analytics/analytics-config.ts'

const tracker = vi.hoisted(() => ({ init: vi.fn(), track: vi.fn() }))
vi.mock('@plausible-analytics/tracker', () => tracker)

afterEach(() => {
  document.body.innerHTML = ''
})

test('off without PLAUSIBLE_DOMAIN; Plausible by default; a bad endpoint fails the build', () => {
  expect(analyticsConfig({}, 'da')).toBeNull()
  expect(analyticsConfig({ PLAUSIBLE_DOMAIN: 'lokalsynlig.dk' }, 'da')).toEqual({
    domain: 'lokalsynlig.dk',
    endpoint: 'https://plausible.io/api/event',
  })
  expect(
    analyticsConfig(
      {
        PLAUSIBLE_DOMAIN: 'lokalsynlig.dk',
        PLAUSIBLE_ENDPOINT: 'https://stats.lokalsynlig.dk/api/event',
      },
      'da',
    ),
  ).toMatchObject({ endpoint: 'https://stats.lokalsynlig.dk/api/event' })
  expect(() =>
    analyticsConfig({ PLAUSIBLE_DOMAIN: 'x.dk', PLAUSIBLE_ENDPOINT: 'stats/api' }, 'da'),
  ).toThrow(/PLAUSIBLE_ENDPOINT must be a whole web address/)
})

test('each site may have its own name in Plausible, or both share one', () => {
  const env = { PLAUSIBLE_DOMAIN_DA: 'lokalsynlig.dk', PLAUSIBLE_DOMAIN_EN: 'lokalsynlig.com' }
  expect(analyticsConfig(env, 'da')?.domain).toBe('lokalsynlig.dk')
  expect(analyticsConfig(env, 'en')?.domain).toBe('lokalsynlig.com')
  expect(analyticsConfig({ PLAUSIBLE_DOMAIN_DA: 'lokalsynlig.dk' }, 'en')).toBeNull()
  expect(analyticsConfig({ PLAUSIBLE_DOMAIN: 'begge.dk' }, 'en')?.domain).toBe('begge.dk')
})

test('a sent form, a tap on the phone or e-mail, the guide, a sample and the booking page are named events', async () => {
  const { startAnalytics } = await import('./analytics.ts')
  startAnalytics({ domain: 'lokalsynlig.dk', endpoint: 'http://localhost:9/api/event' })
  expect(tracker.init).toHaveBeenCalledWith(
    expect.objectContaining({ domain: 'lokalsynlig.dk', captureOnLocalhost: true }),
  )
  document.body.innerHTML = `
    <a href="tel:+4512345678"><span>+45 12 34 56 78</span></a>
    <a href="mailto:kontakt@lokalsynlig.dk">e-mail</a>
    <a href="/guide/guide-staerkere-google-virksomhedsprofil.pdf">guide</a>
    <a href="/eksempel/maanedsrapport-eksempel.pdf">demo report</a>
    <a href="/sample/analysis-sample.pdf">demo analysis</a>
    <a href="/files/price-list.pdf">another PDF</a>
    <a href="https://calendly.com/x" data-analytics-event="bookingClick">book</a>
    <a href="/tjenester">packages</a>`
  for (const link of document.querySelectorAll('a, span')) (link as HTMLElement).click()
  document.dispatchEvent(new CustomEvent(LEAD_SENT_EVENT, { detail: { form: 'audit' } }))
  document.dispatchEvent(new CustomEvent(LEAD_SENT_EVENT, { detail: { form: 'contact' } }))
  for (const reason of ['network', 'quota', 'refused'])
    document.dispatchEvent(
      new CustomEvent(LEAD_FAILED_EVENT, { detail: { form: 'contact', reason } }),
    )
  expect(tracker.track).toHaveBeenLastCalledWith('Send failed: refused', {
    props: { form: 'contact' },
  })
  expect(tracker.track).toHaveBeenCalledWith('Sample download', { props: { sample: 'report' } })
  expect(tracker.track).toHaveBeenCalledWith('Sample download', { props: { sample: 'analysis' } })
  expect(tracker.track.mock.calls.map(([name]) => name)).toEqual([
    'Phone tap',
    // The tap on the number inside the link counts as a tap on the link.
    'Phone tap',
    'Email tap',
    // Only the guide is the guide: the samples are their own event, another PDF none.
    'Guide download',
    'Sample download',
    'Sample download',
    'Booking click',
    'Free analysis sent',
    'Contact sent',
    'Send failed: network',
    'Send failed: quota',
    'Send failed: refused',
  ])
})

test('docs/analytics.md and the guide list every event, by the name Plausible shows', async () => {
  const { readFileSync } = await import('node:fs')
  const { ANALYTICS_EVENTS } = await import('#app/analytics/analytics-config.ts')
  const docs = readFileSync('docs/analytics.md', 'utf8')
  const guide = readFileSync('docs/ejerguide.md', 'utf8')
  const tabled = [...docs.matchAll(/^\| `([^`]+)`/gm)].map(([, name]) => name)
  expect(tabled.sort()).toEqual(Object.values(ANALYTICS_EVENTS).sort())
  for (const name of Object.values(ANALYTICS_EVENTS)) expect(guide, name).toContain(`\`${name}\``)
})
