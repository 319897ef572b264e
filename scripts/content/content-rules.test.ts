import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { describe, expect, test } from 'vitest'
import type { Language } from '#app/i18n/languages.ts'
import { CONTENT_RULES, checkContent } from './content-rules.ts'
import { type ContentText, contentTexts, postTexts } from './content-texts.ts'

const inPost = (text: string): ContentText => ({
  file: 'content/blog/x/a-post.md',
  field: '#1',
  text,
  kind: 'post',
})
const onPage = (field: string, text: string): ContentText => ({
  file: 'public/locales/x/universal.json',
  field,
  text,
  kind: 'page',
})

/** The rules a text of a language breaks, by id. */
function broken(language: Language, ...texts: ContentText[]): string[] {
  const other = language === 'da' ? 'en' : 'da'
  return checkContent({ [language]: texts, [other]: [] } as Record<Language, ContentText[]>).map(
    ({ rule }) => rule,
  )
}

describe('what can hurt the owner blocks a publish', () => {
  test.each([
    ['da', 'Jeg lover dig en plads i top 3 på Google Maps.'],
    ['da', 'Med mig kommer du i top 3, når kunderne søger.'],
    ['da', 'Med mig får du flere kunder fra Google Maps.'],
    ['da', 'Jeg garanterer 20 flere opkald om måneden.'],
    ['da', 'Få garanterede placeringer på Google.'],
    ['en', 'I guarantee you a spot in the top 3 on Google Maps.'],
    ['en', "You'll rank in the top 3 within a month."],
    ['en', "I'll get you twice as many calls."],
    ['en', 'Guaranteed first page rankings.'],
  ] as const)('%s: "%s" is a promised outcome', (language, text) => {
    expect(broken(language, inPost(text))).toEqual(['promised-outcome'])
  })

  test.each([
    ['da', 'Jeg kan ikke love dig en bestemt placering på Google.'],
    ['da', 'Hvis nogen lover dig førstepladsen, så vær skeptisk.'],
    ['da', 'Ingen kan ærligt love dig en plads i toppen.'],
    ['en', "I can't promise you a place in the top 3, and no one honestly can."],
    ['en', 'If someone promises you first place, be careful.'],
    // How to, not a promise.
    ['da', 'Sådan får du flere anmeldelser.'],
    ['da', 'Hvordan får du flere opkald fra Google Maps?'],
  ] as const)('%s: "%s" says what no one can promise, or how, and passes', (language, text) => {
    expect(broken(language, inPost(text))).toEqual([])
  })

  test('the guarantee in a post needs its deadline and a link to § 9 of the terms', () => {
    const bare = 'Du får pengene-tilbage-garanti på den første måned.'
    const stated =
      'Du får pengene-tilbage-garanti: skriv senest 14 dage efter den første måned. <a href="/handelsbetingelser#section-9">Læs betingelserne</a>.'
    expect(broken('da', inPost(bare))).toEqual(['guarantee-without-conditions'])
    expect(broken('da', inPost(stated))).toEqual([])
    // The full address he may paste from his browser counts; a link elsewhere does not.
    const full = stated.replace('href="/', 'href="https://lokalsynlig.dk/')
    expect(broken('da', inPost(full))).toEqual([])
    const elsewhere = stated.replace('/handelsbetingelser#section-9', '/om-os')
    expect(broken('da', inPost(elsewhere))).toEqual(['guarantee-without-conditions'])
    // A page text the page shows beside the conditions passes; another does not.
    expect(broken('da', onPage('guarantee.badge', 'Pengene-tilbage-garanti'))).toEqual([])
    expect(broken('da', onPage('hero.title', 'Pengene-tilbage-garanti'))).toEqual([
      'guarantee-without-conditions',
    ])
  })

  test('the guarantee stays section 9 of the terms, where the site links', () => {
    const title = (section: number, text: string): ContentText => ({
      file: 'content/da/terms.json',
      field: `sections.${section - 1}.title`,
      text,
      kind: 'legal',
    })
    expect(broken('da', title(9, 'Pengene-tilbage-garanti'))).toEqual([])
    expect(broken('da', title(8, 'Varighed og opsigelse'))).toEqual([])
    // The lawyer added a section before it: the guarantee is now 10, and 9 is something else.
    expect(broken('da', title(10, 'Pengene-tilbage-garanti'))).toEqual(['guarantee-section'])
    expect(broken('da', title(9, 'Varighed og opsigelse'))).toEqual(['guarantee-section'])
    // The privacy policy's sections are not the terms'.
    expect(broken('da', { ...title(3, 'Garanti'), file: 'content/da/privacy.json' })).toEqual([])
  })

  test("the sample business's details written into a text", () => {
    expect(broken('da', inPost('Ring til Mads Eksempel på +45 12 34 56 78.'))).toEqual([
      'sample-identity',
    ])
    expect(broken('en', inPost('Write to kontakt@lokalsynlig.example.'))).toEqual([
      'sample-identity',
    ])
    expect(broken('da', inPost('Ring til {{founder}} på {{phone}}.'))).toEqual([])
  })
})

describe('style warns', () => {
  test('British spelling, on the English site only', () => {
    expect(broken('en', inPost('I optimise your profile and analyse the colours.'))).toEqual([
      'american-spelling',
    ])
    expect(broken('en', inPost('I optimize your profile and analyze the colors.'))).toEqual([])
    expect(broken('da', inPost('Google optimise.'))).toEqual([])
  })

  test('a percentage without its source in the same paragraph', () => {
    expect(broken('da', inPost('Hele 76 % besøger en butik inden for et døgn.'))).toEqual([
      'percentage-without-source',
    ])
    expect(
      broken('da', inPost('Ifølge Google (2016, USA) besøger 76 % en butik inden for et døgn.')),
    ).toEqual([])
  })

  test('one voice, best-of claims, ranges, the product name, slips', () => {
    expect(broken('da', inPost('Vi hjælper dig.'))).toEqual(['one-voice'])
    expect(broken('da', inPost('Lad os tage en snak.'))).toEqual([])
    expect(broken('en', inPost('Our most popular package.'))).toEqual([
      'one-voice',
      'unbacked-claim',
    ])
    expect(broken('da', inPost('Åbent 9-17.'))).toEqual(['en-dash-ranges'])
    expect(broken('en', inPost('Your Google business profile.'))).toEqual(['product-name'])
    expect(broken('en', inPost('Formerly Google My Business.'))).toEqual(['product-name'])
    expect(
      broken('en', { ...inPost('google my business, Google My Business'), field: 'keywords' }),
    ).toEqual([])
    expect(broken('da', inPost('Kunden skal tage telefonen og ringe.'))).toEqual(['danish-slips'])
  })

  test("every rule is in the owner's guide with the advice the run gives him", async () => {
    const { readFileSync } = await import('node:fs')
    const guide = readFileSync('docs/ejerguide.md', 'utf8')
    // As the guide sets them: code in backticks.
    const rules = guide.slice(guide.indexOf('## Reglerne for teksterne')).replaceAll('`', '')
    for (const rule of CONTENT_RULES) expect(rules, rule.id).toContain(rule.advice)
  })

  test('every rule says in Danish what it asks, and the finding quotes the sentence', () => {
    // In Danish, and saying what to write instead.
    for (const rule of CONTENT_RULES) expect(rule.advice, rule.id).toMatch(/\bskriv\b/i)
    const [finding] = checkContent({
      da: [inPost('Første sætning er fin. Jeg lover dig top 3. Sidste sætning.')],
      en: [],
    })
    expect(finding).toMatchObject({
      severity: 'block',
      file: 'content/blog/x/a-post.md',
      field: '#1',
      sentence: 'Jeg lover dig top 3.',
    })
  })
})

test('posts are read from their files, each text named by its file', () => {
  // A post of the test's own: his posts come and go.
  const dir = mkdtempSync(path.join(tmpdir(), 'posts-'))
  for (const language of ['da', 'en']) mkdirSync(path.join(dir, language))
  // Its Danish file, which every translated post has.
  writeFileSync(
    path.join(dir, 'da', 'a-post.md'),
    [
      '---',
      'title: Sådan virker anmeldelser',
      'excerpt: Hvad en anmeldelse gør for en lokal virksomhed.',
      'category: reviews',
      'date: 2025-01-09',
      'read_minutes: 2',
      'image_alt: Et kort med nåle',
      'keywords: [anmeldelser, Google Maps, lokal søgning]',
      '---',
      '',
      'En anmeldelse fortæller den næste kunde, hvad han kan forvente.',
      '',
    ].join('\n'),
  )
  const file = path.join(dir, 'en', 'a-post.md')
  writeFileSync(
    file,
    [
      '---',
      'title: How reviews work',
      'excerpt: What a review does for a local business.',
      'category: reviews',
      'date: 2025-01-09',
      'read_minutes: 2',
      'image_alt: A map with pins',
      'keywords: [reviews, Google Maps, local search]',
      '---',
      '',
      'A review tells the next customer what to expect.',
      '',
      'I optimise profiles: 80 % of them lack photos. I promise you a place in the top 3.',
      '',
    ].join('\n'),
  )
  const findings = checkContent({ da: [], en: postTexts('en', dir) })
  expect(findings.map(({ rule, severity, file }) => [rule, severity, file])).toEqual([
    ['promised-outcome', 'block', file],
    ['percentage-without-source', 'warn', file],
    ['american-spelling', 'warn', file],
  ])
})

test('the shipped texts break no rule that blocks a publish', () => {
  const texts = { da: contentTexts('da'), en: contentTexts('en') }
  expect(texts.da.length).toBeGreaterThan(500)
  expect(checkContent(texts).filter(({ severity }) => severity === 'block')).toEqual([])
})
