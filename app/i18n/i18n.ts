import universal from '@locales/universal.json'
import i18next, { type InitOptions } from 'i18next'
import { initReactI18next } from 'react-i18next'
import { BUILD_LANGUAGE } from '#app/build-time/build-env.ts'
import { TEXT_VARIABLES } from '#app/settings/site.ts'
import { DEFAULT_LANGUAGE, LANGUAGES, type Language, numberInWords } from './languages.ts'
import type { Namespace } from './pages.ts'

/**
 * i18next options of the spec. A page is always shown in its build's language (a visitor who
 * wants the other one is sent to the sister domain by the page script, docs/decisions/009), and
 * the texts it shows are bundled into its route module (see addBundledNamespace), so nothing is
 * ever fetched: `ns` starts empty and there is no backend.
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
    interpolation: { escapeValue: false, maxReplaces: 1000, defaultVariables: TEXT_VARIABLES },
    react: { useSuspense: false },
  }
}

export const i18n = i18next.createInstance()
i18n.use(initReactI18next).init(i18nOptions(BUILD_LANGUAGE))
i18n.services.formatter?.add('words', (value, language) =>
  numberInWords(value, language ?? BUILD_LANGUAGE),
)

/**
 * Registers a namespace's texts in the build's language, imported from `@locales/{ns}.json`
 * by the module that shows them.
 */
export function addBundledNamespace(ns: Namespace, texts: object): void {
  i18n.addResourceBundle(BUILD_LANGUAGE, ns, texts, false, false, { silent: true, skipCopy: true })
}

// The default namespace: every page and every island uses it.
addBundledNamespace('universal', universal)
