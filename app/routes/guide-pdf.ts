import { BUILD_LANGUAGE } from '#app/build-time/build-env.ts'
import { renderGuide } from '#app/guide/guide-document.server.tsx'

/** The PDF guide of the build's language, prerendered at GUIDE_FILES (guide/guide-files.ts). */
export async function loader() {
  return new Response(new Uint8Array(await renderGuide(BUILD_LANGUAGE)), {
    headers: { 'Content-Type': 'application/pdf' },
  })
}
