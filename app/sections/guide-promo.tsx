import { useTranslation } from 'react-i18next'
import { BUILD_LANGUAGE } from '#app/build-time/build-env.ts'
import { SelfCheckLink } from '#app/components/self-check-link.tsx'
import { buttonVariants } from '#app/components/ui/button-variants.ts'
import { pagePath } from '#app/i18n/pages.ts'

/**
 * Points to the free PDF guide and the self-check (on the blog, where readers who want to do it
 * themselves are).
 */
export function GuidePromo() {
  const { t } = useTranslation()
  return (
    <aside aria-labelledby="guide-promo" className="mx-auto max-w-6xl px-4 py-8">
      <div className="flex flex-col items-start gap-4 rounded-2xl border-2 border-dashed border-brand-200 bg-brand-50 p-6 sm:flex-row sm:items-center sm:justify-between">
        <div>
          <h2 id="guide-promo" className="text-xl font-bold text-brand-950">
            {t('download.link_title')}
          </h2>
          <p className="mt-1 text-muted">{t('download.link_text')}</p>
          <SelfCheckLink className="mt-2" />
        </div>
        <a
          href={pagePath('download', BUILD_LANGUAGE)}
          className={buttonVariants({ className: 'shrink-0' })}
        >
          {t('download.link')}
        </a>
      </div>
    </aside>
  )
}
