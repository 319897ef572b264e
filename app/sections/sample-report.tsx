import report from '@content/sample-report.json'
import { BUILD_LANGUAGE } from '#app/build-env.ts'
import { buttonVariants } from '#app/components/ui/button-variants.ts'
import { SectionHeading } from '#app/components/ui/section-heading.tsx'
import { SAMPLE_REPORT_FILES } from '#app/report/report-files.ts'
import { fillTextVariables } from '#app/site.ts'

function ReportList({ title, items }: { title: string; items: string[] }) {
  return (
    <div>
      <h4 className="font-bold text-brand-900">{title}</h4>
      <ul className="mt-1 list-disc space-y-0.5 pl-4 marker:text-brand-700">
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </div>
  )
}

/**
 * The sample monthly report on the packages page: what the customer gets every month, drawn as
 * the sheet it is, marked as a sample, with the same text as a PDF to download
 * (content/{da,en}/sample-report.json, checked at build start by report/sample-report-file.ts).
 */
export function SampleReport() {
  return (
    <section aria-labelledby="sample-report-title" className="bg-white">
      <div className="mx-auto grid max-w-6xl items-start gap-8 px-4 py-12 md:py-16 lg:grid-cols-[1fr_32rem] lg:gap-12">
        <div>
          <SectionHeading id="sample-report-title" align="start">
            {report.section_title}
          </SectionHeading>
          <p className="mt-4 text-lg text-muted">{fillTextVariables(report.section_lead)}</p>
          <a
            href={SAMPLE_REPORT_FILES[BUILD_LANGUAGE]}
            type="application/pdf"
            className={buttonVariants({ variant: 'secondary', className: 'mt-6' })}
          >
            {report.download}
          </a>
        </div>
        <figure
          aria-labelledby="sample-report-sheet"
          className="rounded-lg border border-slate-200 bg-white p-5 text-sm text-ink shadow-lg sm:p-6"
        >
          <p className="inline-block rounded bg-accent-400 px-2 py-0.5 text-xs font-bold tracking-wide text-brand-950 uppercase">
            {report.sample_label}
          </p>
          <p className="mt-1 text-xs text-muted">{report.sample_note}</p>
          <h3 id="sample-report-sheet" className="mt-3 text-xl font-bold text-brand-950">
            {report.title}
          </h3>
          <p className="text-brand-800">
            {report.business} · {report.period}
          </p>
          <p className="mt-2">{report.summary}</p>
          <dl className="mt-3 grid grid-cols-2 gap-2">
            {report.numbers.map((number) => (
              <div key={number.label} className="flex flex-col rounded-md bg-brand-50 p-3">
                <dt className="order-2 font-semibold">{number.label}</dt>
                <dd className="order-1 text-2xl font-extrabold text-brand-800 tabular-nums">
                  {number.value}
                </dd>
                <dd className="order-3 text-xs text-muted">{number.change}</dd>
              </div>
            ))}
          </dl>
          <p className="mt-2 text-xs text-muted">{report.numbers_note}</p>
          <div className="mt-4 grid gap-4 sm:grid-cols-2">
            <ReportList title={report.done_title} items={report.done} />
            <ReportList title={report.next_title} items={report.next} />
          </div>
        </figure>
      </div>
    </section>
  )
}
