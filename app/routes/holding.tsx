import { useTranslation } from 'react-i18next'
import { BUILD_LANGUAGE, ORIGINS } from '#app/build-time/build-env.ts'
import { LogoMark } from '#app/components/logo.tsx'
import { i18n } from '#app/i18n/i18n.ts'
import { LANGUAGE_QUERY, otherLanguage } from '#app/i18n/languages.ts'
import { buildMeta } from '#app/seo/meta.ts'
import { defaultSocialImage } from '#app/seo/page-meta.ts'
import { site } from '#app/settings/site.ts'

/**
 * The only page of a build for visitors while the sample business remains (app/build-time/site-mode.ts):
 * the brand and what it does, nothing of the sample founder, not indexed. Every path answers it.
 */
export const handle = { bare: true }

export function meta() {
  const t = i18n.getFixedT(BUILD_LANGUAGE)
  return buildMeta({
    language: BUILD_LANGUAGE,
    origins: ORIGINS,
    title: t('holding.meta_title'),
    description: t('holding.meta_description'),
    keywords: '',
    paths: null,
    image: defaultSocialImage(),
    noIndex: true,
    feedTitle: null,
  })
}

export default function Holding() {
  const { t } = useTranslation()
  const other = otherLanguage(BUILD_LANGUAGE)
  return (
    <main id="main" className="mx-auto flex min-h-dvh max-w-xl flex-col justify-center px-6 py-16">
      <p className="flex items-center gap-2 text-xl font-extrabold text-brand-900">
        <LogoMark className="size-9" />
        {site.brand}
      </p>
      <h1 className="mt-10 text-3xl font-extrabold tracking-tight text-brand-950 sm:text-4xl">
        {t('holding.title')}
      </h1>
      <p className="mt-4 text-lg text-muted">{t('holding.text')}</p>
      <p className="mt-10">
        <a
          href={`${ORIGINS[other]}/?${LANGUAGE_QUERY}=${other}`}
          hrefLang={other}
          lang={other}
          className="text-brand-800 underline underline-offset-4"
        >
          {t('holding.other_language')}
        </a>
      </p>
    </main>
  )
}
