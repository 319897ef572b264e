import { useTranslation } from 'react-i18next'
import { BUILD_LANGUAGE } from '#app/build-time/build-env.ts'
import { buttonVariants } from '#app/components/ui/button-variants.ts'
import { pageLabel } from '#app/i18n/page-text.ts'
import { PAGE_LINKS, pagePath } from '#app/i18n/pages.ts'
import { useCurrentPage } from '#app/i18n/use-current-page.ts'
import { site } from '#app/settings/site.ts'
import { ContactLink } from './contact-link.tsx'
import { LanguageSwitch } from './language-switch.tsx'
import { LogoMark } from './logo.tsx'

const MENU_ID = 'site-menu'

/**
 * The fixed navigation bar; below the lg breakpoint its links fold into a menu that the button
 * discloses (one navigation landmark: the menu panel is not a second one). The menu is a native
 * popover: it opens, closes on Escape or a tap outside, and returns focus with no script at all.
 * The page script mirrors its state into the button's `aria-expanded`, and CSS swaps the icon.
 * Links are plain links: every page is its own document.
 */
export function SiteHeader() {
  const { t } = useTranslation()
  const current = useCurrentPage().id
  const links = PAGE_LINKS.header.map((id) => (
    <li key={id}>
      <a
        href={pagePath(id, BUILD_LANGUAGE)}
        aria-current={id === current ? 'page' : undefined}
        className="block rounded-md px-3 py-2 font-medium whitespace-nowrap text-ink lg:px-2 xl:px-3 hover:bg-brand-50 hover:text-brand-800 aria-[current=page]:text-brand-800 aria-[current=page]:underline aria-[current=page]:decoration-2 aria-[current=page]:underline-offset-8"
      >
        {pageLabel(t, id)}
      </a>
    </li>
  ))

  return (
    <header className="fixed inset-x-0 top-0 z-40 print:hidden border-b border-slate-200 bg-white/95 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-6xl items-center gap-4 px-4">
        <a
          href="/"
          aria-label={t('nav.logo_label')}
          className="flex shrink-0 items-center gap-2 rounded-md text-lg font-bold text-brand-900"
        >
          <LogoMark className="size-8" />
          <span>{site.brand}</span>
        </a>

        <nav aria-label={t('nav.label')} className="ml-auto hidden lg:block">
          <ul className="flex items-center gap-1 text-[0.95rem]">{links}</ul>
        </nav>
        <ContactLink
          className={buttonVariants({ className: 'ml-2 whitespace-nowrap max-lg:hidden' })}
        >
          {t('nav.contact')}
        </ContactLink>
        <LanguageSwitch className="ml-auto inline-flex items-center rounded-md px-2 py-2 text-sm text-ink hover:bg-brand-50 lg:ml-0" />

        <button
          type="button"
          popoverTarget={MENU_ID}
          className="inline-flex size-11 items-center justify-center rounded-md text-ink hover:bg-brand-50 lg:hidden"
          aria-expanded="false"
          aria-controls={MENU_ID}
          aria-label={t('nav.menu')}
        >
          <svg
            viewBox="0 0 24 24"
            className="size-6 menu-open:hidden"
            aria-hidden="true"
            focusable="false"
          >
            <path
              d="M4 7h16M4 12h16M4 17h16"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
              fill="none"
            />
          </svg>
          <svg
            viewBox="0 0 24 24"
            className="hidden size-6 menu-open:block"
            aria-hidden="true"
            focusable="false"
          >
            <path
              d="M6 6l12 12M18 6 6 18"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
              fill="none"
            />
          </svg>
        </button>
      </div>

      <div
        id={MENU_ID}
        popover="auto"
        className="inset-x-0 top-16 bottom-auto m-0 max-h-[calc(100dvh-4rem)] w-full max-w-none overflow-y-auto border-0 border-t border-slate-200 bg-white px-4 pt-0 pb-4 text-ink shadow-lg lg:hidden"
      >
        <ul className="mx-auto flex max-w-6xl flex-col gap-1 pt-2">{links}</ul>
        <ContactLink className={buttonVariants({ className: 'mt-3 w-full' })}>
          {t('nav.contact')}
        </ContactLink>
      </div>
    </header>
  )
}
