import { useTranslation } from 'react-i18next'
import { BUILD_LANGUAGE } from '#app/build-time/build-env.ts'
import { pagePath } from '#app/i18n/pages.ts'

/** The self-check, offered beside the guide: "Tag selvtjekket: … (2 min.)". */
export function SelfCheckLink({ className }: { className?: string }) {
  const { t } = useTranslation()
  return (
    <p className={className}>
      <a
        href={pagePath('selfCheck', BUILD_LANGUAGE)}
        className="inline-flex min-h-11 items-center font-semibold text-brand-800 underline underline-offset-4"
      >
        {t('self_check.link')}
      </a>
    </p>
  )
}
