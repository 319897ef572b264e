import blog from '@locales/blog.json'
import { useTranslation } from 'react-i18next'
import { Navigate } from 'react-router'
import { postText, usePostText } from '../blog/post-text.ts'
import { findPost } from '../blog/posts.ts'
import { BUILD_LANGUAGE, ORIGINS } from '../build-env.ts'
import { formatLongDate } from '../i18n/format-date.ts'
import { addBundledNamespace, i18n } from '../i18n/i18n.ts'
import { pagePath } from '../i18n/pages.ts'
import { defaultSocialImage, pageMeta } from '../seo/page-meta.ts'
import { articleData } from '../seo/structured-data.ts'
import type { Route } from './+types/blog-post'

addBundledNamespace('blog', blog)

export function meta({ params }: Route.MetaArgs) {
  const post = findPost(params.slug)
  if (!post) return []
  const text = postText(i18n.getFixedT(BUILD_LANGUAGE, 'blog'), post)
  const origin = ORIGINS[BUILD_LANGUAGE]
  const image = defaultSocialImage()
  return pageMeta('blogPost', {
    params,
    title: text.title,
    description: text.excerpt,
    type: 'article',
    image,
    structuredData: [
      articleData(
        {
          title: text.title,
          excerpt: text.excerpt,
          image: origin + image.path,
          url: origin + pagePath('blogPost', BUILD_LANGUAGE, params),
          datePublished: post.published,
        },
        origin,
      ),
    ],
  })
}

/** An unknown slug leads to the blog list (the server redirects the same way on a first visit). */
export default function BlogPost({ params }: Route.ComponentProps) {
  const { i18n: shown } = useTranslation()
  const post = findPost(params.slug)
  const text = usePostText(post)
  if (!post || !text) return <Navigate to={pagePath('blog', BUILD_LANGUAGE)} replace />
  return (
    <article>
      <header className="bg-gradient-to-b from-brand-50 to-white">
        <div className="mx-auto max-w-3xl px-4 py-14 sm:py-20">
          <p className="text-sm text-muted">
            <span className="font-semibold text-brand-800">{text.category}</span> ·{' '}
            <time dateTime={post.published}>{formatLongDate(post.published, shown.language)}</time>{' '}
            · {text.readTime}
          </p>
          <h1 className="mt-4 text-3xl font-extrabold tracking-tight text-brand-950 text-balance sm:text-5xl">
            {text.title}
          </h1>
          <p className="mt-5 text-lg text-muted text-pretty">{text.excerpt}</p>
        </div>
      </header>
    </article>
  )
}
