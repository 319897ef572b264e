import { prefersReducedMotion } from './reduced-motion.ts'
import { watchSection } from './watch-section.ts'

/** The statistics counters: from 0 to their value over 2 s, strong ease-out, rounded down. */
export const COUNT_DURATION_MS = 2000
/** Counting starts once this share of the section is in view (spec: 30 %). */
const VISIBLE_SHARE = 0.3

/** Exponential ease-out: most of the distance early, a long gentle finish; exactly 1 at the end. */
export function easeOutExpo(progress: number): number {
  if (progress <= 0) return 0
  if (progress >= 1) return 1
  return 1 - 2 ** (-10 * progress)
}

/** The counter's whole value after `elapsedMs` of counting towards `target`. */
export function countAt(elapsedMs: number, target: number, durationMs = COUNT_DURATION_MS): number {
  return Math.floor(target * easeOutExpo(elapsedMs / durationMs))
}

/**
 * A step of a counter, written as its final text is (`46 %`, `46%`: the build wrote it with the
 * language's Intl format) with `value` in place of `target`. Figure spaces keep every step as
 * wide as the final text, so nothing shifts.
 */
export function counterStep(finalText: string, target: number, value: number): string {
  return finalText.replace(String(target), String(value)).padStart(finalText.length, '\u2007')
}

/**
 * The statistics island. The HTML shows the final numbers. If the section is still below the
 * fold once the page is laid out (so the visitor has not seen its numbers), the counters go to
 * 0 and count up once, when 30 % of the section is first in view. A number the visitor may have
 * seen never jumps back to 0, and with reduced motion the numbers stay final.
 */
export function countUp(island: HTMLElement): void {
  const counters = [...island.querySelectorAll<HTMLElement>('[data-counter]')].map((element) => ({
    element,
    target: Number(element.dataset.counter),
    finalText: element.textContent ?? '',
  }))
  const show = (elapsedMs: number) => {
    for (const { element, target, finalText } of counters)
      element.textContent = counterStep(finalText, target, countAt(elapsedMs, target))
  }
  watchSection(
    island,
    VISIBLE_SHARE,
    (belowFold) => {
      const count = belowFold && !prefersReducedMotion()
      if (count) show(0)
      return count
    },
    () => {
      const start = performance.now()
      const tick = (now: number) => {
        show(Math.min(now - start, COUNT_DURATION_MS))
        if (now - start < COUNT_DURATION_MS) requestAnimationFrame(tick)
      }
      requestAnimationFrame(tick)
    },
  )
}
