import { useTranslation } from 'react-i18next'
import { cn } from '#app/components/ui/cn.ts'
import { SectionHeading } from '#app/components/ui/section-heading.tsx'
import { COMPARISON_ROWS, includes, PACKAGE_IDS } from '#app/packages/packages.ts'

/** Which package has which service: a real table, with ✓/✗ read out in words. */
export function ComparisonTable() {
  const { t } = useTranslation('tjenester')
  return (
    <section
      aria-labelledby="comparison-title"
      className="mx-auto max-w-4xl px-2 py-8 sm:px-4 sm:py-12"
    >
      <SectionHeading id="comparison-title">{t('comparison.title')}</SectionHeading>
      <table className="mt-4 w-full sm:mt-8 table-fixed border-collapse text-[0.8125rem] sm:text-base">
        <caption className="sr-only">{t('comparison.caption')}</caption>
        <colgroup>
          <col className="w-[40%] min-[375px]:w-[46%] sm:w-1/2" />
          {PACKAGE_IDS.map((id) => (
            <col key={id} />
          ))}
        </colgroup>
        <thead>
          <tr className="border-b-2 border-brand-900">
            <th scope="col" className="px-2 py-3 text-left font-semibold">
              {t('comparison.feature')}
            </th>
            {PACKAGE_IDS.map((id) => (
              <th
                key={id}
                scope="col"
                className="px-0.5 py-3 text-center text-[0.6875rem] font-bold break-words hyphens-auto text-brand-900 min-[375px]:text-xs sm:text-base"
              >
                {t(`packages.items.${id}.name`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {COMPARISON_ROWS.map((row) => (
            <tr key={row.id} className="border-b border-slate-200 even:bg-slate-50">
              <th
                scope="row"
                className="px-2 py-2 text-left sm:py-3 font-normal break-words hyphens-auto"
              >
                {t(`comparison.rows.${row.id}`)}
              </th>
              {PACKAGE_IDS.map((id) => {
                const included = includes(id, row)
                return (
                  <td key={id} className="px-1 py-2 text-center sm:py-3">
                    <span
                      aria-hidden="true"
                      className={cn(
                        'text-lg',
                        included ? 'font-bold text-brand-700' : 'text-slate-500',
                      )}
                    >
                      {included ? '✓' : '✗'}
                    </span>
                    <span className="sr-only">
                      {included ? t('comparison.included') : t('comparison.not_included')}
                    </span>
                  </td>
                )
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  )
}
