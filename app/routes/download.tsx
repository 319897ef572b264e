import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { PageHero } from '../components/page-hero.tsx'
import { GUIDE_FILES } from '../guide.ts'
import { pageMeta } from '../seo/page-meta.ts'

export const meta = () => pageMeta('download')

/** Starts the download of the guide in the shown language by itself, with a link in case it does not. */
export default function Download() {
  const { t, i18n } = useTranslation()
  const file = GUIDE_FILES[i18n.language === 'en' ? 'en' : 'da']
  useEffect(() => {
    const link = document.createElement('a')
    link.href = file
    link.download = file.split('/').at(-1) ?? ''
    link.click()
  }, [file])
  return (
    <PageHero page="download">
      <p role="status" className="mt-8 text-xl font-semibold text-brand-900">
        {t('download.starting')}
      </p>
      <p className="mt-4">
        <a
          href={file}
          download
          className="font-semibold text-brand-800 underline underline-offset-4"
        >
          {t('download.fallback')}
        </a>
      </p>
    </PageHero>
  )
}
