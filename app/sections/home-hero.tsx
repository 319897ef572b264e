import { useTranslation } from 'react-i18next'
import { BUILD_LANGUAGE } from '../build-env.ts'
import { pagePath } from '../i18n/pages.ts'

export function HomeHero() {
  const { t } = useTranslation('homepage')
  return (
    <section className="bg-gradient-to-b from-brand-50 to-white">
      <div className="mx-auto max-w-4xl px-4 py-16 text-center sm:py-24">
        <p className="inline-block rounded-full bg-brand-100 px-4 py-1.5 text-sm font-semibold text-brand-900">
          {t('hero.badge')}
        </p>
        <h1 className="mt-6 text-4xl font-extrabold tracking-tight text-brand-950 text-balance sm:text-6xl">
          {t('hero.title_start')}{' '}
          <span className="text-brand-700 underline decoration-accent-400 decoration-4 underline-offset-8">
            {t('hero.title_highlight')}
          </span>{' '}
          {t('hero.title_end')}
        </h1>
        <p className="mx-auto mt-6 max-w-2xl text-lg text-muted text-pretty sm:text-xl">
          {t('hero.subtitle')}
        </p>
        <p className="mt-6 inline-flex items-center gap-2 rounded-lg border border-brand-200 bg-white px-4 py-2 text-sm font-medium text-brand-900">
          <svg
            viewBox="0 0 24 24"
            className="size-5 text-brand-700"
            aria-hidden="true"
            focusable="false"
          >
            <path
              d="M12 3 4 6v6c0 4.4 3.4 8.5 8 9 4.6-.5 8-4.6 8-9V6l-8-3Zm-1.2 12.6-3.3-3.3 1.4-1.4 1.9 1.9 4.6-4.6 1.4 1.4-6 6Z"
              fill="currentColor"
            />
          </svg>
          {t('hero.guarantee')}
        </p>
        <div className="mt-8">
          <a href={pagePath('audit', BUILD_LANGUAGE)} className="btn-primary px-8 py-3.5 text-lg">
            {t('hero.cta')}
          </a>
        </div>
      </div>
    </section>
  )
}
