import { BUILD_LANGUAGE } from '#app/build-time/build-env.ts'
import { renderDemoAnalysis } from '#app/demo-analysis/demo-analysis-document.server.tsx'

/** The demo free analysis's PDF, prerendered at DEMO_ANALYSIS_FILES (demo-analysis/analysis-files.ts). */
export async function loader() {
  return new Response(new Uint8Array(await renderDemoAnalysis(BUILD_LANGUAGE)), {
    headers: { 'Content-Type': 'application/pdf' },
  })
}
