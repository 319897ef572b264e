import { useTranslation } from 'react-i18next'
import { BUILD_LANGUAGE } from '#app/build-time/build-env.ts'
import { buttonVariants } from '#app/components/ui/button-variants.ts'
import { PAGE_LINKS, PAGES, pagePath } from '#app/i18n/pages.ts'
import { useCurrentPage } from '#app/i18n/use-current-page.ts'
import { ContactLink } from './contact-link.tsx'

/**
 * Mobile-only bottom bar with the two lead actions; not on the audit and legal pages. It needs
 * no framework: CSS shows it once the page has scrolled past 100 px (`.sticky-bar` in app.css,
 * a scroll-driven animation), and the page script remembers a dismissal for the session. Its
 * close button shows only when scripts run, because only a script can remember.
 */
export function StickyBar() {
  const { t } = useTranslation()
  const page = useCurrentPage()
  if (page.id === null || !PAGES[page.id].stickyBar) return null
  return (
    <aside
      aria-label={t('sticky.label')}
      className="sticky-bar fixed inset-x-0 bottom-0 z-30 flex items-center gap-2 border-t border-slate-200 bg-white p-3 shadow-[0_-4px_12px_rgb(0_0_0/0.08)] md:hidden print:hidden"
    >
      {PAGE_LINKS.stickyBar.map((id) => (
        <a
          key={id}
          href={pagePath(id, BUILD_LANGUAGE)}
          className={buttonVariants({ size: 'compact', className: 'flex-1 whitespace-nowrap' })}
        >
          {t(`sticky.${id}`)}
        </a>
      ))}
      <ContactLink
        className={buttonVariants({
          variant: 'secondary',
          size: 'compact',
          className: 'flex-1 whitespace-nowrap',
        })}
      >
        {t('sticky.contact')}
      </ContactLink>
      <button
        type="button"
        data-sticky-dismiss
        aria-label={t('sticky.close')}
        className="hidden size-11 shrink-0 items-center justify-center rounded-md text-muted hover:bg-slate-100 js:inline-flex"
      >
        <svg viewBox="0 0 24 24" className="size-5" aria-hidden="true" focusable="false">
          <path
            d="M6 6l12 12M18 6 6 18"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
          />
        </svg>
      </button>
    </aside>
  )
}
