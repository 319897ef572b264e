import { existsSync, readdirSync, statSync } from 'node:fs'
import path from 'node:path'
import type { Language } from '#app/i18n/languages.ts'

/** Where each language's build lands; light enough for the tests and the server to import. */

export const BUILD_INFO_FILE = 'build-info.json'
export type BuildInfo = { origins: Record<Language, string>; builtAt: string }

/** The folder a language's domain serves. */
export function clientDir(language: Language): string {
  return path.join('build', language, 'client')
}

export function filesBelow(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name))
}

/** When the newest of these files, or of the files below these folders, was changed. */
export function newestChange(sources: string[]): number {
  return Math.max(
    0,
    ...sources
      .filter((source) => existsSync(source))
      .flatMap((source) =>
        statSync(source).isDirectory()
          ? filesBelow(source).map((file) => statSync(file).mtimeMs)
          : [statSync(source).mtimeMs],
      ),
  )
}
