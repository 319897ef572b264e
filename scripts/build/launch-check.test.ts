import { expect, test } from 'vitest'
import { PROCESSORS } from '#app/settings/processors.ts'
import {
  readSiteFile,
  SAMPLE_HOURS,
  SAMPLE_TEXTS,
  type SiteFile,
} from '#app/settings/site-file-schema.ts'
import { PROOF } from '#tests/site-details.ts'
import {
  isForVisitors,
  isSampleAddress,
  launchPlan,
  launchRecommendations,
  launchSamples,
  recommendationsReport,
  SAMPLE_VALUES,
} from './launch-check.ts'

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
  delete copy.founder.photo
  for (const name of PROCESSORS) copy.processors[name].basis = 'unconfirmed'
  return {
    ...copy,
    email: 'kontakt@lokalsynlig.example',
    mailRecipient: 'leads@lokalsynlig.example',
    openingHours: { ...SAMPLE_HOURS, days: [...SAMPLE_HOURS.days] },
    sampleTexts: [...SAMPLE_TEXTS],
  }
}

const sample = withSamples(readSiteFile())

/**
 * Whether content/site.json is still as the template ships it, every sample in place. Tests of
 * the shipped file hold it here; in his copy, once he has written his own, they no longer apply.
 */
const asShipped =
  launchSamples(readSiteFile()).length === launchSamples(sample).length &&
  JSON.stringify(readSiteFile().sampleTexts) === JSON.stringify(sample.sampleTexts)

/** The shipped file with every sample replaced by a real business's details. */
const real: SiteFile = {
  ...sample,
  founder: { ...sample.founder, name: 'Jens Hansen', photo: '/images/jens.webp' },
  phone: '+45 28 44 19 02',
  email: 'jens@hansen-lokal.dk',
  mailRecipient: 'leads@hansen-lokal.dk',
  cvr: '41234567',
  address: { ...sample.address, street: 'Søndergade 12' },
  openingHours: { ...sample.openingHours, closes: '16:00' },
  processors: {
    webHost: { ...sample.processors.webHost, basis: 'dpf' },
    formService: { ...sample.processors.formService, basis: 'scc' },
    mailbox: { name: 'Postkassen A/S', country: 'DK', basis: 'eea' },
    bookkeeping: { name: 'Regnskabet ApS', country: 'DK', basis: 'eea' },
  },
  legal: { updated: '2027-01-04', court: 'Retten i Odense' },
  sampleTexts: [],
}

test('the shipped business is all samples, each named with its file, field and fix', () => {
  const samples = launchSamples(sample)
  expect(samples.map(({ where }) => where)).toEqual([
    'content/site.json: founder.name',
    'content/site.json: phone',
    'content/site.json: cvr',
    'content/site.json: address.street',
    'content/site.json: processors.mailbox.name',
    'content/site.json: processors.bookkeeping.name',
    'content/site.json: email',
    'content/site.json: mailRecipient',
    'content/site.json: processors.webHost.basis',
    'content/site.json: processors.formService.basis',
    'content/site.json: processors.mailbox.basis',
    'content/site.json: processors.bookkeeping.basis',
    'content/site.json: openingHours',
    'content/site.json: founder.photo',
    'public/locales/{da,en}/om-os.json: team.bio',
    'public/locales/{da,en}/cases.json: story.quote.text',
    'content/blog/{da,en}/hvorfor-jeg-startede-virksomheden.md',
    'content/site.json: founder.role',
    'content/site.json: address.postalCode, address.city',
    'content/site.json: legal.court',
    'content/site.json: legal.updated',
    'content/site.json: introOffer',
    'content/blog/{da,en}/derfor-betyder-lokal-seo-mere-end-du-tror.md, saadan-giver-du-adgang-til-din-google-virksomhedsprofil.md',
    'content/{da,en}/sample-report.json, sample-analysis.json: business; public/locales/{da,en}/homepage.json: illustration',
  ])
  // In Danish, for the owner, with where he changes it in the editor.
  expect(samples[0]?.fix).toBe('Virksomhedens oplysninger → Indehaver → Navn: skriv dit navn')
  expect(samples.at(-1)?.fix).toContain('fjern den derefter fra Virksomhedens oplysninger')
})

test('a real business with its photo has no samples; the sample hours pass once confirmed', () => {
  expect(launchSamples(real)).toEqual([])
  const { sampleTexts: _emptied, ...listLeftOut } = real
  expect(launchSamples(listLeftOut)).toEqual([])
  const sampleHours = { ...real, openingHours: sample.openingHours }
  expect(launchSamples(sampleHours).map(({ where }) => where)).toEqual([
    'content/site.json: openingHours',
  ])
  const confirmed = { ...sampleHours, openingHours: { ...sample.openingHours, confirmed: true } }
  expect(launchSamples(confirmed)).toEqual([])
})

test("the owner may use his brand's own domain; only addresses on example domains are samples", () => {
  const own = { ...real, email: 'kontakt@lokalsynlig.dk', mailRecipient: 'kontakt@lokalsynlig.dk' }
  expect(launchSamples(own)).toEqual([])
  for (const address of ['a@lokalsynlig.example', 'a@example.com', 'a@x.test', 'a@EXAMPLE.org'])
    expect(isSampleAddress(address), address).toBe(true)
  for (const address of ['a@example.dk', 'a@myexample.com', 'a@lokalsynlig.com'])
    expect(isSampleAddress(address), address).toBe(false)
})

test('while samples remain, a build for the real domains is the holding page, with the list in Danish', () => {
  const samples = launchSamples(sample)
  const plan = launchPlan(samples, { forVisitors: true, allowSamples: false })
  expect(plan.mode).toBe('holding')
  expect(plan.report).toMatch(/eksempelvirksomheden 24 steder/)
  expect(plan.report).toContain(
    '\n- Virksomhedens oplysninger → Indehaver → Navn: skriv dit navn (content/site.json: founder.name)\n',
  )
  // Trying it out on localhost, the tests and a staging preview show the whole sample site.
  for (const options of [
    { forVisitors: false, allowSamples: false },
    { forVisitors: true, allowSamples: true },
  ]) {
    const local = launchPlan(samples, options)
    expect(local.mode).toBe('site')
    expect(local.report).toMatch(/^This build shows the sample business \(24 samples\)/)
  }
  expect(launchPlan([], { forVisitors: true, allowSamples: false })).toEqual({
    mode: 'site',
    samples: [],
    report: '',
  })
})

test('a build is for visitors unless every origin is this machine', () => {
  expect(isForVisitors({ da: 'http://localhost:4173', en: 'http://127.0.0.1:4174' })).toBe(false)
  expect(isForVisitors({ da: 'https://lokalsynlig.dk', en: 'http://localhost:4174' })).toBe(true)
})

test('each processor is listed until the owner has chosen the basis its agreement gives', () => {
  const unchecked = {
    ...real,
    processors: {
      ...real.processors,
      formService: { ...real.processors.formService, basis: 'unconfirmed' as const },
    },
  }
  const [listed, ...rest] = launchSamples(unchecked)
  expect(rest).toEqual([])
  expect(listed?.where).toBe('content/site.json: processors.formService.basis')
  expect(listed?.fix).toBe(
    'Virksomhedens oplysninger → Databehandlere (nævnt i privatlivspolitikken) → Formulartjeneste → Grundlag for dine oplysninger: læs databehandleraftalen fra EmailJS Pte. Ltd., og vælg det grundlag, dine oplysninger sendes på',
  )
})

test('the legal texts keep the shipped date until the owner says he has set his own, whatever it is', () => {
  // The date once slipped: the check compared it with the spec's, and the shipped date moved on.
  if (asShipped) expect(readSiteFile().sampleTexts).toContain('legal-date')
  const dateLeft = { ...real, sampleTexts: ['legal-date' as const] }
  expect(launchSamples(dateLeft)).toEqual([
    {
      where: 'content/site.json: legal.updated',
      fix: expect.stringMatching(
        /^Virksomhedens oplysninger → Juridiske tekster → Senest opdateret: /,
      ),
    },
  ])
})

test('an intro offer that is open asks for the places left, which the pages show by the price', () => {
  const unset = { ...real, introOffer: { ...real.introOffer, placesLeft: undefined } }
  expect(launchSamples(unset)).toEqual([
    {
      where: 'content/site.json: introOffer.placesLeft',
      fix: expect.stringMatching(
        /^Virksomhedens oplysninger → Introduktionstilbud → Pladser tilbage: /,
      ),
    },
  ])
  expect(launchSamples({ ...real, introOffer: { ...real.introOffer, placesLeft: 0 } })).toEqual([])
})

test('the proof a visitor could check is recommended while empty, never a block', () => {
  const site = readSiteFile()
  const empty = {
    ...site,
    googleProfileUrl: undefined,
    googleReviews: undefined,
    clients: undefined,
    founder: {
      ...site.founder,
      linkedinUrl: undefined,
      yearsOfExperience: undefined,
      pastRoles: undefined,
    },
  }
  expect(launchRecommendations(empty).map(({ where }) => where)).toEqual([
    'content/site.json: googleProfileUrl, googleReviews',
    'content/site.json: founder.linkedinUrl',
    'content/site.json: founder.yearsOfExperience',
    'content/site.json: founder.pastRoles',
    'content/site.json: clients',
  ])
  expect(launchSamples(empty)).toEqual(launchSamples(site))
  expect(recommendationsReport(launchRecommendations(empty))).toMatch(
    /^Anbefalet, men ikke krævet \(siden udgives uden\): 5 ting.*\n- Virksomhedens oplysninger → Din egen Google-profil/,
  )
  const filled = {
    ...empty,
    ...PROOF.details,
    founder: { ...site.founder, ...PROOF.founder },
  }
  expect(launchRecommendations(filled)).toEqual([])
  expect(recommendationsReport([])).toBe('')
  // A Google profile without its rating is not yet a line a visitor can check.
  expect(launchRecommendations({ ...filled, googleReviews: undefined })).toHaveLength(1)
})

/**
 * Every value of content/site.json, by field (the longest prefix that names it): either the
 * template business's, which the launch list must name as shipped (`where` says where it does),
 * or the business's own, which the template already gives as the spec wants it (its brand, its
 * products and prices, its colours), with why.
 */
const SHIPPED_VALUES: Record<string, { where: string } | { his: string }> = {
  brand: { his: 'the brand the site is built for' },
  'founder.name': { where: 'content/site.json: founder.name' },
  'founder.role': { where: 'content/site.json: founder.role' },
  phone: { where: 'content/site.json: phone' },
  email: { where: 'content/site.json: email' },
  mailRecipient: { where: 'content/site.json: mailRecipient' },
  cvr: { where: 'content/site.json: cvr' },
  'address.street': { where: 'content/site.json: address.street' },
  'address.postalCode': { where: 'content/site.json: address.postalCode, address.city' },
  'address.city': { where: 'content/site.json: address.postalCode, address.city' },
  'address.country': { his: 'a Danish business: the spec sells in Denmark' },
  openingHours: { where: 'content/site.json: openingHours' },
  packagePrices: { his: "the spec's packages and prices" },
  introOffer: { where: 'content/site.json: introOffer' },
  freeAnalysis: { his: 'what the spec promises the free analysis holds' },
  'processors.webHost.name': { his: 'the host the site runs on, named in its agreement' },
  'processors.webHost.country': { his: 'the host the site runs on' },
  'processors.formService.name': { his: 'the mail provider the forms use' },
  'processors.formService.country': { his: 'the mail provider the forms use' },
  'processors.webHost.basis': { where: 'content/site.json: processors.webHost.basis' },
  'processors.formService.basis': { where: 'content/site.json: processors.formService.basis' },
  'processors.mailbox': { where: 'content/site.json: processors.mailbox.' },
  'processors.bookkeeping': { where: 'content/site.json: processors.bookkeeping.' },
  'legal.updated': { where: 'content/site.json: legal.updated' },
  'legal.court': { where: 'content/site.json: legal.court' },
  currency: { his: 'Danish kroner' },
  paymentAccepted: { his: 'how the terms say he is paid' },
  serviceTypes: { his: "the spec's services, for search engines" },
  areaServed: { his: 'Denmark' },
  palette: { his: "the spec's colours" },
  privacyFacts: { his: 'off until he confirms each (the policy says less until then)' },
  hsts: { his: 'off until he chooses (decision 031)' },
  sampleTexts: { his: 'the list of what is still the sample: its items are on the launch list' },
}

/** Every field of a JSON value with a value of its own ("founder.role.da"), lists as one. */
function leaves(value: unknown, at = ''): string[] {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return [at]
  return Object.entries(value).flatMap(([key, inner]) => leaves(inner, at ? `${at}.${key}` : key))
}

test.skipIf(!asShipped)(
  'every value of content/site.json that describes the template business is on the launch list as shipped',
  () => {
    const shipped = readSiteFile()
    const listed = launchSamples(shipped).map(({ where }) => where)
    for (const field of leaves(shipped)) {
      const prefix = Object.keys(SHIPPED_VALUES)
        .filter((key) => field === key || field.startsWith(`${key}.`))
        .sort((a, b) => b.length - a.length)[0]
      expect(prefix, `${field}: say whether it is the template's or his`).toBeDefined()
      const kind = SHIPPED_VALUES[prefix ?? '']
      if (kind && 'where' in kind)
        expect(
          listed.some((where) => where.startsWith(kind.where)),
          `${field} is on the launch list`,
        ).toBe(true)
    }
    // What the file leaves out is on the list too: his portrait.
    expect(listed).toContain('content/site.json: founder.photo')
  },
)

/** The editor's menu, by label: its collections and files, and each one's fields. */
type MenuItem = { label?: string; fields?: MenuItem[]; files?: MenuItem[]; folder?: string }

/** Whether a menu path ("Virksomhedens oplysninger → Indehaver → Navn") leads to something. */
function inMenu(items: MenuItem[], segments: string[]): boolean {
  const [first, ...rest] = segments
  if (first === undefined) return true
  // The label as the editor shows it, or without a remark in brackets ("Business (og You …)").
  const label = items.some((item) => item.label === first) ? first : first.replace(/\s*\(.*\)$/, '')
  // "Sample report og Sample analysis": each of them.
  const alternatives = items.some((item) => item.label === label) ? [label] : label.split(' og ')
  return alternatives.every((alternative) => {
    const item = items.find((candidate) => candidate.label === alternative)
    if (!item) return false
    // A folder of posts: what follows names a post, not a field.
    if (item.folder) return true
    return inMenu([...(item.files ?? []), ...(item.fields ?? [])], rest)
  })
}

test('every menu path on the launch list leads to a field in the editor', async () => {
  const { cmsConfig } = await import('#admin/cms-config.ts')
  const config = cmsConfig({ repo: 'owner/site', branch: 'main' })
  const menu = [...(config.collections ?? []), ...(config.singletons ?? [])] as MenuItem[]
  const lines = [...launchSamples(sample), ...launchRecommendations(sample)].map(({ fix }) => fix)
  expect(lines.length).toBeGreaterThan(20)
  for (const line of lines) {
    const paths = (line.split(': ')[0] ?? '').split(', og ')
    for (const path of paths)
      expect(inMenu(menu, path.split(' → ')), `${path} (in »${line.slice(0, 80)}…«)`).toBe(true)
  }
  expect(inMenu(menu, ['Virksomhedens oplysninger', 'Indehaver', 'Ingen sådan'])).toBe(false)
})
