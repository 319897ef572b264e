import { spawnSync } from 'node:child_process'
import { expect, test } from 'vitest'
import { FORM_TEST_TITLE, formTestBody, liveOrigins } from './monthly-form-test.ts'

const ORIGINS = { da: 'https://hansen-lokal.dk', en: 'https://hansen-lokal.com' }

test('the monthly reminder asks in Danish for one test per live domain, both templates between them, says what must arrive and what to do if not', () => {
  const body = formTestBody(ORIGINS, new Date('2027-02-01T05:23:00Z'))
  expect(FORM_TEST_TITLE).toBe('Månedens test af formularerne')
  expect(body).toContain('Det er tid til månedens test af formularerne (februar 2027).')
  expect(body).toContain(
    '1. Åbn https://hansen-lokal.dk/gratis-analyse på din telefon, skriv `TEST dansk` som virksomhed og din egen e-mail, og send anmodningen om en gratis analyse.',
  )
  expect(body).toContain(
    '2. Åbn https://hansen-lokal.com på din telefon, rul ned til kontaktformularen nederst på forsiden, og send en besked med navnet `TEST engelsk`',
  )
  expect(body).toContain(
    '3. Inden for 10 minutter skal der ligge 2 mails i din indbakke med emnerne »Ny anmodning om gratis analyse fra TEST dansk« og »Ny henvendelse fra TEST engelsk«',
  )
  expect(body).toContain('4. Kommer en af dem ikke,')
  expect(body).toContain('»Når en henvendelse ikke kommer frem«')
  // Only the English domain shows the new site yet: one test, through the free-analysis form.
  const one = formTestBody({ en: ORIGINS.en }, new Date('2027-02-01T05:23:00Z'))
  expect(one).toContain('1. Åbn https://hansen-lokal.com/free-audit på din telefon')
  expect(one).toContain(
    '2. Inden for 10 minutter skal der ligge en mail i din indbakke med emnet »Ny anmodning om gratis analyse fra TEST engelsk«',
  )
  expect(one).not.toContain('hansen-lokal.dk')
  // The Danish domain does not show the site: named first, with what to do, or to ignore.
  const named = formTestBody({ en: ORIGINS.en }, new Date('2027-02-01T05:23:00Z'), [ORIGINS.da])
  expect(named).toMatch(
    /^\*\*https:\/\/hansen-lokal\.dk viser ikke din side med formularerne\.\*\* Har du endnu ikke koblet domænet på \(guidens trin 8\), så se bort fra det\. Ellers .*»Når siden ikke svarer«\.\n\nDet er tid/,
  )
  // Neither does: no test to ask for, only what to look at.
  expect(formTestBody({}, new Date('2027-02-01T05:23:00Z'), Object.values(ORIGINS))).toBe(
    '**https://hansen-lokal.dk og https://hansen-lokal.com viser ikke din side med formularerne.** Har du endnu ikke koblet domænerne på (guidens trin 8), så se bort fra det. Ellers kan kunderne ikke skrive til dig dér: følg guiden under »Når siden ikke svarer«.',
  )
})

test('every part of the guide the reminder sends him to is a heading there', async () => {
  const { readFileSync } = await import('node:fs')
  const headings = readFileSync('docs/ejerguide.md', 'utf8')
    .split('\n')
    .filter((line) => line.startsWith('#'))
    .map((line) => line.replace(/^#+ /, ''))
  const body = formTestBody({ da: ORIGINS.da }, new Date('2027-02-01T05:23:00Z'), [ORIGINS.en])
  const named = [...body.matchAll(/guiden under »([^«]+)«/g)].map((match) => match[1])
  expect(named).toEqual(['Når siden ikke svarer', 'Når en henvendelse ikke kommer frem'])
  for (const heading of named) expect(headings).toContain(heading)
})

test("a domain counts as live when its home page has the site's contact form: not his old site, not the holding page, not one that does not answer", async () => {
  const pages: Record<string, string> = {
    'https://hansen-lokal.dk/': '<html><form id="kontakt">Gammel side</form></html>',
    'https://hansen-lokal.com/': '<main><form id="contact-form" method="post"></form></main>',
  }
  const fetchPage = async (url: string) => ({
    ok: url in pages,
    text: async () => pages[url] ?? '',
  })
  expect(await liveOrigins(ORIGINS, fetchPage)).toEqual({ en: 'https://hansen-lokal.com' })
  pages['https://hansen-lokal.dk/'] = '<form id="contact-form"></form>'
  expect(await liveOrigins(ORIGINS, fetchPage)).toEqual(ORIGINS)
  const offline = async () => {
    throw new Error('getaddrinfo ENOTFOUND')
  }
  expect(await liveOrigins(ORIGINS, offline)).toEqual({})
})

test("the subject the owner looks for is the contact template's, as the guide tells him to write it", async () => {
  const { readFileSync } = await import('node:fs')
  expect(readFileSync('docs/ejerguide.md', 'utf8')).toContain(
    '**Subject** (emnelinjen): `Ny henvendelse fra {{from_name}}` i kontaktformularen',
  )
})

test('no reminder while the domains show the holding page (the sample business remains)', () => {
  const run = spawnSync(process.execPath, ['scripts/deploy/monthly-form-test.ts'], {
    encoding: 'utf8',
    env: { ...process.env, GITHUB_REPOSITORY: '', GITHUB_TOKEN: '' },
  })
  expect(run.status).toBe(0)
  expect(run.stdout).toMatch(/^No form test this month: the domains show the holding page/)
})
