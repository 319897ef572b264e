import type { ResponsiveImage } from '../images.ts'

/**
 * The fixed list of blog posts. Titles, excerpts and image texts live in the `blog` namespace
 * under `posts.{id}`; bodies are HTML files per slug and language.
 */
export const BLOG_CATEGORIES = [
  'company',
  'optimization',
  'reviews',
  'analytics',
  'tips_tricks',
] as const
export type BlogCategory = (typeof BLOG_CATEGORIES)[number]

export type BlogPost = {
  id: 1 | 2 | 3
  slug: string
  category: BlogCategory
  /** ISO date of publication. */
  published: string
  readMinutes: number
  /** Defaults to the founder. */
  author?: string
}

/** Newest first, as the blog lists them. */
export const BLOG_POSTS: readonly BlogPost[] = [
  {
    id: 3,
    slug: 'derfor-betyder-lokal-seo-mere-end-du-tror',
    category: 'tips_tricks',
    published: '2024-12-19',
    readMinutes: 5,
  },
  {
    id: 2,
    slug: 'hvorfor-jeg-startede-virksomheden',
    category: 'company',
    published: '2024-12-12',
    readMinutes: 4,
  },
  {
    id: 1,
    slug: 'saadan-giver-du-adgang-til-din-google-virksomhedsprofil',
    category: 'tips_tricks',
    published: '2024-12-05',
    readMinutes: 4,
  },
]

/** A post's illustration, made at build time in these widths (scripts/build-assets.ts). */
export function postImage(post: BlogPost): ResponsiveImage {
  return { base: `/images/blog/${post.slug}`, widths: [480, 960], width: 960, height: 540 }
}

/** A post's Open Graph image, with its title, made at build time in each language. */
export function postSocialImagePath(post: BlogPost): string {
  return `/images/blog/${post.slug}-social.png`
}

export function findPost(slug: string | undefined): BlogPost | undefined {
  return BLOG_POSTS.find((post) => post.slug === slug)
}
