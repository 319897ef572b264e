import { useTranslation } from 'react-i18next'
import { BUILD_LANGUAGE } from '#app/build-time/build-env.ts'
import { pageLabel } from '#app/i18n/page-text.ts'
import { breadcrumbTrail, pagePath } from '#app/i18n/pages.ts'
import { useCurrentPage } from '#app/i18n/use-current-page.ts'

/** Home › … › this page. Hidden on home and on the 404 page. */
export function Breadcrumbs() {
  const { t } = useTranslation()
  const page = useCurrentPage()
  if (!page.id || page.id === 'home') return null
  const trail = breadcrumbTrail(page.id)
  return (
    <nav
      aria-label={t('breadcrumb.label')}
      className="print:hidden border-b border-slate-200 bg-slate-50"
    >
      <ol className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-2 px-4 py-2 text-sm text-muted">
        <li>
          <a href="/" className="underline-offset-4 hover:text-brand-800 hover:underline">
            {pageLabel(t, 'home')}
          </a>
        </li>
        {trail.map((id, index) => {
          const last = index === trail.length - 1
          return (
            <li key={id} className="flex items-center gap-x-2">
              <span aria-hidden="true">›</span>
              {last ? (
                <span aria-current="page" className="font-medium text-ink">
                  {pageLabel(t, id, page.params)}
                </span>
              ) : (
                <a
                  href={pagePath(id, BUILD_LANGUAGE, page.params)}
                  className="underline-offset-4 hover:text-brand-800 hover:underline"
                >
                  {pageLabel(t, id, page.params)}
                </a>
              )}
            </li>
          )
        })}
      </ol>
    </nav>
  )
}
