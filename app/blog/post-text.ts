import { useTranslation } from 'react-i18next'
import type { BlogPost } from './posts.ts'

export type PostText = {
  title: string
  excerpt: string
  imageAlt: string
  category: string
  readTime: string
}

/** A post's words in the blog namespace (`posts.{id}.*`, `categories.*`, `read_time`). */
export function postText(t: unknown, post: BlogPost): PostText {
  const translate = t as (key: string, options?: object) => string
  return {
    title: translate(`posts.${post.id}.title`),
    excerpt: translate(`posts.${post.id}.excerpt`),
    imageAlt: translate(`posts.${post.id}.image_alt`),
    category: translate(`categories.${post.category}`),
    readTime: translate('read_time', { count: post.readMinutes }),
  }
}

/** Hooks may not be skipped, so an unknown post gives undefined rather than no call. */
export function usePostText(post: BlogPost): PostText
export function usePostText(post: BlogPost | undefined): PostText | undefined
export function usePostText(post: BlogPost | undefined): PostText | undefined {
  const { t } = useTranslation('blog')
  return post && postText(t, post)
}
