import { BUILD_LANGUAGE } from '#app/build-time/build-env.ts'
import { renderSampleReport } from '#app/sample-report/sample-report-document.server.tsx'

/** The sample monthly report's PDF, prerendered at SAMPLE_REPORT_FILES (sample-report/report-files.ts). */
export async function loader() {
  return new Response(new Uint8Array(await renderSampleReport(BUILD_LANGUAGE)), {
    headers: { 'Content-Type': 'application/pdf' },
  })
}
