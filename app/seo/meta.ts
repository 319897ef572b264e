import type { MetaDescriptor } from 'react-router'
import { FEED_PATH } from '#app/build-time/resource-routes.ts'
import {
  DEFAULT_LANGUAGE,
  LANGUAGE_RECORDS,
  LANGUAGES,
  type Language,
} from '#app/i18n/languages.ts'
import { site } from '#app/settings/site.ts'
import type { JsonLd } from './structured-data.ts'

export type SocialImage = { path: string; width: number; height: number; alt: string }

export type MetaInput = {
  language: Language
  origins: Record<Language, string>
  title: string
  description: string
  keywords: string
  /** The page's path in every language; null for a page without an address (the 404 page). */
  paths: Record<Language, string> | null
  image: SocialImage
  type?: 'website' | 'article'
  noIndex?: boolean
  structuredData?: JsonLd[]
  /** The name of the blog's feed, which every page links (`rel="alternate"`); null: no feed. */
  feedTitle: string | null
  /** The paths of the previous and the next page of a list in pages (`rel="prev"`/`"next"`). */
  pagination?: { prev?: string; next?: string }
}

/** Every head tag of a page: title, description, canonical, hreflang, Open Graph, Twitter, JSON-LD. */
export function buildMeta(input: MetaInput): MetaDescriptor[] {
  const { language, origins, paths, image } = input
  const url = paths ? origins[language] + paths[language] : undefined
  const imageUrl = origins[language] + image.path
  return [
    { title: input.title },
    { name: 'description', content: input.description },
    { name: 'keywords', content: input.keywords },
    { name: 'robots', content: input.noIndex ? 'noindex, follow' : 'index, follow' },
    ...(url && paths
      ? [
          { tagName: 'link', rel: 'canonical', href: url },
          ...LANGUAGES.map((lng) => ({
            tagName: 'link',
            rel: 'alternate',
            hrefLang: lng,
            href: origins[lng] + paths[lng],
          })),
          {
            tagName: 'link',
            rel: 'alternate',
            hrefLang: 'x-default',
            href: origins[DEFAULT_LANGUAGE] + paths[DEFAULT_LANGUAGE],
          },
          { property: 'og:url', content: url },
        ]
      : []),
    ...(['prev', 'next'] as const).flatMap((rel) => {
      const path = input.pagination?.[rel]
      return path ? [{ tagName: 'link', rel, href: origins[language] + path }] : []
    }),
    ...(input.feedTitle === null
      ? []
      : [
          {
            tagName: 'link',
            rel: 'alternate',
            type: 'application/rss+xml',
            title: input.feedTitle,
            href: origins[language] + FEED_PATH,
          },
        ]),
    { property: 'og:type', content: input.type ?? 'website' },
    { property: 'og:site_name', content: site.brand },
    { property: 'og:title', content: input.title },
    { property: 'og:description', content: input.description },
    { property: 'og:locale', content: LANGUAGE_RECORDS[language].openGraphLocale },
    ...LANGUAGES.filter((lng) => lng !== language).map((lng) => ({
      property: 'og:locale:alternate',
      content: LANGUAGE_RECORDS[lng].openGraphLocale,
    })),
    { property: 'og:image', content: imageUrl },
    { property: 'og:image:width', content: String(image.width) },
    { property: 'og:image:height', content: String(image.height) },
    { property: 'og:image:alt', content: image.alt },
    { name: 'twitter:card', content: 'summary_large_image' },
    { name: 'twitter:title', content: input.title },
    { name: 'twitter:description', content: input.description },
    { name: 'twitter:image', content: imageUrl },
    { name: 'twitter:image:alt', content: image.alt },
    ...(input.structuredData ?? []).map((data) => ({ 'script:ld+json': data })),
  ]
}
