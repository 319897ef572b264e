import { readdirSync } from 'node:fs'
import { expect, test } from 'vitest'
import { LANGUAGES } from '#app/i18n/languages.ts'
import { NAMESPACES } from '#app/i18n/pages.ts'
import { localeProblems, placeholders } from '#scripts/content/locale-files.ts'

test('each language has exactly the seven namespaces of the spec', () => {
  for (const language of LANGUAGES) {
    const files = readdirSync(`public/locales/${language}`).sort()
    expect(files).toEqual(NAMESPACES.map((ns) => `${ns}.json`).sort())
  }
})

test('Danish and English have the same keys, no text is empty, and only known placeholders', () => {
  expect(localeProblems()).toEqual([])
})

test('placeholders are read with or without a format', () => {
  expect(placeholders('Fra {{price_min, number}} kr. hos {{ brand }}')).toEqual([
    'price_min',
    'brand',
  ])
})
