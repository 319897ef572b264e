import { afterEach, expect, test, vi } from 'vitest'
import { analyticsConfig, LEAD_SENT_EVENT } from '#app/analytics/config.ts'

const tracker = vi.hoisted(() => ({ init: vi.fn(), track: vi.fn() }))
vi.mock('@plausible-analytics/tracker', () => tracker)

afterEach(() => {
  document.body.innerHTML = ''
})

test('off without PLAUSIBLE_DOMAIN; Plausible by default; a bad endpoint fails the build', () => {
  expect(analyticsConfig({})).toBeNull()
  expect(analyticsConfig({ PLAUSIBLE_DOMAIN: 'lokalsynlig.dk' })).toEqual({
    domain: 'lokalsynlig.dk',
    endpoint: 'https://plausible.io/api/event',
  })
  expect(
    analyticsConfig({
      PLAUSIBLE_DOMAIN: 'lokalsynlig.dk',
      PLAUSIBLE_ENDPOINT: 'https://stats.lokalsynlig.dk/api/event',
    }),
  ).toMatchObject({ endpoint: 'https://stats.lokalsynlig.dk/api/event' })
  expect(() =>
    analyticsConfig({ PLAUSIBLE_DOMAIN: 'x.dk', PLAUSIBLE_ENDPOINT: 'stats/api' }),
  ).toThrow(/PLAUSIBLE_ENDPOINT must be a whole web address/)
})

test('a sent form, a tap on the phone or e-mail, the guide and the booking page are named events', async () => {
  const { startAnalytics } = await import('./analytics.ts')
  startAnalytics({ domain: 'lokalsynlig.dk', endpoint: 'http://localhost:9/api/event' })
  expect(tracker.init).toHaveBeenCalledWith(
    expect.objectContaining({ domain: 'lokalsynlig.dk', captureOnLocalhost: true }),
  )
  document.body.innerHTML = `
    <a href="tel:+4512345678"><span>+45 12 34 56 78</span></a>
    <a href="mailto:kontakt@lokalsynlig.dk">e-mail</a>
    <a href="/guide/guide-staerkere-google-virksomhedsprofil.pdf">guide</a>
    <a href="https://calendly.com/x" data-analytics-event="bookingClick">book</a>
    <a href="/tjenester">packages</a>`
  for (const link of document.querySelectorAll('a, span')) (link as HTMLElement).click()
  document.dispatchEvent(new CustomEvent(LEAD_SENT_EVENT, { detail: { form: 'audit' } }))
  document.dispatchEvent(new CustomEvent(LEAD_SENT_EVENT, { detail: { form: 'contact' } }))
  expect(tracker.track.mock.calls.map(([name]) => name)).toEqual([
    'Phone tap',
    // The tap on the number inside the link counts as a tap on the link.
    'Phone tap',
    'Email tap',
    'Guide download',
    'Booking click',
    'Free analysis sent',
    'Contact sent',
  ])
})
