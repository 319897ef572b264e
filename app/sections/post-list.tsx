import { useTranslation } from 'react-i18next'
import { usePostLabels } from '#app/blog/post-labels.ts'
import { BLOG_CATEGORIES, type BlogCategory, type BlogPost, postImage } from '#app/blog/posts.ts'
import { BUILD_LANGUAGE } from '#app/build-env.ts'
import { ResponsivePicture } from '#app/components/ui/responsive-picture.tsx'
import { formatLongDate } from '#app/i18n/format-date.ts'
import { pagePath } from '#app/i18n/pages.ts'

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

function PostCard({ post, showFor }: { post: BlogPost; showFor: string }) {
  const { t, i18n } = useTranslation('blog')
  const { category, readTime } = usePostLabels(post)
  const href = pagePath('blogPost', BUILD_LANGUAGE, { slug: post.slug })
  return (
    <li
      data-show-for={showFor}
      className="flex flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm"
    >
      <ResponsivePicture
        image={postImage(post)}
        alt={post.imageAlt}
        sizes="(min-width: 1024px) 360px, (min-width: 768px) 50vw, 100vw"
        className="aspect-video w-full object-cover"
      />
      <div className="flex flex-1 flex-col p-6">
        <p className="text-sm text-muted">
          <span className="font-semibold text-brand-800">{category}</span> · {readTime}
        </p>
        <h2 className="mt-2 text-xl font-bold text-brand-950">
          <a href={href} className="hover:underline">
            {post.title}
          </a>
        </h2>
        <p className="mt-2 flex-1 text-muted">{post.excerpt}</p>
        <p className="mt-4 flex items-center justify-between gap-4 text-sm">
          <time dateTime={post.published} className="text-muted">
            {formatLongDate(post.published, i18n.language)}
          </time>
          <a
            href={href}
            className="font-semibold text-brand-800 underline underline-offset-4"
            aria-label={`${t('list.read_more')}: ${post.title}`}
          >
            {t('list.read_more')}
          </a>
        </p>
      </div>
    </li>
  )
}

/**
 * Which filters show an element: a post shows under every filter that matches it, a count or
 * the empty state under its own filters.
 */
function showFor(filters: readonly BlogFilter[]): string {
  return filters.join(' ')
}

/**
 * One CSS rule per filter: while its radio is checked, everything marked for other filters is
 * hidden. The rules come from BLOG_FILTERS, so a new category needs no CSS of its own.
 */
const FILTER_RULES = BLOG_FILTERS.map(
  (filter) =>
    `.post-list:has(input[value="${filter}"]:checked) [data-show-for]:not([data-show-for~="${filter}"]){display:none}`,
).join('\n')

/**
 * The category filters, the matching posts, a count and an empty state. The filters are a
 * native radio group, and the matches are worked out here, at build time: CSS shows what the
 * checked radio matches, so a tap works before any script and without one.
 */
export function PostList({ posts }: { posts: readonly BlogPost[] }) {
  const { t } = useTranslation('blog')
  const categoryName = (category: BlogFilter | BlogCategory) => t(`categories.${category}`)
  const matches = Object.fromEntries(
    BLOG_FILTERS.map((filter) => [filter, visiblePosts(posts, filter, categoryName)]),
  ) as Record<BlogFilter, BlogPost[]>
  const filtersShowing = (post: BlogPost) =>
    BLOG_FILTERS.filter((filter) => matches[filter].includes(post))
  const emptyFilters = BLOG_FILTERS.filter((filter) => matches[filter].length === 0)
  return (
    <section aria-labelledby="blog-filters" className="post-list mx-auto max-w-6xl px-4 pb-12">
      <style href="blog-filters" precedence="default">
        {FILTER_RULES}
      </style>
      <fieldset>
        <legend id="blog-filters" className="mb-3 font-semibold text-ink">
          {t('list.filter_label')}
        </legend>
        <div className="flex flex-wrap gap-2">
          {BLOG_FILTERS.map((filter) => (
            <label
              key={filter}
              className="inline-flex min-h-11 cursor-pointer items-center rounded-full border border-slate-300 bg-white px-4 py-2 text-sm font-semibold text-ink hover:border-brand-700 has-checked:border-brand-900 has-checked:bg-brand-900 has-checked:text-white has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand-700"
            >
              <input
                type="radio"
                name="category"
                value={filter}
                defaultChecked={filter === 'all'}
                className="sr-only"
              />
              {categoryName(filter)}
            </label>
          ))}
        </div>
      </fieldset>
      <p role="status" className="mt-4 text-sm text-muted">
        {BLOG_FILTERS.map((filter) => (
          <span key={filter} data-show-for={showFor([filter])}>
            {t('list.count', { count: matches[filter].length })}
          </span>
        ))}
      </p>
      <ul className="mt-4 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
        {posts.map((post) => (
          <PostCard key={post.id} post={post} showFor={showFor(filtersShowing(post))} />
        ))}
      </ul>
      {emptyFilters.length > 0 && (
        <p
          data-show-for={showFor(emptyFilters)}
          className="mt-4 rounded-xl border border-dashed border-slate-300 p-8 text-center text-muted"
        >
          {t('list.empty')}
        </p>
      )}
    </section>
  )
}
