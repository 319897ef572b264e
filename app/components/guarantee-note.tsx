import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { BUILD_LANGUAGE } from '#app/build-time/build-env.ts'
import { cn } from '#app/components/ui/cn.ts'
import type { Language } from '#app/i18n/languages.ts'
import { pagePath } from '#app/i18n/pages.ts'
import { GUARANTEE_TERMS_SECTION } from '#app/sections/terms-sections.ts'

/** The terms page, at the guarantee's section (LegalDocument numbers sections `section-{n}`). */
export function guaranteeTermsPath(language: Language = BUILD_LANGUAGE): string {
  return `${pagePath('terms', language)}#section-${GUARANTEE_TERMS_SECTION}`
}

/** A link to the guarantee's full conditions in the terms. */
export function GuaranteeTermsLink({ className, text }: { className?: string; text?: string }) {
  const { t } = useTranslation('universal')
  return (
    <a href={guaranteeTermsPath()} className={className ?? 'underline underline-offset-4'}>
      {text ?? t('guarantee.link')}
    </a>
  )
}

/**
 * The money-back guarantee in one line: the promise, how and by when to claim it (in writing,
 * within 14 days after the first 30 days) and a link to its section of the terms, which with the
 * home FAQ holds the rest of its conditions. Shown wherever the guarantee is promised
 * (tests/unit/claims.test.ts, guarantee-rendering.test.tsx); `children`, what this page must add
 * in the same breath (the packages page: that it covers the fee, not ad spend).
 */
export function GuaranteeLine({
  className,
  children,
}: {
  className?: string
  children?: ReactNode
}) {
  const { t } = useTranslation('universal')
  return (
    <p className={cn('text-pretty', className)} data-guarantee="">
      <strong className="font-semibold">{t('guarantee.promise')}</strong>{' '}
      {t('guarantee.conditions')} {children && <>{children} </>}
      <GuaranteeTermsLink />
    </p>
  )
}
