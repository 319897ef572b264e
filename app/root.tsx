import { useTranslation } from 'react-i18next'
import { isRouteErrorResponse, Links, Meta, Outlet, useMatches } from 'react-router'
import type { Route } from './+types/root'
import './app.css'
import { AuditFooter } from '#app/components/audit-footer.tsx'
import { Breadcrumbs } from '#app/components/breadcrumbs.tsx'
import { RenderWhenNear } from '#app/components/render-when-near.tsx'
import '#app/browser/analytics/analytics.ts'
import { BUILD_LANGUAGE } from '#app/build-time/build-env.ts'
import { AnalyticsScript, InlinePageScript, IslandsScript } from '#app/components/script-tags.tsx'
import { SiteFooter } from '#app/components/site-footer.tsx'
import { SiteHeader } from '#app/components/site-header.tsx'
import { StickyBar } from '#app/components/sticky-bar.tsx'
import { buttonVariants } from '#app/components/ui/button-variants.ts'
import { PAGES } from '#app/i18n/pages.ts'
import { useCurrentPage } from '#app/i18n/use-current-page.ts'
import { site } from '#app/settings/site.ts'

export const links: Route.LinksFunction = () => [
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
  { rel: 'apple-touch-icon', href: '/apple-touch-icon.png' },
]

/**
 * The document, prerendered. Every page is complete as HTML and CSS plus the inline page
 * script. A page whose table entry says it has `islands` (a form, counters) also loads its
 * islands module, a few KB that make them work (components/island.tsx); nothing hydrates the
 * document as a whole, so React Router's client is never loaded.
 */
export function Layout({ children }: { children: React.ReactNode }) {
  const page = useCurrentPage()
  return (
    <html lang={BUILD_LANGUAGE}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content={site.themeColor} />
        <Meta />
        <Links />
        <InlinePageScript />
      </head>
      <body>
        {children}
        <IslandsScript page={page} />
        <AnalyticsScript />
      </body>
    </html>
  )
}

/** A route whose module says `handle = { bare: true }` (the holding page) has the page to itself. */
const isBare = (handle: unknown) => (handle as { bare?: boolean } | undefined)?.bare === true

export default function App() {
  const { t } = useTranslation()
  const page = useCurrentPage()
  const bare = useMatches().some((match) => isBare(match.handle))
  if (bare) return <Outlet />
  const footer = page.id && PAGES[page.id].footer === 'audit' ? <AuditFooter /> : <SiteFooter />
  return (
    <>
      <a href="#main" className="skip-link">
        {t('skip_to_content')}
      </a>
      <SiteHeader />
      <Breadcrumbs />
      <main id="main" tabIndex={-1} className="outline-none">
        <Outlet />
      </main>
      {/* Where the islands module renders parts ahead (decision 034), the footer is one: laid out
          while the page loads, it held the parser back from the islands at the end. */}
      {page.id && PAGES[page.id].islands ? <RenderWhenNear>{footer}</RenderWhenNear> : footer}
      <StickyBar />
    </>
  )
}

/**
 * The spec's screen for an uncaught error. Visitors see no internals; a development build
 * shows the error's message below.
 */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const { t } = useTranslation()
  const detail = !import.meta.env.DEV
    ? undefined
    : isRouteErrorResponse(error)
      ? `${error.status} ${error.statusText}`
      : error instanceof Error
        ? error.message
        : undefined
  return (
    <main id="main" className="mx-auto max-w-2xl px-4 py-20 text-center">
      <h1 className="text-3xl font-extrabold text-brand-950">{t('error.title')}</h1>
      <p className="mt-4 text-lg text-muted">{t('error.text')}</p>
      {detail && (
        <pre className="mt-6 overflow-x-auto rounded-md bg-slate-100 p-4 text-left text-sm">
          {detail}
        </pre>
      )}
      <a href="/" className={buttonVariants({ className: 'mt-8' })}>
        {t('error.home')}
      </a>
    </main>
  )
}
