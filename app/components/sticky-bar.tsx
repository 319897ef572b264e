import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { BUILD_LANGUAGE } from '../build-env.ts'
import { PAGES, pagePath } from '../i18n/pages.ts'
import { useCurrentPage } from '../i18n/use-current-page.ts'
import { ContactLink } from './contact-link.tsx'

/** Scroll distance after which the bar appears (spec: more than 100 px). */
export const STICKY_BAR_SCROLL_PX = 100
/** sessionStorage key remembering that the visitor closed the bar. */
export const STICKY_BAR_DISMISSED_KEY = 'sticky-bar-dismissed'

function readDismissed(): boolean {
  try {
    return sessionStorage.getItem(STICKY_BAR_DISMISSED_KEY) === '1'
  } catch {
    return false
  }
}

/** Mobile-only bottom bar with the two lead actions; not on the audit and legal pages. */
export function StickyBar() {
  const { t } = useTranslation()
  const page = useCurrentPage()
  const [scrolled, setScrolled] = useState(false)
  const [dismissed, setDismissed] = useState(true)
  const allowed = page.id !== null && PAGES[page.id].stickyBar

  useEffect(() => {
    setDismissed(readDismissed())
    const onScroll = () => setScrolled(window.scrollY > STICKY_BAR_SCROLL_PX)
    onScroll()
    window.addEventListener('scroll', onScroll, { passive: true })
    return () => window.removeEventListener('scroll', onScroll)
  }, [])

  if (!allowed || !scrolled || dismissed) return null

  function dismiss() {
    setDismissed(true)
    try {
      sessionStorage.setItem(STICKY_BAR_DISMISSED_KEY, '1')
    } catch {
      // Storage may be blocked; the bar still stays closed for this page view.
    }
  }

  return (
    <aside
      aria-label={t('sticky.label')}
      className="print:hidden fixed inset-x-0 bottom-0 z-30 flex items-center gap-2 border-t border-slate-200 bg-white p-3 shadow-[0_-4px_12px_rgb(0_0_0/0.08)] md:hidden"
    >
      <Link
        to={pagePath('audit', BUILD_LANGUAGE)}
        className="btn-primary flex-1 whitespace-nowrap px-3!"
      >
        {t('sticky.audit')}
      </Link>
      <ContactLink className="btn-secondary flex-1 whitespace-nowrap px-3!">
        {t('sticky.contact')}
      </ContactLink>
      <button
        type="button"
        onClick={dismiss}
        aria-label={t('sticky.close')}
        className="inline-flex size-11 shrink-0 items-center justify-center rounded-md text-muted hover:bg-slate-100"
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
