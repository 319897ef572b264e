import { useTranslation } from 'react-i18next'
import { BUILD_LANGUAGE, ORIGINS } from '#app/build-time/build-env.ts'
import { LANGUAGE_QUERY, type Language, otherLanguage } from '#app/i18n/languages.ts'
import { type PageId, type PageParams, pagePath } from '#app/i18n/pages.ts'
import { useCurrentPage } from '#app/i18n/use-current-page.ts'

/**
 * Where the switch leads: the same page in the other language on that language's domain, with
 * `?lng`, so the choice is stored there and a value stored earlier cannot send the visitor back.
 */
export function languageSwitchHref(
  page: { id: PageId | null; params: PageParams },
  from: Language,
  origins: Record<Language, string>,
): string {
  const target = otherLanguage(from)
  const path = page.id ? pagePath(page.id, target, page.params) : '/'
  return `${origins[target]}${path}?${LANGUAGE_QUERY}=${target}`
}

export function LanguageSwitch({ className }: { className?: string }) {
  const { t } = useTranslation()
  const page = useCurrentPage()
  const target = otherLanguage(BUILD_LANGUAGE)
  return (
    <a
      href={languageSwitchHref(page, BUILD_LANGUAGE, ORIGINS)}
      hrefLang={target}
      lang={target}
      title={t('language.switch_label')}
      className={className}
    >
      <svg viewBox="0 0 24 24" className="mr-1.5 size-5" aria-hidden="true" focusable="false">
        <path
          d="M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18Zm0 0c2.5 2.4 3.8 5.4 3.8 9s-1.3 6.6-3.8 9m0-18C9.5 5.4 8.2 8.4 8.2 12s1.3 6.6 3.8 9M3.5 9h17M3.5 15h17"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.5"
        />
      </svg>
      {t('language.switch')}
    </a>
  )
}
