import { useTranslation } from 'react-i18next'
import { BUILD_LANGUAGE } from '#app/build-time/build-env.ts'
import { CallLink } from '#app/components/call-link.tsx'
import { pagePath } from '#app/i18n/pages.ts'

/**
 * Under the free-analysis form, for who is not ready to type: a call one tap away, or the
 * self-check, whose answers then travel with the request.
 */
export function CallOrSelfCheck() {
  const { t } = useTranslation('audit')
  return (
    <section aria-labelledby="audit-call-title" className="mx-auto max-w-xl px-4 pb-12 text-center">
      <h2 id="audit-call-title" className="text-xl font-bold text-brand-950">
        {t('call.title')}
      </h2>
      <div className="mt-4 flex justify-center">
        <CallLink />
      </div>
      <p className="mt-4">
        <a
          href={pagePath('selfCheck', BUILD_LANGUAGE)}
          className="inline-flex min-h-11 items-center font-semibold text-brand-800 underline underline-offset-4"
        >
          {t('call.self_check')}
        </a>
      </p>
    </section>
  )
}
