import raw from '@content/sample-report.json'
import { BUILD_LANGUAGE } from '#app/build-time/build-env.ts'
import { DemoSheet } from '#app/components/demo-sheet.tsx'
import { fillStrings } from '#app/content-files/fill-strings.ts'
import { DEMO_REPORT_FILES } from '#app/demo-report/report-files.ts'

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

/** Filled in as the PDF is, so that the page and the PDF say the same. */
const report = fillStrings(raw, BUILD_LANGUAGE)

/** The section's id: home links to it (sections/demo-analysis-preview.tsx). */
export const DEMO_REPORT_ID = 'sample-report'

/**
 * The demo monthly report on the packages page: what the customer gets every month, drawn as
 * the sheet it is, marked as a sample, with the same text as a PDF to download
 * (content/{da,en}/sample-report.json, checked at build start by demo-report/demo-report-file.ts).
 */
export function DemoReport() {
  return (
    <DemoSheet
      id={DEMO_REPORT_ID}
      text={report}
      date={report.period}
      pdf={DEMO_REPORT_FILES[BUILD_LANGUAGE]}
    >
      <dl className="mt-3 grid grid-cols-2 gap-2">
        {report.numbers.map((number) => (
          <div key={number.label} className="flex flex-col rounded-md bg-brand-50 p-3">
            <dt className="order-2 font-semibold">{number.label}</dt>
            <dd className="order-1 text-2xl font-extrabold text-brand-800 tabular-nums">
              {number.value}
            </dd>
            <dd className="order-3 text-sm text-muted">{number.change}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-2 text-sm text-muted">{report.numbers_note}</p>
      <div className="mt-4 grid gap-4 sm:grid-cols-2">
        <ReportList title={report.done_title} items={report.done} />
        <ReportList title={report.next_title} items={report.next} />
      </div>
    </DemoSheet>
  )
}
