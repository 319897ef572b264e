import { useTranslation } from 'react-i18next'
import { cn } from '../components/cn.ts'
import { SectionHeading } from '../components/section-heading.tsx'
import type { Translate } from '../i18n/page-text.ts'

/**
 * A titled row of tiles from `{prefix}.title` and `{prefix}.items.{id}.title|text` in one
 * namespace (the case story's advantages, the about page's reasons).
 */
export function Tiles({
  ns,
  prefix,
  ids,
}: {
  ns: 'cases' | 'om-os'
  prefix: string
  ids: readonly string[]
}) {
  const { t } = useTranslation(ns)
  const translate = t as Translate
  const titleId = `${ns}-${prefix}-title`
  return (
    <section aria-labelledby={titleId} className="bg-slate-50">
      <div className="mx-auto max-w-6xl px-4 py-16">
        <SectionHeading id={titleId}>{translate(`${prefix}.title`)}</SectionHeading>
        <ul
          className={cn(
            'mt-10 grid gap-6',
            ids.length === 4 ? 'sm:grid-cols-2 lg:grid-cols-4' : 'md:grid-cols-3',
          )}
        >
          {ids.map((id) => (
            <li key={id} className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
              <h3 className="text-xl font-bold text-brand-900">
                {translate(`${prefix}.items.${id}.title`)}
              </h3>
              <p className="mt-2 text-muted">{translate(`${prefix}.items.${id}.text`)}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}
