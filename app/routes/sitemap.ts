import { BUILD_LANGUAGE, ORIGINS } from '#app/build-time/build-env.ts'
import { sitemapXml } from '#app/seo/crawler-files.ts'

/** /sitemap.xml, prerendered as a file (the page table's indexable pages, with alternates). */
export function loader() {
  return new Response(sitemapXml(ORIGINS, BUILD_LANGUAGE), {
    headers: { 'Content-Type': 'application/xml; charset=utf-8' },
  })
}
