import type { MetaDescriptor } from 'react-router'
import { BUILD_LANGUAGE, ORIGINS } from '#app/build-time/build-env.ts'
import { i18n } from '#app/i18n/i18n.ts'
import { buildPageText, pageLabel } from '#app/i18n/page-text.ts'
import {
  alternatePaths,
  breadcrumbTrail,
  PAGES,
  type PageId,
  type PageParams,
  pagePath,
} from '#app/i18n/pages.ts'
import { buildMeta, type MetaInput, type SocialImage } from './meta.ts'
import { breadcrumbData, businessData, type JsonLd } from './structured-data.ts'

/** The site-wide social image, made at build time (scripts/build/build-images.ts). */
export function defaultSocialImage(): SocialImage {
  return { path: '/og-image.png', width: 1200, height: 630, alt: i18n.t('social_image_alt') }
}

type PageMetaOptions = {
  params?: PageParams
  /** Overrides of the page's own `meta.*` texts (a blog post names itself). */
  title?: string
  description?: string
  keywords?: string
  type?: 'website' | 'article'
  image?: SocialImage
  structuredData?: JsonLd[]
  /** Kept out of search engines though the page's kind is listed (a category without posts). */
  noIndex?: boolean
  pagination?: MetaInput['pagination']
}

/** The business, with its description for search engines (`universal:business_description`). */
export function siteBusinessData(): JsonLd {
  const t = i18n.getFixedT(BUILD_LANGUAGE)
  return businessData(BUILD_LANGUAGE, ORIGINS[BUILD_LANGUAGE], t('business_description'))
}

/** Structured data that makes a page what it is; any other page describes the business (spec). */
const PAGE_TYPES = new Set(['Article', 'FAQPage'])

/** The head tags of a page in the build's language, from the page table and its texts. */
export function pageMeta(id: PageId, options: PageMetaOptions = {}): MetaDescriptor[] {
  const text = buildPageText(id)
  const t = i18n.getFixedT(BUILD_LANGUAGE)
  const origin = ORIGINS[BUILD_LANGUAGE]
  const trail = breadcrumbTrail(id)
  const own = options.structuredData ?? []
  const crumbs = trail.length
    ? [
        breadcrumbData([
          { name: pageLabel(t, 'home'), url: `${origin}/` },
          ...trail.map((crumb) => ({
            name: pageLabel(t, crumb, options.params),
            url: origin + pagePath(crumb, BUILD_LANGUAGE, options.params),
          })),
        ]),
      ]
    : []
  return buildMeta({
    language: BUILD_LANGUAGE,
    origins: ORIGINS,
    title: options.title ?? text('meta.title'),
    description: options.description ?? text('meta.description'),
    keywords: options.keywords ?? text('meta.keywords'),
    paths: alternatePaths(id, options.params),
    image: options.image ?? defaultSocialImage(),
    type: options.type,
    noIndex: options.noIndex ?? !PAGES[id].indexable,
    pagination: options.pagination,
    feedTitle: t('feed.title'),
    structuredData: [
      ...(own.some((data) => PAGE_TYPES.has(data['@type'])) ? [] : [siteBusinessData()]),
      ...own,
      ...crumbs,
    ],
  })
}
