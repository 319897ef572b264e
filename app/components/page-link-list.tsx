import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { BUILD_LANGUAGE } from '#app/build-time/build-env.ts'
import { pageLabel } from '#app/i18n/page-text.ts'
import { PAGE_LINKS, pagePath } from '#app/i18n/pages.ts'

/**
 * One of the site's lists of page links (PAGE_LINKS), each page by its name, in a `<ul>`;
 * `extra`, a last item that is not a page (the footer's link to the guarantee's terms).
 */
export function PageLinkList({
  list,
  className,
  extra,
}: {
  list: 'footer' | 'legal' | 'auditFooter'
  className: string
  extra?: ReactNode
}) {
  const { t } = useTranslation()
  return (
    <ul className={className}>
      {PAGE_LINKS[list].map((id) => (
        <li key={id}>
          <a
            href={pagePath(id, BUILD_LANGUAGE)}
            className="underline-offset-4 hover:text-white hover:underline"
          >
            {pageLabel(t, id)}
          </a>
        </li>
      ))}
      {extra && <li>{extra}</li>}
    </ul>
  )
}
