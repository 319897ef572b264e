import universal from '@locales/universal.json'
import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { isRouteErrorResponse, Links, Meta, Outlet, Scripts, ScrollRestoration } from 'react-router'
import type { Route } from './+types/root'
import './app.css'
import { BUILD_LANGUAGE } from './build-env.ts'
import { AuditFooter } from './components/audit-footer.tsx'
import { Breadcrumbs } from './components/breadcrumbs.tsx'
import { SiteFooter } from './components/site-footer.tsx'
import { SiteHeader } from './components/site-header.tsx'
import { StickyBar } from './components/sticky-bar.tsx'
import { addBundledNamespace, applyDetectedLanguage } from './i18n/i18n.ts'
import { PAGES } from './i18n/pages.ts'
import { useCurrentPage } from './i18n/use-current-page.ts'
import { site } from './site.ts'

addBundledNamespace('universal', universal)

export const links: Route.LinksFunction = () => [
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
  { rel: 'apple-touch-icon', href: '/apple-touch-icon.png' },
]

export function Layout({ children }: { children: React.ReactNode }) {
  return (
    <html lang={BUILD_LANGUAGE}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content={site.themeColor} />
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  )
}

export default function App() {
  const { t } = useTranslation()
  const page = useCurrentPage()
  useEffect(() => {
    applyDetectedLanguage()
    // Hydration starts after load (scripts/defer-hydration.ts); this tells when it is done.
    document.documentElement.dataset.hydrated = 'true'
  }, [])
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
      {page.id && PAGES[page.id].footer === 'audit' ? <AuditFooter /> : <SiteFooter />}
      <StickyBar />
    </>
  )
}

/** The spec's screen for an uncaught error. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const { t } = useTranslation()
  const detail = isRouteErrorResponse(error)
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
      <a href="/" className="btn-primary mt-8">
        {t('error.home')}
      </a>
    </main>
  )
}
