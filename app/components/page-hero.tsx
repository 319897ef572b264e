import type { ReactNode } from 'react'
import { cn } from '#app/components/ui/cn.ts'
import { usePageText } from '#app/i18n/page-text.ts'
import type { PageId } from '#app/i18n/pages.ts'

/** A page's heading and lead paragraph, from its `hero.*` texts (or its own heading). */
export function PageHero({
  page,
  title,
  compact = false,
  children,
}: {
  page: PageId
  title?: string
  /** Less room above and below, where what follows must be on the first phone screen too. */
  compact?: boolean
  children?: ReactNode
}) {
  const text = usePageText(page)
  return (
    <section className="bg-gradient-to-b from-brand-50 to-white">
      <div
        className={cn(
          'mx-auto max-w-4xl px-4 text-center',
          compact ? 'pt-6 pb-5 sm:py-12' : 'py-10 sm:py-20',
        )}
      >
        <h1 className="text-3xl font-extrabold tracking-tight text-brand-950 text-balance sm:text-5xl">
          {title ?? text('hero.title')}
        </h1>
        <p
          className={cn(
            'mx-auto max-w-2xl text-muted text-pretty',
            compact ? 'mt-3 sm:mt-5 sm:text-lg' : 'mt-5 text-lg',
          )}
        >
          {text('hero.lead')}
        </p>
        {children}
      </div>
    </section>
  )
}
