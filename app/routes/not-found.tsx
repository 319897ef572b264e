import { useTranslation } from 'react-i18next'
import { BUILD_LANGUAGE, ORIGINS } from '#app/build-time/build-env.ts'
import { buttonVariants } from '#app/components/ui/button-variants.ts'
import { i18n } from '#app/i18n/i18n.ts'
import { pageLabel } from '#app/i18n/page-text.ts'
import { pagePath } from '#app/i18n/pages.ts'
import { buildMeta } from '#app/seo/meta.ts'
import { defaultSocialImage } from '#app/seo/page-meta.ts'

const SUGGESTIONS = ['packages', 'audit', 'blog', 'about'] as const

export function meta() {
  const t = i18n.getFixedT(BUILD_LANGUAGE)
  return buildMeta({
    language: BUILD_LANGUAGE,
    origins: ORIGINS,
    title: t('not_found.meta_title'),
    description: t('not_found.meta_description'),
    keywords: '',
    paths: null,
    image: defaultSocialImage(),
    noIndex: true,
    feedTitle: t('feed.title'),
  })
}

/** Served with status 404 for every path the site does not have. */
export default function NotFound() {
  const { t } = useTranslation()
  return (
    <section className="mx-auto max-w-2xl px-4 py-20 text-center">
      <p className="text-sm font-semibold tracking-widest text-brand-700">404</p>
      <h1 className="mt-2 text-3xl font-extrabold tracking-tight text-brand-950 sm:text-4xl">
        {t('not_found.title')}
      </h1>
      <p className="mt-4 text-lg text-muted">{t('not_found.text')}</p>
      <a href="/" className={buttonVariants({ className: 'mt-8' })}>
        {t('not_found.home')}
      </a>
      <h2 className="mt-12 font-semibold text-ink">{t('not_found.suggestions')}</h2>
      <ul className="mt-3 flex flex-wrap justify-center gap-x-6 gap-y-2">
        {SUGGESTIONS.map((id) => (
          <li key={id}>
            <a
              href={pagePath(id, BUILD_LANGUAGE)}
              className="text-brand-800 underline underline-offset-4"
            >
              {pageLabel(t, id)}
            </a>
          </li>
        ))}
      </ul>
    </section>
  )
}
