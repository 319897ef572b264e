import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { usePostText } from '../blog/post-text.ts'
import {
  BLOG_CATEGORIES,
  BLOG_POSTS,
  type BlogCategory,
  type BlogPost,
  postImage,
} from '../blog/posts.ts'
import { BUILD_LANGUAGE } from '../build-env.ts'
import { ResponsivePicture } from '../components/responsive-picture.tsx'
import { formatLongDate } from '../i18n/format-date.ts'
import { pagePath } from '../i18n/pages.ts'

export const BLOG_FILTERS = ['all', ...BLOG_CATEGORIES] as const
export type BlogFilter = (typeof BLOG_FILTERS)[number]

/** The spec's rule: a post shows when "all" is chosen, or when its category's translated name is the chosen one's. */
export function visiblePosts(
  posts: readonly BlogPost[],
  chosen: BlogFilter,
  categoryName: (category: BlogFilter) => string,
): BlogPost[] {
  return posts.filter(
    (post) => chosen === 'all' || categoryName(post.category) === categoryName(chosen),
  )
}

function PostCard({ post }: { post: BlogPost }) {
  const { t, i18n } = useTranslation('blog')
  const text = usePostText(post)
  const href = pagePath('blogPost', BUILD_LANGUAGE, { slug: post.slug })
  return (
    <li className="flex flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm">
      <ResponsivePicture
        image={postImage(post)}
        alt={text.imageAlt}
        sizes="(min-width: 1024px) 360px, (min-width: 768px) 50vw, 100vw"
        className="aspect-video w-full object-cover"
      />
      <div className="flex flex-1 flex-col p-6">
        <p className="text-sm text-muted">
          <span className="font-semibold text-brand-800">{text.category}</span> · {text.readTime}
        </p>
        <h2 className="mt-2 text-xl font-bold text-brand-950">
          <Link to={href} className="hover:underline">
            {text.title}
          </Link>
        </h2>
        <p className="mt-2 flex-1 text-muted">{text.excerpt}</p>
        <p className="mt-4 flex items-center justify-between gap-4 text-sm">
          <time dateTime={post.published} className="text-muted">
            {formatLongDate(post.published, i18n.language)}
          </time>
          <Link
            to={href}
            className="font-semibold text-brand-800 underline underline-offset-4"
            aria-label={`${t('list.read_more')}: ${text.title}`}
          >
            {t('list.read_more')}
          </Link>
        </p>
      </div>
    </li>
  )
}

/** The category filters, the matching posts, and an empty state. */
export function PostList() {
  const { t } = useTranslation('blog')
  const [chosen, setChosen] = useState<BlogFilter>('all')
  const categoryName = (category: BlogFilter | BlogCategory) => t(`categories.${category}`)
  const posts = visiblePosts(BLOG_POSTS, chosen, categoryName)
  return (
    <section aria-labelledby="blog-filters" className="mx-auto max-w-6xl px-4 pb-12">
      <fieldset>
        <legend id="blog-filters" className="mb-3 font-semibold text-ink">
          {t('list.filter_label')}
        </legend>
        <div className="flex flex-wrap gap-2">
          {BLOG_FILTERS.map((filter) => (
            <button
              key={filter}
              type="button"
              aria-pressed={chosen === filter}
              onClick={() => setChosen(filter)}
              className={`min-h-11 rounded-full border px-4 py-2 text-sm font-semibold ${
                chosen === filter
                  ? 'border-brand-900 bg-brand-900 text-white'
                  : 'border-slate-300 bg-white text-ink hover:border-brand-700'
              }`}
            >
              {categoryName(filter)}
            </button>
          ))}
        </div>
      </fieldset>
      <p role="status" className="mt-4 text-sm text-muted">
        {t('list.count', { count: posts.length })}
      </p>
      {posts.length > 0 ? (
        <ul className="mt-4 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {posts.map((post) => (
            <PostCard key={post.id} post={post} />
          ))}
        </ul>
      ) : (
        <p className="mt-4 rounded-xl border border-dashed border-slate-300 p-8 text-center text-muted">
          {t('list.empty')}
        </p>
      )}
    </section>
  )
}
