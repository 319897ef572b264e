import i18next, { type InitOptions } from 'i18next'
import LanguageDetector, { type CustomDetector } from 'i18next-browser-languagedetector'
import HttpBackend from 'i18next-http-backend'
import { initReactI18next } from 'react-i18next'
import { BUILD_LANGUAGE } from '../build-env.ts'
import { TEXT_VARIABLES } from '../site.ts'
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from './languages.ts'
import type { Namespace } from './pages.ts'

/** The domain's language: English on a .com host and on the English build, otherwise Danish. */
export function domainLanguage(hostname: string, buildLanguage: Language): Language {
  return hostname.endsWith('.com') || buildLanguage === 'en' ? 'en' : 'da'
}

const domainDetector: CustomDetector = {
  name: 'domain',
  lookup: () => domainLanguage(window.location.hostname, BUILD_LANGUAGE),
}

/**
 * i18next options of the spec. The texts a page shows are bundled into its route module
 * (see addBundledNamespace), so `ns` starts empty and start-up requests nothing; the
 * backend only loads another language after the visitor's language has been detected.
 */
export function i18nOptions(language: Language): InitOptions {
  return {
    lng: language,
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: [...LANGUAGES],
    ns: [],
    defaultNS: 'universal',
    partialBundledLanguages: true,
    resources: {},
    initAsync: false,
    saveMissing: false,
    maxRetries: 5,
    retryTimeout: 350,
    maxParallelReads: 10,
    interpolation: { escapeValue: false, maxReplaces: 1000, defaultVariables: TEXT_VARIABLES },
    backend: { loadPath: '/locales/{{lng}}/{{ns}}.json', addPath: '/locales/add/{{lng}}/{{ns}}' },
    detection: {
      order: ['querystring', 'localStorage', 'domain'],
      lookupQuerystring: 'lng',
      lookupLocalStorage: 'lang',
      // Stored by applyDetectedLanguage only: i18next's start-up in the build's language
      // would otherwise overwrite the visitor's stored choice before it is read.
      caches: [],
    },
    react: { useSuspense: true },
  }
}

export const i18n = i18next.createInstance()
if (typeof window !== 'undefined') {
  const detector = new LanguageDetector()
  detector.addDetector(domainDetector)
  i18n.use(HttpBackend).use(detector)
}
i18n.use(initReactI18next).init(i18nOptions(BUILD_LANGUAGE))

/**
 * Registers a namespace's texts in the build's language, imported from `@locales/{ns}.json`
 * by the module that shows them. Adding a bundle also adds the namespace to `ns`, so a later
 * language switch loads it in the other language too.
 */
export function addBundledNamespace(ns: Namespace, texts: object): void {
  i18n.addResourceBundle(BUILD_LANGUAGE, ns, texts, false, false, { silent: true, skipCopy: true })
}

/**
 * Applies the spec's detection once the page has hydrated in the build's language: query
 * `lng`, then localStorage `lang`, then the domain. The choice is stored under `lang`, and a
 * language other than the build's is loaded before the page switches to it.
 */
export async function applyDetectedLanguage(): Promise<Language> {
  const detected = i18n.services.languageDetector?.detect()
  const codes = typeof detected === 'string' ? [detected] : (detected ?? [])
  const language = i18n.services.languageUtils.getBestMatchFromCodes(codes) as Language
  ;(i18n.services.languageDetector as LanguageDetector | undefined)?.cacheUserLanguage(language, [
    'localStorage',
  ])
  // Already showing it: load nothing (not even the fallback language's texts).
  if (language === i18n.language) return language
  await i18n.loadLanguages(language)
  await i18n.changeLanguage(language)
  document.documentElement.lang = language
  return language
}
