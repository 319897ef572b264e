import { type RefObject, useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { BUILD_LANGUAGE } from '../build-env.ts'
import { buttonVariants } from '../components/button-variants.ts'
import { cn } from '../components/cn.ts'
import { prefersReducedMotion } from '../components/reduced-motion.ts'
import { SectionHeading } from '../components/section-heading.tsx'
import { useFirstView } from '../components/use-first-view.ts'
import { pagePath } from '../i18n/pages.ts'
import { CallToAction } from './call-to-action.tsx'

const BENEFITS = ['found', 'trust', 'reviews', 'time', 'clarity'] as const
/** Staggered reveal (spec: 0, 200, 400, 600 ms); the wide fifth card starts its own row. */
const REVEAL_DELAYS = ['delay-0', 'delay-200', 'delay-400', 'delay-600'] as const

/**
 * Cards are visible in the prerendered page. After hydration, and only when the section is
 * still below the fold and motion is welcome, they wait hidden and then reveal one by one.
 */
function useReveal(section: RefObject<HTMLElement | null>, seen: boolean): boolean {
  const [waiting, setWaiting] = useState(false)
  useEffect(() => {
    const top = section.current?.getBoundingClientRect().top ?? 0
    if (top > window.innerHeight && !prefersReducedMotion()) setWaiting(true)
  }, [section])
  return waiting && !seen
}

export function Benefits() {
  const { t } = useTranslation('homepage')
  const [ref, seen] = useFirstView<HTMLElement>(0.15)
  const hidden = useReveal(ref, seen)
  return (
    <section ref={ref} aria-labelledby="benefits-title" className="bg-slate-50">
      <div className="mx-auto max-w-6xl px-4 pt-16">
        <SectionHeading id="benefits-title">{t('benefits.title')}</SectionHeading>
        <p className="mx-auto mt-4 max-w-2xl text-center text-lg text-muted">
          {t('benefits.lead')}
        </p>
        <ul className="mt-10 grid gap-6 md:grid-cols-2">
          {BENEFITS.map((id, index) => (
            <li
              key={id}
              className={cn(
                'rounded-xl border border-slate-200 bg-white p-6 shadow-sm transition duration-700',
                REVEAL_DELAYS[index % REVEAL_DELAYS.length],
                index === BENEFITS.length - 1 && 'md:col-span-2',
                hidden ? 'translate-y-6 opacity-0' : 'translate-y-0 opacity-100',
              )}
            >
              <h3 className="text-xl font-bold text-brand-900">
                {t(`benefits.items.${id}.title`)}
              </h3>
              <p className="mt-2 text-muted">{t(`benefits.items.${id}.text`)}</p>
            </li>
          ))}
        </ul>
      </div>
      <CallToAction id="benefits-cta" title={t('benefits.cta.title')} text={t('benefits.cta.text')}>
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
