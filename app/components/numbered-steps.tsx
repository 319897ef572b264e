import { cn } from '#app/components/ui/cn.ts'
import { SectionHeading } from '#app/components/ui/section-heading.tsx'

/**
 * A section of numbered cards in reading order (`<ol>`): the free analysis's three parts, the
 * steps from the first contact to the first report. The numbers are decoration; the list's own
 * order is what a screen reader announces.
 */
export function NumberedSteps({
  id,
  title,
  steps,
  layout,
}: {
  /** Names the section's heading (`aria-labelledby`). */
  id: string
  title: string
  steps: { key: string; title: string; text: string }[]
  /** Three parts side by side on wide screens, or a column of steps, one under the other. */
  layout: 'columns' | 'timeline'
}) {
  return (
    <section aria-labelledby={id} className="bg-slate-50">
      <div className="mx-auto max-w-6xl px-4 py-8 md:py-16">
        <SectionHeading id={id}>{title}</SectionHeading>
        <ol
          className={cn(
            'mt-6 grid gap-4 md:mt-10 md:gap-6',
            layout === 'columns' ? 'md:grid-cols-3' : 'mx-auto max-w-3xl',
          )}
        >
          {steps.map((step, index) => (
            <li
              key={step.key}
              className={
                layout === 'columns'
                  ? 'rounded-xl border border-slate-200 bg-white p-6 shadow-sm'
                  : 'flex gap-3 sm:gap-5'
              }
            >
              <p
                aria-hidden="true"
                className="flex size-8 shrink-0 items-center sm:size-10 justify-center rounded-full bg-brand-900 font-bold text-white"
              >
                {index + 1}
              </p>
              <div>
                <h3
                  className={cn(
                    'font-bold text-brand-900',
                    layout === 'columns' ? 'mt-4 text-xl' : 'mt-0.5 text-lg sm:mt-1.5',
                  )}
                >
                  {step.title}
                </h3>
                <p className={cn('text-muted', layout === 'columns' ? 'mt-2' : 'mt-1')}>
                  {step.text}
                </p>
              </div>
            </li>
          ))}
        </ol>
      </div>
    </section>
  )
}
