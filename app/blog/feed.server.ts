import { Feed } from 'feed'
import { FEED_PATH } from '#app/build-time/resource-routes.ts'
import type { Language } from '#app/i18n/languages.ts'
import { localeText } from '#app/i18n/locale-text.server.ts'
import { pagePath } from '#app/i18n/pages.ts'
import { blogPosts } from './post-files.server.ts'

/**
 * The blog's RSS 2.0 feed in one language (app/routes/feed.ts serves it; the build prerenders
 * it): the newest FEED_POSTS posts of the language, newest first, with their dates and absolute
 * links on the language's domain. Its date is the newest post's, so the same posts give the same
 * file; older posts stay on the blog's pages and in the sitemap.
 */
export const FEED_POSTS = 20

export function blogFeedXml(origin: string, language: Language): string {
  const posts = blogPosts(language)
  const newest = posts[0]?.published
  const feed = new Feed({
    title: localeText(language, 'universal', 'feed.title'),
    description: localeText(language, 'universal', 'feed.description'),
    id: origin + pagePath('blog', language),
    link: origin + pagePath('blog', language),
    language,
    feedLinks: { rss: origin + FEED_PATH },
    ...(newest && { updated: new Date(newest) }),
    generator: false,
  })
  for (const post of posts.slice(0, FEED_POSTS)) {
    const link = origin + pagePath('blogPost', language, { slug: post.slug })
    feed.addItem({
      title: post.title,
      id: link,
      link,
      date: new Date(post.published),
      description: post.excerpt,
      category: [{ name: localeText(language, 'blog', `categories.${post.category}`) }],
    })
  }
  return feed.rss2()
}
