import { useTranslation } from 'react-i18next'
import { site } from '#app/settings/site.ts'
import { PageLinkList } from './page-link-list.tsx'
import { BusinessIdentity } from './site-footer.tsx'

/**
 * The audit page's own, quieter footer: who the business is, with its e-mail (e-handelsloven § 7
 * wants it at hand on every page), and the four links the spec gives it.
 */
export function AuditFooter() {
  const { t } = useTranslation(['universal', 'audit'])
  return (
    <footer className="print:hidden bg-brand-950 text-brand-100">
      <div className="mx-auto flex max-w-6xl flex-col gap-4 px-4 py-8 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm">
          <BusinessIdentity /> ·{' '}
          <a href={`mailto:${site.email}`} className="underline underline-offset-4">
            {site.email}
          </a>
        </p>
        <nav aria-label={t('audit:footer.label')}>
          <PageLinkList list="auditFooter" className="flex flex-wrap gap-x-6 gap-y-2" />
        </nav>
      </div>
    </footer>
  )
}
