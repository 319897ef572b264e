import { expect, test } from 'vitest'
import { readSiteFile, SAMPLE_TEXTS, type SiteFile } from '#app/site-file.ts'
import { checkLaunch, launchSamples, SAMPLE_HOURS, SAMPLE_VALUES } from './launch-check.ts'

/** The site file with every sample back in place, whatever the owner has written since. */
function withSamples(site: SiteFile): SiteFile {
  const copy = structuredClone(site)
  for (const [field, { sample }] of Object.entries(SAMPLE_VALUES)) {
    const keys = field.split('.')
    const last = keys.pop() ?? ''
    const parent = keys.reduce(
      (value, key) => value[key] as Record<string, unknown>,
      copy as Record<string, unknown>,
    )
    parent[last] = sample
  }
  return {
    ...copy,
    openingHours: { ...SAMPLE_HOURS, days: [...SAMPLE_HOURS.days] },
    sampleTexts: [...SAMPLE_TEXTS],
  }
}

const sample = withSamples(readSiteFile())

/** The shipped file with every sample replaced by a real business's details. */
const real: SiteFile = {
  ...sample,
  founder: { ...sample.founder, name: 'Jens Hansen' },
  phone: '+45 28 44 19 02',
  email: 'jens@hansen-lokal.dk',
  mailRecipient: 'leads@hansen-lokal.dk',
  cvr: '41234567',
  address: { ...sample.address, street: 'Søndergade 12' },
  openingHours: { ...sample.openingHours, closes: '16:00' },
  processors: { webHost: 'Netværket ApS', mailbox: 'Postkassen A/S' },
  sampleTexts: [],
}

test('the shipped business is all samples, each named with its file, field and fix', () => {
  const samples = launchSamples(sample, false)
  expect(samples.map(({ where }) => where)).toEqual([
    'content/site.json: founder.name',
    'content/site.json: cvr',
    'content/site.json: phone',
    'content/site.json: email',
    'content/site.json: mailRecipient',
    'content/site.json: address.street',
    'content/site.json: processors.webHost',
    'content/site.json: processors.mailbox',
    'content/site.json: openingHours',
    'content/images/founder.jpg',
    'public/locales/{da,en}/om-os.json: team.bio',
    'public/locales/{da,en}/cases.json: story.quote.text',
    'content/blog/{da,en}/hvorfor-jeg-startede-virksomheden.md',
  ])
  expect(samples[0]?.fix).toBe('replace it with your name')
  expect(samples.at(-1)?.fix).toContain('remove "founder-post" from sampleTexts')
})

test('a real business with its photo has no samples; the sample hours pass once confirmed', () => {
  expect(launchSamples(real, true)).toEqual([])
  const sampleHours = { ...real, openingHours: sample.openingHours }
  expect(launchSamples(sampleHours, true).map(({ where }) => where)).toEqual([
    'content/site.json: openingHours',
  ])
  const confirmed = { ...sampleHours, openingHours: { ...sample.openingHours, confirmed: true } }
  expect(launchSamples(confirmed, true)).toEqual([])
})

test('a build for visitors fails while samples remain, listing them; other builds say so in a line', () => {
  expect(() =>
    checkLaunch(sample, { forVisitors: true, allowSamples: false, founderPhotoExists: false }),
  ).toThrow(
    /still shows the sample business in 13 places:\n {2}- content\/site.json: founder.name: replace it with your name\n/,
  )
  expect(
    checkLaunch(sample, { forVisitors: false, allowSamples: false, founderPhotoExists: false }),
  ).toMatch(/^This build shows the sample business \(13 samples\)/)
  expect(
    checkLaunch(sample, { forVisitors: true, allowSamples: true, founderPhotoExists: false }),
  ).toMatch(/^This build shows the sample business/)
})
