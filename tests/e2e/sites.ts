import type { Language } from '../../app/i18n/languages.ts'
import { LANGUAGES } from '../../app/i18n/languages.ts'
import { concretePaths, PAGE_IDS, type PageId } from '../../app/i18n/pages.ts'

/** Where `npm start` serves each language (the browser tests run against it). */
export const SITES: Record<Language, string> = {
  da: `http://localhost:${process.env.PORT_DA ?? 4173}`,
  en: `http://localhost:${process.env.PORT_EN ?? 4174}`,
}

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]
export const CHROMIUM_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium'

/** Every prerendered page of both languages: its page id, language and absolute URL. */
export const ALL_PAGES: { id: PageId; language: Language; path: string; url: string }[] =
  LANGUAGES.flatMap((language) =>
    PAGE_IDS.flatMap((id) =>
      concretePaths(id, language).map((path) => ({
        id,
        language,
        path,
        url: SITES[language] + path,
      })),
    ),
  )
