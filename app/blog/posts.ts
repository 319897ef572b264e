import type { ResponsiveImage } from '#app/content-files/images.ts'
import type { Language } from '#app/i18n/languages.ts'

/**
 * What a blog post is. The posts themselves are Markdown files, one per language:
 * content/blog/{lng}/{slug}.md, read at build time by post-files.server.ts.
 */
export const BLOG_CATEGORIES = [
  'company',
  'optimization',
  'reviews',
  'analytics',
  'tips_tricks',
] as const
export type BlogCategory = (typeof BLOG_CATEGORIES)[number]

/** A category's part of its list's address in each language: /blog/kategori/anmeldelser. */
export const CATEGORY_SLUGS: Record<Language, Record<BlogCategory, string>> = {
  da: {
    company: 'firmaet',
    optimization: 'optimering',
    reviews: 'anmeldelser',
    analytics: 'statistik',
    tips_tricks: 'tips-og-tricks',
  },
  en: {
    company: 'company',
    optimization: 'optimization',
    reviews: 'reviews',
    analytics: 'analytics',
    tips_tricks: 'tips-and-tricks',
  },
}

/** The category whose slug this is in a language, if any. */
export function categoryOfSlug(
  language: Language,
  slug: string | undefined,
): BlogCategory | undefined {
  return BLOG_CATEGORIES.find((category) => CATEGORY_SLUGS[language][category] === slug)
}

/** A post in one language: its file's front matter, with the business identity filled in. */
export type BlogPost = {
  /** The spec's post number: its place by date, the oldest post is 1. */
  id: number
  slug: string
  title: string
  excerpt: string
  category: BlogCategory
  /** ISO date of publication. */
  published: string
  readMinutes: number
  imageAlt: string
  keywords: string[]
  /** Defaults to the founder. */
  author?: string
  /** The language its texts are in, when not the site's: a post not yet translated. */
  textLanguage?: Language
  /** Only in a preview build with the drafts (SHOW_DRAFTS): a post not yet published. */
  draft?: boolean
}

/**
 * The drawings the posts are illustrated with (scripts/build/illustrations.ts), by name: the
 * first posts have their own, every other post the default one.
 */
export const POST_DRAWINGS: Record<string, string> = {
  'derfor-betyder-lokal-seo-mere-end-du-tror': 'map-over-street',
  'hvorfor-jeg-startede-virksomheden': 'desk-with-laptop',
  'saadan-giver-du-adgang-til-din-google-virksomhedsprofil': 'phone-with-invite',
}
export const DEFAULT_POST_DRAWING = 'search-over-map'

/** The drawing a post is illustrated with. */
export const postDrawing = (post: Pick<BlogPost, 'slug'>): string =>
  POST_DRAWINGS[post.slug] ?? DEFAULT_POST_DRAWING

/**
 * A post's illustration, made at build time in these widths, once per drawing, so posts that
 * share a drawing share its files (scripts/build/build-images.ts).
 */
export function postImage(post: Pick<BlogPost, 'slug'>): ResponsiveImage {
  return {
    base: `/images/blog/${postDrawing(post)}`,
    widths: [480, 960],
    width: 960,
    height: 540,
  }
}

/** A post's Open Graph image, with its title, made at build time in each language. */
export function postSocialImagePath(post: BlogPost): string {
  return `/images/blog/${post.slug}-social.png`
}
