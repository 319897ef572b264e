import { useTranslation } from 'react-i18next'
import { BUILD_LANGUAGE } from '#app/build-env.ts'
import { pageLabel } from '#app/i18n/page-text.ts'
import { pagePath } from '#app/i18n/pages.ts'
import { site } from '#app/site.ts'

/** The spec's fixed links, in the page's own language (/tjenester, /om-os, … on the Danish site). */
const LINKS = ['packages', 'about', 'privacy', 'terms'] as const

/** The audit page's own, quieter footer. */
export function AuditFooter() {
  const { t } = useTranslation(['universal', 'audit'])
  return (
    <footer className="print:hidden bg-brand-950 text-brand-100">
      <div className="mx-auto flex max-w-6xl flex-col gap-4 px-4 py-8 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm">
          © {new Date().getFullYear()} {site.brand} · {t('footer.cvr')}
        </p>
        <nav aria-label={t('audit:footer.label')}>
          <ul className="flex flex-wrap gap-x-6 gap-y-2">
            {LINKS.map((id) => (
              <li key={id}>
                <a
                  href={pagePath(id, BUILD_LANGUAGE)}
                  className="underline-offset-4 hover:text-white hover:underline"
                >
                  {pageLabel(t, id)}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </footer>
  )
}
