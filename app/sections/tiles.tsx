import { cn } from '#app/components/ui/cn.ts'
import { SectionHeading } from '#app/components/ui/section-heading.tsx'
import type { Translate } from '#app/i18n/translate.ts'

/** The texts of a row of tiles `Id` under `Prefix`. */
type TileKey<Prefix extends string, Id extends string> =
  | `${Prefix}.title`
  | `${Prefix}.items.${Id}.title`
  | `${Prefix}.items.${Id}.text`

/**
 * A titled row of tiles from `{prefix}.title` and `{prefix}.items.{id}.title|text` in one
 * namespace (the case story's advantages, the about page's reasons).
 */
export function Tiles<Prefix extends string, Id extends string>({
  ns,
  t,
  prefix,
  ids,
}: {
  /** The namespace the texts are in; with the prefix it names the section's elements. */
  ns: 'cases' | 'om-os'
  /** That namespace's `t`. */
  t: Translate<TileKey<NoInfer<Prefix>, NoInfer<Id>>>
  prefix: Prefix
  ids: readonly Id[]
}) {
  const titleId = `${ns}-${prefix}-title`
  return (
    <section aria-labelledby={titleId} className="bg-slate-50">
      <div className="mx-auto max-w-6xl px-4 py-16">
        <SectionHeading id={titleId}>{t(`${prefix}.title`)}</SectionHeading>
        <ul
          className={cn(
            'mt-10 grid gap-6',
            ids.length === 4 && 'sm:grid-cols-2 lg:grid-cols-4',
            ids.length === 3 && 'md:grid-cols-3',
            ids.length === 2 && 'md:grid-cols-2',
          )}
        >
          {ids.map((id) => (
            <li key={id} className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
              <h3 className="text-xl font-bold text-brand-900">
                {t(`${prefix}.items.${id}.title`)}
              </h3>
              <p className="mt-2 text-muted">{t(`${prefix}.items.${id}.text`)}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}
