import type { ReactNode } from 'react'
import { usePageText } from '#app/i18n/page-text.ts'
import type { PageId } from '#app/i18n/pages.ts'

/** A page's heading and lead paragraph, from its `hero.*` texts (or its own heading). */
export function PageHero({
  page,
  title,
  children,
}: {
  page: PageId
  title?: string
  children?: ReactNode
}) {
  const text = usePageText(page)
  return (
    <section className="bg-gradient-to-b from-brand-50 to-white">
      <div className="mx-auto max-w-4xl px-4 py-14 text-center sm:py-20">
        <h1 className="text-3xl font-extrabold tracking-tight text-brand-950 text-balance sm:text-5xl">
          {title ?? text('hero.title')}
        </h1>
        <p className="mx-auto mt-5 max-w-2xl text-lg text-muted text-pretty">{text('hero.lead')}</p>
        {children}
      </div>
    </section>
  )
}
