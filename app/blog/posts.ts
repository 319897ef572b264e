import type { ResponsiveImage } from '#app/images.ts'

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
}

/** A post's illustration, made at build time in these widths (scripts/build/build-assets.ts). */
export function postImage(post: BlogPost): ResponsiveImage {
  return { base: `/images/blog/${post.slug}`, widths: [480, 960], width: 960, height: 540 }
}

/** A post's Open Graph image, with its title, made at build time in each language. */
export function postSocialImagePath(post: BlogPost): string {
  return `/images/blog/${post.slug}-social.png`
}
