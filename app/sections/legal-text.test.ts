import { readFileSync } from 'node:fs'
import { expect, test } from 'vitest'
import { LANGUAGES } from '#app/i18n/languages.ts'
import { type LegalText, legalLines, PRIVACY_FACTS } from './legal-text.ts'

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
  for (const language of LANGUAGES) {
    for (const name of ['privacy', 'terms']) {
      const text: LegalText = JSON.parse(readFileSync(`content/${language}/${name}.json`, 'utf8'))
      for (const section of text.sections) {
        const all = [...section.paragraphs, ...(section.list ?? [])].join('\n')
        for (const fact of Object.keys(PRIVACY_FACTS)) {
          expect(
            all.includes(`{{?${fact}}}`),
            `${language} ${name} ${section.title}: ${fact}`,
          ).toBe(all.includes(`{{!${fact}}}`))
        }
      }
    }
  }
})
