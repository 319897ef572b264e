import { useTranslation } from 'react-i18next'
import {
  BLOG_FILTERS,
  type BlogFilter,
  type BlogListPage,
  listPageAddress,
} from '#app/blog/blog-list.ts'
import { usePostLabels } from '#app/blog/post-labels.ts'
import { type BlogPost, postImage } from '#app/blog/posts.ts'
import { BUILD_LANGUAGE } from '#app/build-time/build-env.ts'
import { ResponsivePicture } from '#app/components/ui/responsive-picture.tsx'
import { formatLongDate } from '#app/i18n/format-date.ts'
import { pagePath } from '#app/i18n/pages.ts'

/** The path of a page of the list: a filter's first page, or a later one. */
export function listPath(filter: BlogFilter, page = 1): string {
  const { id, params } = listPageAddress(filter, page)
  return pagePath(id, BUILD_LANGUAGE, params)
}

function PostCard({ post }: { post: BlogPost }) {
  const { t, i18n } = useTranslation('blog')
  const { category, readTime } = usePostLabels(post)
  const href = pagePath('blogPost', BUILD_LANGUAGE, { slug: post.slug })
  return (
    <li className="flex flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm">
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
        <h2 lang={post.textLanguage} className="mt-2 text-xl font-bold text-brand-950">
          <a href={href} className="hover:underline">
            {post.title}
          </a>
        </h2>
        <p lang={post.textLanguage} className="mt-2 flex-1 text-muted">
          {post.excerpt}
        </p>
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
 * The page numbers to link: the first, the last, and two either side of this one, each marked
 * when numbers are left out before it.
 */
export function pageNumbers(
  page: number,
  pageCount: number,
): { number: number; gapBefore: boolean }[] {
  const shown = Array.from({ length: pageCount }, (_, index) => index + 1).filter(
    (number) => number === 1 || number === pageCount || Math.abs(number - page) <= 2,
  )
  return shown.map((number, index) => ({
    number,
    gapBefore: index > 0 && number - (shown[index - 1] ?? number) > 1,
  }))
}

const pageLinkClass =
  'inline-flex min-h-11 min-w-11 items-center justify-center rounded-lg border border-slate-300 bg-white px-3 font-semibold text-brand-800 hover:border-brand-700'

/** Newer and older posts, and the page numbers between them, as links (prev/next in the head too). */
function Pagination({ list }: { list: BlogListPage }) {
  const { t } = useTranslation('blog')
  const { filter, page, pageCount } = list
  if (pageCount < 2) return null
  return (
    <nav aria-label={t('list.pagination.label')} className="mt-10">
      <p className="text-center text-sm text-muted">
        {t('list.pagination.position', { page, count: pageCount })}
      </p>
      <ul className="mt-3 flex flex-wrap items-center justify-center gap-2">
        {page > 1 && (
          <li>
            <a href={listPath(filter, page - 1)} rel="prev" className={pageLinkClass}>
              ← {t('list.pagination.newer')}
            </a>
          </li>
        )}
        {pageNumbers(page, pageCount).map(({ number, gapBefore }) => (
          <li key={number} className="flex items-center gap-2">
            {gapBefore && (
              <span aria-hidden="true" className="px-1 text-muted">
                …
              </span>
            )}
            <a
              href={listPath(filter, number)}
              aria-label={t('list.pagination.page', { page: number })}
              aria-current={number === page ? 'page' : undefined}
              className={`${pageLinkClass} aria-[current=page]:border-brand-900 aria-[current=page]:bg-brand-900 aria-[current=page]:text-white`}
            >
              {number}
            </a>
          </li>
        ))}
        {page < pageCount && (
          <li>
            <a href={listPath(filter, page + 1)} rel="next" className={pageLinkClass}>
              {t('list.pagination.older')} →
            </a>
          </li>
        )}
      </ul>
    </nav>
  )
}

/**
 * One page of the blog list: the six filters, the page's posts (newest first), the count of the
 * filter's posts, an empty state, and the way to the older posts. Each filter is a link to its
 * own pages, so a filter works over every post, before any script and without one.
 */
export function PostList({ list }: { list: BlogListPage }) {
  const { t } = useTranslation('blog')
  return (
    <section aria-labelledby="blog-filters" className="mx-auto max-w-6xl px-4 pb-12">
      <nav aria-labelledby="blog-filters">
        <h2 id="blog-filters" className="mb-3 font-semibold text-ink">
          {t('list.filter_label')}
        </h2>
        <ul className="flex flex-wrap gap-2">
          {BLOG_FILTERS.map((filter) => (
            <li key={filter}>
              <a
                href={listPath(filter)}
                aria-current={filter === list.filter ? 'true' : undefined}
                className="inline-flex min-h-11 items-center rounded-full border border-slate-300 bg-white px-4 py-2 text-sm font-semibold text-ink hover:border-brand-700 aria-[current=true]:border-brand-900 aria-[current=true]:bg-brand-900 aria-[current=true]:text-white"
              >
                {t(`categories.${filter}`)}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <p className="mt-4 text-sm text-muted">{t('list.count', { count: list.total })}</p>
      {list.posts.length > 0 ? (
        <ul className="mt-4 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {list.posts.map((post) => (
            <PostCard key={post.id} post={post} />
          ))}
        </ul>
      ) : (
        <p className="mt-4 rounded-xl border border-dashed border-slate-300 p-8 text-center text-muted">
          {t('list.empty')}
        </p>
      )}
      <Pagination list={list} />
    </section>
  )
}
