import { readFileSync } from 'node:fs'
import { LANGUAGES } from '#app/i18n/languages.ts'
import { NAMESPACES } from '#app/i18n/pages.ts'
import { TEXT_VARIABLES } from '#app/settings/site.ts'
import { leaves } from './content-texts.ts'

/**
 * The page texts' own rules (public/locales/{da,en}/{namespace}.json): the two languages have the
 * same keys, no text is empty, and a text uses only the placeholders the site fills in. A text
 * that breaks one would show a key or a `{{…}}` to visitors.
 */

/**
 * The variables i18next fills in: the business identity everywhere, `count` for plurals, and the
 * values the sections pass (`seconds` until a retry, the `company` typed in, the call-back's
 * `number` and `when`, a `price`, a `package` name; the blog list's `page`, `category` and the
 * `text` a page number is added to; the self-check's `score` of `total`; the Google `rating`; the analysis's `searches`),
 * and TEXT_VARIABLES
 * (app/settings/site.ts): the identity, the intro offer, the free analysis, the processors, the prices.
 */
export const KNOWN_PLACEHOLDERS = [
  ...Object.keys(TEXT_VARIABLES),
  'count',
  'seconds',
  'company',
  'number',
  'when',
  'price',
  'package',
  'page',
  'text',
  'category',
  'score',
  'total',
  'rating',
  'searches',
]

/** Placeholder names; a format after the comma (`{{count, number}}`) is i18next's own. */
export const placeholders = (text: string) =>
  [...text.matchAll(/{{\s*([^},]*?)\s*(?:,[^}]*)?}}/g)].map((match) => match[1] ?? '')

const fileOf = (language: string, ns: string) => `public/locales/${language}/${ns}.json`

/** What is wrong with the page texts, one line per text: "file: key: why". */
export function localeProblems(): string[] {
  return NAMESPACES.flatMap((ns) => {
    const texts = Object.fromEntries(
      LANGUAGES.map((language) => [
        language,
        leaves(JSON.parse(readFileSync(fileOf(language, ns), 'utf8'))),
      ]),
    )
    const keysOf = (language: string) => new Set(texts[language]?.map(({ field }) => field))
    return LANGUAGES.flatMap((language) => {
      const others = LANGUAGES.filter((other) => other !== language)
      return [
        ...others.flatMap((other) =>
          [...keysOf(other)]
            .filter((key) => !keysOf(language).has(key))
            .map((key) => `${fileOf(language, ns)}: ${key}: missing (${fileOf(other, ns)} has it)`),
        ),
        ...(texts[language] ?? []).flatMap(({ field, text }) => [
          ...(text.trim() ? [] : [`${fileOf(language, ns)}: ${field}: empty`]),
          ...placeholders(text)
            .filter((name) => !KNOWN_PLACEHOLDERS.includes(name))
            .map(
              (name) =>
                `${fileOf(language, ns)}: ${field}: unknown placeholder {{${name}}} (known: ${KNOWN_PLACEHOLDERS.join(', ')})`,
            ),
        ]),
      ]
    })
  })
}
