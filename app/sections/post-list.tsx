import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { usePostText } from '../blog/post-text.ts'
import { BLOG_POSTS, type BlogPost } from '../blog/posts.ts'
import { BUILD_LANGUAGE } from '../build-env.ts'
import { formatLongDate } from '../i18n/format-date.ts'
import { pagePath } from '../i18n/pages.ts'

function PostCard({ post }: { post: BlogPost }) {
  const { i18n } = useTranslation()
  const text = usePostText(post)
  return (
    <li className="flex flex-col rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
      <p className="text-sm text-muted">
        <span className="font-semibold text-brand-800">{text.category}</span> · {text.readTime}
      </p>
      <h2 className="mt-2 text-xl font-bold text-brand-950">
        <Link
          to={pagePath('blogPost', BUILD_LANGUAGE, { slug: post.slug })}
          className="hover:underline"
        >
          {text.title}
        </Link>
      </h2>
      <p className="mt-2 flex-1 text-muted">{text.excerpt}</p>
      <p className="mt-4 text-sm text-muted">
        <time dateTime={post.published}>{formatLongDate(post.published, i18n.language)}</time>
      </p>
    </li>
  )
}

/** The posts, newest first. The blog issue adds images, filters and the empty state. */
export function PostList() {
  return (
    <ul className="mx-auto grid max-w-6xl gap-6 px-4 pb-16 md:grid-cols-3">
      {BLOG_POSTS.map((post) => (
        <PostCard key={post.id} post={post} />
      ))}
    </ul>
  )
}
