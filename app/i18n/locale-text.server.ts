import { readFileSync } from 'node:fs'
import { fillTextVariables } from '#app/settings/site.ts'
import type { Language } from './languages.ts'
import type { Namespace } from './pages.ts'

/** A text as a visitor reads it, from public/locales, for build steps and tests. */
export function localeText(language: Language, ns: Namespace, key: string): string {
  const texts = JSON.parse(readFileSync(`public/locales/${language}/${ns}.json`, 'utf8'))
  const value = key.split('.').reduce((node, part) => node?.[part], texts)
  if (typeof value !== 'string') throw new Error(`no text ${language}:${ns}:${key}`)
  return fillTextVariables(value, language)
}
