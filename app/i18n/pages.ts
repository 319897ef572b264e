import type { CustomTypeOptions } from 'i18next'
import { type BlogCategory, CATEGORY_SLUGS } from '#app/blog/posts.ts'
import { LANGUAGES, type Language } from './languages.ts'

/** What every page has in its namespace: the texts of its head tags. */
type HeadTexts = { meta: { title: string; description: string; keywords: string } }

type Texts = CustomTypeOptions['resources']

/** The key prefixes (`list.`) under which a namespace holds a page's texts. */
type PageTextPrefix<Ns extends Namespace> = {
  [Key in keyof Texts[Ns] & string]: Texts[Ns][Key] extends HeadTexts ? `${Key}.` : never
}[keyof Texts[Ns] & string]

/**
 * Namespace holding the page's texts, and the key prefix of its `meta` and `hero` where the
 * namespace holds several pages' texts. The type check refuses a pair without `meta`.
 */
type PageTextSource = {
  [Ns in Namespace]: Texts[Ns] extends HeadTexts
    ? { ns: Ns; keyPrefix?: PageTextPrefix<Ns> }
    : { ns: Ns; keyPrefix: PageTextPrefix<Ns> }
}[Namespace]

/**
 * The page table: the only source of paths. Routes, the prerender list, navigation,
 * breadcrumbs, hreflang, the language switch and the sitemap are all derived from it (the
 * concrete paths, with the posts', in site-paths.server.ts).
 */
export type Page = PageTextSource & {
  /** Path pattern per language; its parameters are `:slug`, `:page` and `:category`. */
  paths: Record<Language, string>
  /** Route module, relative to app/. */
  file: string
  /** In the sitemap and open to search engines. */
  indexable: boolean
  /** Shows the mobile sticky bar. */
  stickyBar: boolean
  /**
   * Loads the islands module (app/browser/islands/islands.ts), for what HTML and CSS cannot
   * do: sending a form, counting up. Every other page is static HTML with one small inline
   * script (docs/decisions/009, 017). No page loads a framework.
   */
  islands: boolean
  /** The footer below the page: the site's, or the audit page's own, quieter one. */
  footer?: 'audit'
  /** The crumb before this page; home is implied. */
  parent?: PageId
}

export const NAMESPACES = [
  'universal',
  'homepage',
  'tjenester',
  'om-os',
  'cases',
  'audit',
  'blog',
] as const
export type Namespace = (typeof NAMESPACES)[number]

export const PAGE_IDS = [
  'home',
  'packages',
  'cases',
  'blog',
  'blogPage',
  'blogCategory',
  'blogCategoryPage',
  'blogPost',
  'about',
  'audit',
  'selfCheck',
  'privacy',
  'terms',
  'download',
] as const
export type PageId = (typeof PAGE_IDS)[number]

export const PAGES: Record<PageId, Page> = {
  home: {
    paths: { da: '/', en: '/' },
    file: 'routes/home.tsx',
    ns: 'homepage',
    indexable: true,
    stickyBar: true,
    islands: true,
  },
  packages: {
    paths: { da: '/tjenester', en: '/services' },
    file: 'routes/packages.tsx',
    ns: 'tjenester',
    indexable: true,
    stickyBar: true,
    islands: false,
  },
  cases: {
    paths: { da: '/cases', en: '/cases' },
    file: 'routes/cases.tsx',
    ns: 'cases',
    indexable: true,
    stickyBar: true,
    islands: false,
  },
  blog: {
    paths: { da: '/blog', en: '/blog' },
    file: 'routes/blog.tsx',
    ns: 'blog',
    keyPrefix: 'list.',
    indexable: true,
    stickyBar: true,
    islands: false,
  },
  blogPage: {
    paths: { da: '/blog/side/:page', en: '/blog/page/:page' },
    file: 'routes/blog.tsx',
    ns: 'blog',
    keyPrefix: 'list.',
    indexable: true,
    stickyBar: true,
    islands: false,
    parent: 'blog',
  },
  blogCategory: {
    paths: { da: '/blog/kategori/:category', en: '/blog/category/:category' },
    file: 'routes/blog.tsx',
    ns: 'blog',
    keyPrefix: 'list.',
    indexable: true,
    stickyBar: true,
    islands: false,
    parent: 'blog',
  },
  blogCategoryPage: {
    paths: {
      da: '/blog/kategori/:category/side/:page',
      en: '/blog/category/:category/page/:page',
    },
    file: 'routes/blog.tsx',
    ns: 'blog',
    keyPrefix: 'list.',
    indexable: true,
    stickyBar: true,
    islands: false,
    parent: 'blogCategory',
  },
  blogPost: {
    paths: { da: '/blog/:slug', en: '/blog/:slug' },
    file: 'routes/blog-post.tsx',
    ns: 'blog',
    // A post's title, description and keywords are its own (content/blog).
    keyPrefix: 'list.',
    indexable: true,
    stickyBar: true,
    islands: false,
    parent: 'blog',
  },
  about: {
    paths: { da: '/om-os', en: '/about' },
    file: 'routes/about.tsx',
    ns: 'om-os',
    indexable: true,
    stickyBar: true,
    islands: false,
  },
  audit: {
    paths: { da: '/gratis-analyse', en: '/free-audit' },
    file: 'routes/audit.tsx',
    ns: 'audit',
    indexable: true,
    stickyBar: false,
    islands: true,
    footer: 'audit',
  },
  selfCheck: {
    paths: { da: '/selvtjek', en: '/self-check' },
    file: 'routes/self-check.tsx',
    ns: 'audit',
    keyPrefix: 'self_check.',
    indexable: true,
    // Its own request form ends the page; a bar over the answers would only be in the way.
    stickyBar: false,
    islands: true,
  },
  privacy: {
    paths: { da: '/privatlivspolitik', en: '/privacy-policy' },
    file: 'routes/privacy.tsx',
    ns: 'universal',
    keyPrefix: 'privacy.',
    indexable: false,
    stickyBar: false,
    islands: false,
  },
  terms: {
    paths: { da: '/handelsbetingelser', en: '/terms' },
    file: 'routes/terms.tsx',
    ns: 'universal',
    keyPrefix: 'terms.',
    indexable: false,
    stickyBar: false,
    islands: false,
  },
  download: {
    paths: { da: '/download', en: '/download' },
    file: 'routes/download.tsx',
    ns: 'universal',
    keyPrefix: 'download.',
    indexable: true,
    stickyBar: true,
    islands: false,
  },
}

/**
 * Every list of page links the site shows, in order: the one place to add a page to a menu. The
 * header (and its menu on a phone), the footer, the footer's legal links, the free-analysis
 * page's own footer, and the mobile sticky bar (its page link, beside the way to contact).
 */
export const PAGE_LINKS = {
  header: ['home', 'packages', 'about', 'cases', 'blog', 'audit'],
  footer: ['home', 'packages', 'about', 'cases', 'blog'],
  legal: ['privacy', 'terms'],
  /** The spec's fixed links, in the page's own language (/tjenester, /om-os, … in Danish). */
  auditFooter: ['packages', 'about', 'privacy', 'terms'],
  stickyBar: ['audit'],
} as const satisfies Record<string, readonly PageId[]>

/** The catch-all page is prerendered here and served for every unknown path with status 404. */
export const NOT_FOUND_PATH = '/404'

/** The id of the home page's contact section per language. */
export const CONTACT_ANCHORS: Record<Language, string> = { da: 'kontakt', en: 'contact' }

/** A post's slug; a page of the blog list's number (from 2) and category. */
export type PageParams = { slug?: string; page?: number; category?: BlogCategory }

/**
 * The concrete path of a page in a language, e.g. pagePath('blogPost', 'en', { slug }); a
 * category is written with its slug in the language (/blog/kategori/anmeldelser).
 */
export function pagePath(id: PageId, language: Language, params: PageParams = {}): string {
  const need = (name: string) => {
    throw new Error(`pagePath: page "${id}" needs a ${name}`)
  }
  return PAGES[id].paths[language]
    .replace(':slug', () => params.slug ?? need('slug'))
    .replace(':page', () => String(params.page ?? need('page')))
    .replace(':category', () =>
      params.category ? CATEGORY_SLUGS[language][params.category] : need('category'),
    )
}

/** The same page in every language, for hreflang and the sitemap. */
export function alternatePaths(id: PageId, params: PageParams = {}): Record<Language, string> {
  return Object.fromEntries(LANGUAGES.map((lng) => [lng, pagePath(id, lng, params)])) as Record<
    Language,
    string
  >
}

/** Breadcrumb trail below home: the page's parents, then the page itself. */
export function breadcrumbTrail(id: PageId): PageId[] {
  if (id === 'home') return []
  const page = PAGES[id]
  return [...(page.parent ? breadcrumbTrail(page.parent) : []), id]
}

/**
 * Unknown paths below a page with a parameter lead to its nearest parent without one (an unknown
 * post or list page → the blog list); every other unknown path answers 404. The build writes a
 * 404 page in each such folder that leads to its target (finish-build.ts, decision 030).
 */
export function unknownPathTargets(language: Language): { folder: string; to: string }[] {
  const targets = PAGE_IDS.flatMap((id) => {
    const page = PAGES[id]
    const [folder = ''] = page.paths[language].split(':')
    if (folder === page.paths[language] || !page.parent) return []
    return [{ folder, to: pagePath(ancestorWithoutParameters(id), language) }]
  })
  // A folder a wider one with the same target already covers is left out.
  return targets.filter(
    (target, index) =>
      !targets.some(
        (other, at) =>
          other.to === target.to &&
          target.folder.startsWith(other.folder) &&
          (other.folder !== target.folder || at < index),
      ),
  )
}

/** The nearest parent whose path has no parameter (a category's page → the blog). */
function ancestorWithoutParameters(id: PageId): PageId {
  const parent = PAGES[id].parent ?? 'home'
  return Object.values(PAGES[parent].paths).some((path) => path.includes(':'))
    ? ancestorWithoutParameters(parent)
    : parent
}
