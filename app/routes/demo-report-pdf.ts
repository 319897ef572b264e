import { BUILD_LANGUAGE } from '#app/build-time/build-env.ts'
import { renderDemoReport } from '#app/demo-report/demo-report-document.server.tsx'

/** The demo monthly report's PDF, prerendered at DEMO_REPORT_FILES (demo-report/report-files.ts). */
export async function loader() {
  return new Response(new Uint8Array(await renderDemoReport(BUILD_LANGUAGE)), {
    headers: { 'Content-Type': 'application/pdf' },
  })
}
