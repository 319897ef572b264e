import path from 'node:path'
import type { Language } from '../app/i18n/languages.ts'

/** Where each language's build lands; light enough for the tests and the server to import. */

export const BUILD_INFO_FILE = 'build-info.json'
export type BuildInfo = { origins: Record<Language, string>; builtAt: string }

/** The folder a language's domain serves. */
export function clientDir(language: Language): string {
  return path.join('build', language, 'client')
}
