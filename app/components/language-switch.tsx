import { useTranslation } from 'react-i18next'
import { BUILD_LANGUAGE, ORIGINS } from '../build-env.ts'
import { type Language, otherLanguage } from '../i18n/languages.ts'
import { type PageId, type PageParams, pagePath } from '../i18n/pages.ts'
import { useCurrentPage } from '../i18n/use-current-page.ts'

/**
 * Where the switch leads: the same page in the other language on that language's domain.
 * When this domain shows the other language (chosen with ?lng or stored), the way back is
 * this domain, told with ?lng so the stored choice does not win again.
 */
export function languageSwitchHref(
  page: { id: PageId | null; params: PageParams },
  shown: Language,
  build: Language,
  origins: Record<Language, string>,
): string {
  const target = otherLanguage(shown)
  const path = page.id ? pagePath(page.id, target, page.params) : '/'
  return origins[target] + path + (target === build ? `?lng=${target}` : '')
}

export function LanguageSwitch({ className }: { className?: string }) {
  const { t, i18n } = useTranslation()
  const page = useCurrentPage()
  const shown = (i18n.language === 'en' ? 'en' : 'da') satisfies Language
  const target = otherLanguage(shown)
  return (
    <a
      href={languageSwitchHref(page, shown, BUILD_LANGUAGE, ORIGINS)}
      hrefLang={target}
      lang={target}
      aria-label={t('language.switch_label')}
      className={className}
    >
      <span aria-hidden="true" className="font-semibold uppercase">
        {target}
      </span>
      <span className="ml-1.5">{t('language.switch')}</span>
    </a>
  )
}
