import blog from '@locales/blog.json'
import { useTranslation } from 'react-i18next'
import { redirect } from 'react-router'
import { readPostBody } from '#app/blog/post-body-prerender.server.ts'
import { findPost } from '#app/blog/post-files.server.ts'
import { usePostLabels } from '#app/blog/post-labels.ts'
import { postImage, postSocialImagePath } from '#app/blog/posts.ts'
import { BUILD_LANGUAGE, ORIGINS } from '#app/build-time/build-env.ts'
import { ContactLink } from '#app/components/contact-link.tsx'
import { buttonVariants } from '#app/components/ui/button-variants.ts'
import { ResponsivePicture } from '#app/components/ui/responsive-picture.tsx'
import { formatLongDate } from '#app/i18n/format-date.ts'
import { addBundledNamespace } from '#app/i18n/i18n.ts'
import { pagePath } from '#app/i18n/pages.ts'
import { CallToAction } from '#app/sections/call-to-action.tsx'
import { pageMeta } from '#app/seo/page-meta.ts'
import { articleData } from '#app/seo/structured-data.ts'
import { site } from '#app/settings/site.ts'
import type { Route } from './+types/blog-post'

addBundledNamespace('blog', blog)

/**
 * While prerendering: the post's file (content/blog), its body into the HTML, for crawlers and
 * every visitor. The page is static, so nothing is loaded in the browser; the bodies stay served
 * per slug and language under /content/blog/ (spec).
 */
export async function loader({ params }: Route.LoaderArgs) {
  const post = findPost(BUILD_LANGUAGE, params.slug)
  if (!post) throw redirect(pagePath('blog', BUILD_LANGUAGE))
  return { post, body: await readPostBody(BUILD_LANGUAGE, post.slug) }
}

export function meta({ loaderData, params }: Route.MetaArgs) {
  if (!loaderData) return []
  const { post } = loaderData
  const origin = ORIGINS[BUILD_LANGUAGE]
  const image = postImage(post)
  return pageMeta('blogPost', {
    params,
    title: post.title,
    description: post.excerpt,
    keywords: post.keywords.join(', '),
    type: 'article',
    image: { path: postSocialImagePath(post), width: 1200, height: 630, alt: post.title },
    structuredData: [
      articleData(
        {
          title: post.title,
          excerpt: post.excerpt,
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

/** The body; `lang` when it is in another language than the site's (a post not yet translated). */
function PostBody({ html, lang }: { html: string; lang?: string }) {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: the project's own post bodies (content/blog), never visitor input
  return <div lang={lang} className="post-body" dangerouslySetInnerHTML={{ __html: html }} />
}

export default function BlogPost({ loaderData: { post, body } }: Route.ComponentProps) {
  const { t, i18n: shown } = useTranslation(['blog', 'universal'])
  const { category, readTime } = usePostLabels(post)
  return (
    <>
      <article>
        <header className="bg-gradient-to-b from-brand-50 to-white">
          <div className="mx-auto max-w-3xl px-4 pt-12 pb-8 sm:pt-16">
            <p className="text-sm text-muted">
              <span className="font-semibold text-brand-800">{category}</span> ·{' '}
              <time dateTime={post.published}>
                {formatLongDate(post.published, shown.language)}
              </time>{' '}
              · {readTime}
            </p>
            <h1
              lang={post.textLanguage}
              className="mt-4 text-3xl font-extrabold tracking-tight text-brand-950 text-balance sm:text-5xl"
            >
              {post.title}
            </h1>
            <p lang={post.textLanguage} className="mt-5 text-lg text-muted text-pretty">
              {post.excerpt}
            </p>
            <p className="mt-4 font-semibold text-ink">
              {t('post.by')} {post.author ?? site.founder.name}
            </p>
          </div>
        </header>
        <div className="mx-auto max-w-3xl px-4">
          <ResponsivePicture
            image={postImage(post)}
            alt={post.imageAlt}
            sizes="(min-width: 768px) 720px, 100vw"
            className="aspect-video w-full rounded-2xl object-cover"
            eager
          />
          <PostBody html={body} lang={post.textLanguage} />
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
