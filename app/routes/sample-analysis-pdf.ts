import { BUILD_LANGUAGE } from '#app/build-time/build-env.ts'
import { renderSampleAnalysis } from '#app/sample-analysis/sample-analysis-document.server.tsx'

/** The sample free analysis's PDF, prerendered at SAMPLE_ANALYSIS_FILES (sample-analysis/analysis-files.ts). */
export async function loader() {
  return new Response(new Uint8Array(await renderSampleAnalysis(BUILD_LANGUAGE)), {
    headers: { 'Content-Type': 'application/pdf' },
  })
}
