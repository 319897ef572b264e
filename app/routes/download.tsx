import { useTranslation } from 'react-i18next'
import { BUILD_LANGUAGE } from '#app/build-time/build-env.ts'
import { PageHero } from '#app/components/page-hero.tsx'
import { SelfCheckLink } from '#app/components/self-check-link.tsx'
import { GUIDE_FILES } from '#app/guide/guide-files.ts'
import { pageMeta } from '#app/seo/page-meta.ts'

export const meta = () => pageMeta('download')

/**
 * The guide of this page's language downloads by itself (the page script follows the link
 * marked `data-auto-download`), and the link stays for a visitor without scripts.
 */
export default function Download() {
  const { t } = useTranslation()
  const file = GUIDE_FILES[BUILD_LANGUAGE]
  return (
    <PageHero page="download">
      <p role="status" className="mt-8 text-xl font-semibold text-brand-900">
        {t('download.starting')}
      </p>
      <p className="mt-4">
        <a
          href={file}
          download
          data-auto-download
          className="font-semibold text-brand-800 underline underline-offset-4"
        >
          {t('download.fallback')}
        </a>
      </p>
      <SelfCheckLink className="mt-8" />
    </PageHero>
  )
}
