import { type RefObject, useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { prefersReducedMotion } from '../components/reduced-motion.ts'
import { SectionHeading } from '../components/section-heading.tsx'
import { useFirstView } from '../components/use-first-view.ts'
import { COUNT_DURATION_MS, countAt } from './count-up.ts'

export const STATS = [
  { id: 'local_intent', percent: 46 },
  { id: 'near_me', percent: 900 },
  { id: 'visit_within_day', percent: 76 },
] as const

/** Counting starts once this share of the section is in view (spec: 30 %). */
const VISIBLE_SHARE = 0.3

/**
 * The prerendered page shows the final numbers. After hydration, if the section is still
 * below the fold (so the visitor has not seen its numbers), the counters wait at 0 until it is
 * first seen, then count up once. A number the visitor may have seen never jumps back to 0,
 * and with reduced motion the numbers stay final.
 */
function useCountUp(section: RefObject<HTMLElement | null>, seen: boolean): number | null {
  const [elapsed, setElapsed] = useState<number | null>(null)
  const [armed, setArmed] = useState(false)
  useEffect(() => {
    const numbers = section.current?.querySelector('[data-counter]')
    const top = numbers?.getBoundingClientRect().top ?? 0
    if (top < window.innerHeight || prefersReducedMotion()) return
    setArmed(true)
    setElapsed(0)
  }, [section])
  useEffect(() => {
    if (!seen || !armed) return
    let frame = 0
    const start = performance.now()
    const tick = (now: number) => {
      const ms = now - start
      if (ms >= COUNT_DURATION_MS) return setElapsed(null)
      setElapsed(ms)
      frame = requestAnimationFrame(tick)
    }
    frame = requestAnimationFrame(tick)
    return () => cancelAnimationFrame(frame)
  }, [seen, armed])
  return elapsed
}

export function Stats() {
  const { t } = useTranslation('homepage')
  // The language's way of writing a percentage (stats.test.ts holds it to Intl's). Intl is not
  // used in the browser: its first NumberFormat costs a throttled phone ~60 ms during hydration.
  const formatPercent = (value: number) => t('stats.percent', { percent: value })
  const [ref, seen] = useFirstView<HTMLElement>(VISIBLE_SHARE)
  const elapsed = useCountUp(ref, seen)
  return (
    <section ref={ref} aria-labelledby="stats-title" className="bg-white">
      <div className="mx-auto max-w-6xl px-4 py-16">
        <SectionHeading id="stats-title">{t('stats.title')}</SectionHeading>
        <p className="mx-auto mt-4 max-w-2xl text-center text-lg text-muted">{t('stats.lead')}</p>
        <dl className="mt-10 grid gap-6 md:grid-cols-3">
          {STATS.map(({ id, percent }) => {
            const final = formatPercent(percent)
            const shown = formatPercent(elapsed === null ? percent : countAt(elapsed, percent))
            return (
              <div
                key={id}
                className="flex flex-col rounded-xl border border-brand-100 bg-brand-50 p-6 text-center"
              >
                <dt className="order-2 mt-3 font-semibold text-ink">
                  {t(`stats.items.${id}.label`)}
                </dt>
                <dd className="order-1 text-5xl font-extrabold text-brand-800 tabular-nums">
                  <span className="sr-only">{final}</span>
                  {/* Figure spaces keep every step as wide as the final number: no layout shift. */}
                  <span aria-hidden="true" data-counter={percent} className="whitespace-pre">
                    {shown.padStart(final.length, '\u2007')}
                  </span>
                </dd>
                <dd className="order-3 mt-3 text-sm text-muted">{t(`stats.items.${id}.source`)}</dd>
              </div>
            )
          })}
        </dl>
        <p className="mx-auto mt-6 max-w-2xl text-center text-sm text-muted">{t('stats.note')}</p>
      </div>
    </section>
  )
}
