import { readdirSync, readFileSync } from 'node:fs'
import { expect, test } from 'vitest'
import { LANGUAGES } from '#app/i18n/languages.ts'
import { NAMESPACES } from '#app/i18n/pages.ts'

type Texts = { [key: string]: string | Texts }

function read(language: string, ns: string): Texts {
  return JSON.parse(readFileSync(`public/locales/${language}/${ns}.json`, 'utf8'))
}

/** Every leaf as [dotted key, text]. */
function leaves(texts: Texts, prefix = ''): [string, string][] {
  return Object.entries(texts).flatMap(([key, value]) =>
    typeof value === 'string' ? [[prefix + key, value]] : leaves(value, `${prefix}${key}.`),
  )
}

/**
 * The variables i18next fills in: the business identity everywhere, `count` for plurals, and the
 * values the sections pass (`seconds` until a retry, the `company` typed in, a `price`, a
 * `package` name).
 */
const KNOWN_PLACEHOLDERS = [
  'brand',
  'founder',
  'phone',
  'email',
  'cvr',
  'count',
  'seconds',
  'company',
  // The introductory offer, the processors and the price range (app/site.ts), a price and a
  // package's name.
  'intro_discount',
  'intro_months',
  'intro_customers',
  'web_host',
  'mail_host',
  'price_min',
  'price_max',
  'price',
  'package',
]
/** Placeholder names; a format after the comma (`{{count, number}}`) is i18next's own. */
const placeholders = (text: string) =>
  [...text.matchAll(/{{\s*([^},]*?)\s*(?:,[^}]*)?}}/g)].map((m) => m[1])

test('each language has exactly the seven namespaces of the spec', () => {
  for (const language of LANGUAGES) {
    const files = readdirSync(`public/locales/${language}`).sort()
    expect(files).toEqual(NAMESPACES.map((ns) => `${ns}.json`).sort())
  }
})

test.each(NAMESPACES)('%s: Danish and English have the same keys', (ns) => {
  const da = leaves(read('da', ns)).map(([key]) => key)
  const en = leaves(read('en', ns)).map(([key]) => key)
  expect(en).toEqual(da)
})

test.each(NAMESPACES)('%s: no empty text, and only placeholders the app fills in', (ns) => {
  for (const language of LANGUAGES) {
    for (const [key, text] of leaves(read(language, ns))) {
      expect(text.trim(), `${language} ${ns}:${key}`).not.toBe('')
      for (const name of placeholders(text)) {
        expect(KNOWN_PLACEHOLDERS, `${language} ${ns}:${key}`).toContain(name)
      }
    }
  }
})
