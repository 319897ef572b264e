import { LANGUAGES, type Language, localPort, perLanguage } from '#app/i18n/languages.ts'
import { PAGE_IDS, type PageId } from '#app/i18n/pages.ts'
import { concretePaths } from '#app/i18n/site-paths.server.ts'
import { DEFAULT_MAIL_PORT } from '#app/mail/mail-config.ts'

/** The ports `npm start` serves on: each language's site and the local mail inbox. */
export const PORTS: Record<Language | 'mail', number> = {
  ...perLanguage((language) => localPort(language, process.env)),
  mail: Number(process.env.PORT_MAIL || DEFAULT_MAIL_PORT),
}

/** The address `npm start` listens on: this machine only, unless HOST widens it (docs/running.md). */
export const HOST = process.env.HOST || 'localhost'

/** Where `npm start` serves each language (the browser tests, bench and screenshots use it). */
export const SITES: Record<Language, string> = perLanguage(
  (language) => `http://localhost:${PORTS[language]}`,
)

/** Where `npm run dev` and `npm run dev:en` serve each language. */
export const DEV_SITES: Record<Language, string> = perLanguage(
  (language) => `http://localhost:${localPort(language, process.env, 'dev')}`,
)

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
