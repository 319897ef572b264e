import { readFileSync } from 'node:fs'
import { expect, test } from 'vitest'
import { LANGUAGES } from '#app/i18n/languages.ts'
import { transferBasis } from '#app/settings/processors.ts'
import { conditionalLineProblems } from '#scripts/content/legal-conditions.ts'
import { type LegalText, legalLines, PRIVACY_FACTS, transferLines } from './legal-text.ts'

const lines = [
  'Always {{brand}}.',
  '{{?mailbox_2fa}} Two-step verification.',
  '{{!mailbox_2fa}} A strong password.',
]

test('a line for a fact shows only once the owner has confirmed it, its alternative only until then', () => {
  expect(legalLines(lines, { mailbox_2fa: true })).toEqual([
    'Always Lokalsynlig.',
    'Two-step verification.',
  ])
  expect(legalLines(lines, { mailbox_2fa: false })).toEqual([
    'Always Lokalsynlig.',
    'A strong password.',
  ])
})

test('a line for a fact that does not exist fails, naming the facts there are', () => {
  expect(() => legalLines(['{{?mailbox_2f}} Two-step.'])).toThrow(/no fact named mailbox_2f/)
})

test('every fact of the owner a legal text states has its alternative in the same section, in both languages', () => {
  expect(conditionalLineProblems()).toEqual([])
  // Each fact the policy depends on is stated somewhere, with its pair (the content check).
  const policy = readFileSync('content/da/privacy.json', 'utf8')
  for (const fact of Object.keys(PRIVACY_FACTS)) expect(policy, fact).toContain(`{{?${fact}}}`)
  // His lawyer's sentence pasted over one line of a pair: named, in Danish.
  const pasted = (file: string) =>
    file === 'content/da/privacy.json'
      ? policy.replace('{{!mailbox_2fa}}', '')
      : readFileSync(file, 'utf8')
  expect(conditionalLineProblems(pasted)).toEqual([
    expect.stringMatching(
      /^content\/da\/privacy\.json: afsnit \d+ \([^)]+\) har linjen med {{\?mailbox_2fa}} uden linjen med {{!mailbox_2fa}}\./,
    ),
  ])
})

test('privacy § 6 has one line per processor, for the basis the owner chose, with the country in the language', () => {
  const policy = (language: 'da' | 'en'): LegalText =>
    JSON.parse(readFileSync(`content/${language}/privacy.json`, 'utf8'))
  const processors = {
    webHost: { name: 'Cloudflare, Inc.', country: 'US', basis: 'dpf' },
    formService: { name: 'EmailJS Pte. Ltd.', country: 'SG', basis: 'scc' },
    mailbox: { name: 'Postkassen A/S', country: 'DK', basis: 'eea' },
    bookkeeping: { name: 'Regnskab Ltd', country: 'GB', basis: 'adequacy' },
  } as const
  const da = transferLines(policy('da').transfers ?? ({} as never), 'da', processors)
  expect(da).toEqual([
    expect.stringMatching(
      /^Cloudflare, Inc\. \(USA\) er certificeret under EU-US Data Privacy Framework\..*artikel 45\.$/,
    ),
    expect.stringMatching(
      /^EmailJS Pte\. Ltd\. \(Singapore\): .*standardkontraktbestemmelser.*artikel 46, stk\. 2, litra c.*EmailJS Pte\. Ltd\./,
    ),
    'Postkassen A/S (Danmark) har hjemsted i EU/EØS og kræver derfor intet overførselsgrundlag.',
    expect.stringMatching(
      /^Regnskab Ltd \(Storbritannien\): .*Storbritannien har et tilstrækkeligt beskyttelsesniveau/,
    ),
  ])
  const en = transferLines(policy('en').transfers ?? ({} as never), 'en', processors)
  expect(en[0]).toMatch(
    /^Cloudflare, Inc\. \(United States\) is certified under the EU-U\.S\. Data Privacy Framework/,
  )
  expect(en[2]).toBe(
    'Postkassen A/S (Denmark) is established in the EU/EEA, so no transfer basis is needed.',
  )
  // The list's line becomes the processors' lines; no line claims a basis by itself.
  expect(legalLines(['Before.', '{{transfers}}'], {}, { transfers: da })).toEqual([
    'Before.',
    ...da,
  ])
  for (const language of LANGUAGES) {
    const lines = policy(language).sections.flatMap((section) => [
      ...section.paragraphs,
      ...(section.list ?? []),
    ])
    expect(
      lines.filter((line) =>
        /kapitel V tillader|Chapter V allows|Overfører en af|If any of my other/.test(line),
      ),
    ).toEqual([])
  }
})

test('privacy § 6 gives a processor in the EU/EEA no transfer basis, whatever was chosen: its line follows from its country', () => {
  const { transfers } = JSON.parse(readFileSync('content/da/privacy.json', 'utf8')) as LegalText
  const templates = transfers ?? ({} as never)
  const processors = {
    webHost: { name: 'Cloudflare, Inc.', country: 'US', basis: 'unconfirmed' },
    formService: { name: 'EmailJS Pte. Ltd.', country: 'SG', basis: 'scc' },
    mailbox: { name: 'Postkassen A/S', country: 'DK', basis: 'unconfirmed' },
    bookkeeping: { name: 'Regnskab GmbH', country: 'DE', basis: 'eea' },
  } as const
  const [webHost, formService, mailbox, bookkeeping] = transferLines(templates, 'da', processors)
  // Outside the EU/EEA, the owner's choice, or that it is not confirmed yet.
  expect(webHost).toBe('Cloudflare, Inc. (USA): Grundlaget er ikke bekræftet endnu.')
  expect(formService).toMatch(/standardkontraktbestemmelser/)
  // Inside, no basis is listed, confirmed or not.
  expect(mailbox).toBe(
    'Postkassen A/S (Danmark) har hjemsted i EU/EØS og kræver derfor intet overførselsgrundlag.',
  )
  expect(bookkeeping).toBe(
    'Regnskab GmbH (Tyskland) har hjemsted i EU/EØS og kræver derfor intet overførselsgrundlag.',
  )
  for (const line of [mailbox, bookkeeping])
    expect(line).not.toMatch(/ikke bekræftet|artikel|standardkontrakt|Data Privacy Framework/)
  expect(transferBasis({ country: 'NO', basis: 'unconfirmed' })).toBe('eea')
  expect(transferBasis({ country: 'GB', basis: 'adequacy' })).toBe('adequacy')
  expect(transferBasis({ country: 'CH', basis: 'unconfirmed' })).toBe('unconfirmed')
})

test('a placeholder the site does not fill in fails the page, naming the line', () => {
  expect(() => legalLines(['Ring til {{fone}}.'])).toThrow(
    '"Ring til {{fone}}.": a placeholder the site does not fill in',
  )
})
