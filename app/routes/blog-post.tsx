import blog from '@locales/blog.json'
import { useTranslation } from 'react-i18next'
import { redirect } from 'react-router'
import { readPostBody } from '../blog/post-body.server.ts'
import { postText, usePostText } from '../blog/post-text.ts'
import { findPost, postImage, postSocialImagePath } from '../blog/posts.ts'
import { BUILD_LANGUAGE, ORIGINS } from '../build-env.ts'
import { buttonVariants } from '../components/button-variants.ts'
import { ContactLink } from '../components/contact-link.tsx'
import { ResponsivePicture } from '../components/responsive-picture.tsx'
import { formatLongDate } from '../i18n/format-date.ts'
import { addBundledNamespace, i18n } from '../i18n/i18n.ts'
import { pagePath } from '../i18n/pages.ts'
import { CallToAction } from '../sections/call-to-action.tsx'
import { pageMeta } from '../seo/page-meta.ts'
import { articleData } from '../seo/structured-data.ts'
import { site } from '../site.ts'
import type { Route } from './+types/blog-post'

addBundledNamespace('blog', blog)

function knownPost(slug: string | undefined) {
  const post = findPost(slug)
  if (!post) throw redirect(pagePath('blog', BUILD_LANGUAGE))
  return post
}

/**
 * While prerendering: the body goes into the HTML, for crawlers and every visitor. The page is
 * static, so nothing is loaded in the browser; the bodies stay served per slug and language
 * under /content/blog/ (spec).
 */
export async function loader({ params }: Route.LoaderArgs) {
  const post = knownPost(params.slug)
  return { body: await readPostBody(BUILD_LANGUAGE, post.slug) }
}

export function meta({ params }: Route.MetaArgs) {
  const post = findPost(params.slug)
  if (!post) return []
  const text = postText(i18n.getFixedT(BUILD_LANGUAGE, 'blog'), post)
  const origin = ORIGINS[BUILD_LANGUAGE]
  const image = postImage(post)
  return pageMeta('blogPost', {
    params,
    title: text.title,
    description: text.excerpt,
    type: 'article',
    image: { path: postSocialImagePath(post), width: 1200, height: 630, alt: text.title },
    structuredData: [
      articleData(
        {
          title: text.title,
          excerpt: text.excerpt,
          image: `${origin}${image.base}-${image.width}.jpg`,
          url: origin + pagePath('blogPost', BUILD_LANGUAGE, params),
          author: post.author,
          datePublished: post.published,
        },
        origin,
      ),
    ],
  })
}

function PostBody({ html }: { html: string }) {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: the project's own post bodies (content/blog), never visitor input
  return <div className="post-body" dangerouslySetInnerHTML={{ __html: html }} />
}

export default function BlogPost({ loaderData, params }: Route.ComponentProps) {
  const { t, i18n: shown } = useTranslation(['blog', 'universal'])
  const post = knownPost(params.slug)
  const text = usePostText(post)
  return (
    <>
      <article>
        <header className="bg-gradient-to-b from-brand-50 to-white">
          <div className="mx-auto max-w-3xl px-4 pt-12 pb-8 sm:pt-16">
            <p className="text-sm text-muted">
              <span className="font-semibold text-brand-800">{text.category}</span> ·{' '}
              <time dateTime={post.published}>
                {formatLongDate(post.published, shown.language)}
              </time>{' '}
              · {text.readTime}
            </p>
            <h1 className="mt-4 text-3xl font-extrabold tracking-tight text-brand-950 text-balance sm:text-5xl">
              {text.title}
            </h1>
            <p className="mt-5 text-lg text-muted text-pretty">{text.excerpt}</p>
            <p className="mt-4 font-semibold text-ink">
              {t('post.by')} {post.author ?? site.founder.name}
            </p>
          </div>
        </header>
        <div className="mx-auto max-w-3xl px-4">
          <ResponsivePicture
            image={postImage(post)}
            alt={text.imageAlt}
            sizes="(min-width: 768px) 720px, 100vw"
            className="aspect-video w-full rounded-2xl object-cover"
            eager
          />
          <PostBody html={loaderData.body} />
          <a
            href={pagePath('blog', BUILD_LANGUAGE)}
            className={buttonVariants({ variant: 'secondary', className: 'mt-10' })}
          >
            ← {t('post.back')}
          </a>
        </div>
      </article>
      <CallToAction id="post-cta" title={t('post.cta.title')} text={t('post.cta.text')}>
        <ContactLink className={buttonVariants({ variant: 'accent', size: 'wide' })}>
          {t('universal:actions.contact')}
        </ContactLink>
      </CallToAction>
    </>
  )
}
