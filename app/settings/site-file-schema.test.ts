import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { expect, test } from 'vitest'
import { PROOF as PROOF_SETTINGS } from '#tests/site-details.ts'
import { readSiteFile, SITE_FILE, siteFileProblems } from './site-file-schema.ts'

const shipped = () => JSON.parse(readFileSync(SITE_FILE, 'utf8'))

/** The shipped file with one change, written where readSiteFile can read it. */
function siteFileWith(change: (data: ReturnType<typeof shipped>) => void): string {
  const data = shipped()
  change(data)
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'site-')), 'site.json')
  writeFileSync(file, JSON.stringify(data))
  return file
}

test('the shipped site file is valid', () => {
  expect(siteFileProblems(shipped())).toEqual([])
})

test('the sample texts emptied in the editor, which then leaves the list out, are none left', () => {
  const file = siteFileWith((data) => {
    delete data.sampleTexts
  })
  expect(readSiteFile(file).sampleTexts).toBeUndefined()
})

test('a price that is not a number fails, naming the file, the field and the reason', () => {
  const file = siteFileWith((data) => {
    data.packagePrices.growth = '4.949 kr.'
  })
  expect(() => readSiteFile(file)).toThrow(
    `${file} has wrong values:\n  - packagePrices.growth: must be a number, written without quotes`,
  )
})

test('every wrong field is named at once', () => {
  const data = shipped()
  data.cvr = '1234'
  delete data.founder.role.en
  data.palette.ink = 'black'
  data.extra = true
  delete data.introOffer.months
  expect(siteFileProblems(data)).toEqual([
    'founder.role.en: is missing',
    'cvr: must be the eight digits of the CVR number',
    'introOffer.months: is missing',
    'palette.ink: must be a colour written #rrggbb',
    '(the whole file): Unrecognized key: "extra"',
  ])
})

test('a file that is not JSON fails, naming the file', () => {
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'site-')), 'site.json')
  writeFileSync(file, '{ "brand": "Lokalsynlig", }')
  expect(() => readSiteFile(file)).toThrow(`${file} is not valid JSON`)
})

test('an unknown sample text is refused, so a typo cannot hide a sample', () => {
  const data = shipped()
  data.sampleTexts = ['founder-biography']
  expect(siteFileProblems(data)).toEqual([
    expect.stringMatching(/^sampleTexts\.0: Invalid option: expected one of/),
  ])
})

test('prices that do not rise from basic to premium are refused', () => {
  const data = shipped()
  data.packagePrices.premium = 1000
  expect(siteFileProblems(data)).toEqual([
    'packagePrices: must rise from basic to growth to premium (the site calls basic the cheapest)',
  ])
})

test('an optional web address must be whole and https', () => {
  const data = shipped()
  data.bookingUrl = 'calendly.com/jens'
  data.founder.linkedinUrl = 'http://www.linkedin.com/in/jens'
  expect(siteFileProblems(data)).toEqual([
    'founder.linkedinUrl: must be a whole web address starting with https://',
    'bookingUrl: must be a whole web address starting with https://',
  ])
  delete data.bookingUrl
  delete data.founder.linkedinUrl
  expect(siteFileProblems(data)).toEqual([])
})

test("a processor's basis must fit where it is, so the privacy policy cannot claim a wrong one", () => {
  const data = shipped()
  data.processors.webHost.basis = 'eea'
  data.processors.formService.basis = 'dpf'
  data.processors.mailbox = { name: 'Postkassen A/S', country: 'DK', basis: 'scc' }
  data.processors.bookkeeping.basis = 'maybe'
  expect(siteFileProblems(data)).toEqual([
    'processors.webHost.basis: is eea (data kept in the EU/EEA), but the country is outside the EU/EEA',
    'processors.formService.basis: is dpf (the EU–US Data Privacy Framework), which only US companies can use',
    'processors.mailbox.basis: is a basis for a transfer out of the EU/EEA, but the country is in it: choose eea',
    'processors.bookkeeping.basis: must be one of unconfirmed, eea, dpf, adequacy, scc',
  ])
})

test('the legal texts’ date must be a date', () => {
  const data = shipped()
  data.legal.updated = '19. december 2024'
  expect(siteFileProblems(data)).toEqual(['legal.updated: must be a date written YYYY-MM-DD'])
})

test('the https settings are off by default, and the preload list is refused without every subdomain', () => {
  expect(shipped().hsts).toEqual({ includeSubdomains: false, preload: false })
  const data = shipped()
  data.hsts = { includeSubdomains: false, preload: true }
  expect(siteFileProblems(data)).toEqual([
    'hsts.preload: preload needs includeSubdomains: the browsers accept no domain without it',
  ])
})

/** The owner's proof, filled in as he would copy it from Google and his clients' yes. */
const PROOF = PROOF_SETTINGS.details

test('the proof settings are valid as the owner copies them', () => {
  expect(siteFileProblems({ ...shipped(), ...PROOF })).toEqual([])
})

test('a Google rating needs the profile it can be checked on, and is written as Google shows it', () => {
  const { googleProfileUrl: _, ...withoutProfile } = PROOF
  expect(siteFileProblems({ ...shipped(), ...withoutProfile })).toEqual([
    'googleReviews: needs googleProfileUrl: a rating is shown only with the link where it can be checked',
  ])
  const rating = (value: unknown) =>
    siteFileProblems({ ...shipped(), ...PROOF, googleReviews: { rating: value, count: 23 } })
  expect(rating(4.85)).toEqual([
    'googleReviews.rating: must have at most one decimal, as Google shows it (4.9)',
  ])
  expect(rating(5.5)).toEqual(['googleReviews.rating: must be at most 5'])
  expect(rating('4,9')).toEqual([
    'googleReviews.rating: must be a number such as 4.9, written without quotes',
  ])
})

test('a client is named only with his permission ticked, and at most three', () => {
  const client = PROOF.clients[0]
  expect(siteFileProblems({ ...shipped(), clients: [{ ...client, permission: false }] })).toEqual([
    'clients.0.permission: must be ticked: name a client only when he has said yes in writing',
  ])
  expect(siteFileProblems({ ...shipped(), clients: [client, client, client, client] })).toEqual([
    'clients: must be at most 3 clients',
  ])
})
