import { useTranslation } from 'react-i18next'
import { BUILD_LANGUAGE } from '#app/build-time/build-env.ts'
import { buttonVariants } from '#app/components/ui/button-variants.ts'
import { cn } from '#app/components/ui/cn.ts'
import { SectionHeading } from '#app/components/ui/section-heading.tsx'
import { pagePath } from '#app/i18n/pages.ts'
import { CallToAction } from './call-to-action.tsx'

const BENEFITS = ['found', 'trust', 'reviews', 'time', 'clarity'] as const
/** Staggered reveal (spec: 0, 200, 400, 600 ms); the wide fifth card starts its own row. */
const REVEAL_DELAYS = ['delay-0', 'delay-200', 'delay-400', 'delay-600'] as const

/**
 * The cards are visible in the HTML. In the browser, if the section is still below the fold and
 * motion is welcome, they wait hidden (`data-reveal="waiting"`) and reveal one by one when the
 * section comes into view (browser/islands/reveal.ts).
 */
export function Benefits() {
  const { t } = useTranslation('homepage')
  return (
    <section aria-labelledby="benefits-title" className="group/reveal bg-slate-50">
      <div className="mx-auto max-w-6xl px-4 pt-8 md:pt-16">
        <SectionHeading id="benefits-title">{t('benefits.title')}</SectionHeading>
        <ul className="mt-4 grid gap-3 md:mt-10 md:grid-cols-2 md:gap-6">
          {BENEFITS.map((id, index) => (
            <li
              key={id}
              className={cn(
                'border-slate-200 py-1 transition duration-700 md:rounded-xl md:border md:bg-white md:p-6 md:shadow-sm',
                REVEAL_DELAYS[index % REVEAL_DELAYS.length],
                index === BENEFITS.length - 1 && 'md:col-span-2',
                'group-data-[reveal=waiting]/reveal:translate-y-6 group-data-[reveal=waiting]/reveal:opacity-0',
              )}
            >
              <h3 className="text-lg font-bold text-brand-900 md:text-xl">
                {t(`benefits.items.${id}.title`)}
              </h3>
              <p className="mt-1 text-muted">{t(`benefits.items.${id}.text`)}</p>
            </li>
          ))}
        </ul>
      </div>
      <CallToAction
        id="benefits-cta"
        title={t('benefits.cta.title')}
        text={
          // The steps from the first contact in four lines; all five, in full, are on packages.
          <ol className="mx-auto mt-4 max-w-xl list-decimal space-y-1 pl-6 text-left text-brand-100 marker:font-bold marker:text-accent-400">
            {(t('benefits.cta.steps', { returnObjects: true }) as string[]).map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ol>
        }
      >
        <a
          href={pagePath('audit', BUILD_LANGUAGE)}
          className={buttonVariants({ variant: 'accent', size: 'wide' })}
        >
          {t('benefits.cta.button')}
        </a>
      </CallToAction>
    </section>
  )
}
