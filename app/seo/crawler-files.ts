import { XMLBuilder } from 'fast-xml-parser'
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '#app/i18n/languages.ts'
import { PAGE_IDS, pagePath } from '#app/i18n/pages.ts'
import { concretePages } from '#app/i18n/site-paths.server.ts'

/**
 * What crawlers read besides the pages: the sitemap of a language's domain, with each page's
 * alternates on the other domain (`xhtml:link`), and robots.txt. The resource routes
 * app/routes/sitemap.ts and robots.ts serve them; the build prerenders them.
 */

const xml = new XMLBuilder({
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  format: true,
  indentBy: '  ',
  suppressEmptyNode: true,
})

export function sitemapXml(origins: Record<Language, string>, language: Language): string {
  const url = PAGE_IDS.flatMap((id) =>
    concretePages(id, language)
      .filter(({ indexable }) => indexable)
      .map(({ params, path }) => {
        const alternate = (hreflang: string, lng: Language) => ({
          '@rel': 'alternate',
          '@hreflang': hreflang,
          '@href': origins[lng] + pagePath(id, lng, params),
        })
        return {
          loc: origins[language] + path,
          'xhtml:link': [
            ...LANGUAGES.map((lng) => alternate(lng, lng)),
            alternate('x-default', DEFAULT_LANGUAGE),
          ],
        }
      }),
  )
  return xml.build({
    '?xml': { '@version': '1.0', '@encoding': 'UTF-8' },
    urlset: {
      '@xmlns': 'http://www.sitemaps.org/schemas/sitemap/0.9',
      '@xmlns:xhtml': 'http://www.w3.org/1999/xhtml',
      url,
    },
  })
}

export function robotsTxt(origin: string): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${origin}/sitemap.xml\n`
}
