import type { ReactNode } from 'react'
import { buttonVariants } from '#app/components/ui/button-variants.ts'
import { cn } from '#app/components/ui/cn.ts'
import { SectionHeading } from '#app/components/ui/section-heading.tsx'
import type { DemoText } from '#app/content-files/demo-text-schema.ts'

/**
 * A demo document on a page (the monthly report, the free analysis): a heading, a lead and
 * the PDF to download beside the sheet itself, drawn as paper, marked as a sample, with its
 * title, business and date, its summary, then `children`. `id` names the section (home links
 * to it).
 */
export function DemoSheet({
  id,
  text,
  date,
  pdf,
  sheetClassName,
  children,
}: {
  id: string
  text: DemoText
  date: string
  pdf: string
  /** The sheet's padding, where its content needs a phone's width. */
  sheetClassName?: string
  children: ReactNode
}) {
  return (
    <section id={id} aria-labelledby={`${id}-title`} className="bg-white">
      <div className="mx-auto grid max-w-6xl items-start gap-5 px-4 py-8 md:gap-8 md:py-16 lg:grid-cols-[1fr_32rem] lg:gap-12">
        <div>
          <SectionHeading id={`${id}-title`} align="start">
            {text.section_title}
          </SectionHeading>
          <p className="mt-3 text-muted md:mt-4 md:text-lg">{text.section_lead}</p>
          <a
            href={pdf}
            type="application/pdf"
            className={buttonVariants({ variant: 'secondary', className: 'mt-4 md:mt-6' })}
          >
            {text.download}
          </a>
        </div>
        <figure
          aria-labelledby={`${id}-sheet`}
          className={cn(
            'min-w-0 rounded-lg border border-slate-200 bg-white text-sm text-ink shadow-lg sm:p-6',
            sheetClassName ?? 'p-5',
          )}
        >
          <p className="inline-block rounded bg-accent-400 px-2 py-0.5 text-xs font-bold tracking-wide text-brand-950 uppercase">
            {text.sample_label}
          </p>
          <p className="mt-1 text-sm text-muted">{text.sample_note}</p>
          <h3 id={`${id}-sheet`} className="mt-3 text-xl font-bold text-brand-950">
            {text.title}
          </h3>
          <p className="text-brand-800">
            {text.business} · {date}
          </p>
          <p className="mt-2">{text.summary}</p>
          {children}
        </figure>
      </div>
    </section>
  )
}
