import { useTranslation } from 'react-i18next'
import type { BlogPost } from './posts.ts'

/** A post's category name and read time, in the blog namespace (`categories.*`, `read_time`). */
export function usePostLabels(post: BlogPost): { category: string; readTime: string } {
  const { t } = useTranslation('blog')
  return {
    category: t(`categories.${post.category}`),
    readTime: t('read_time', { count: post.readMinutes }),
  }
}
