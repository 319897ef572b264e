import { BUILD_LANGUAGE, ORIGINS } from '#app/build-time/build-env.ts'
import { robotsTxt } from '#app/seo/crawler-files.ts'

/** /robots.txt, prerendered as a file. */
export function loader() {
  return new Response(robotsTxt(ORIGINS[BUILD_LANGUAGE]), {
    headers: { 'Content-Type': 'text/plain; charset=utf-8' },
  })
}
