/**
 * Reduced motion, for scripts. CSS handles what it can by itself (app.css): smooth scrolling
 * only when motion is welcome, and every transition and animation cut short when it is not.
 * What a script animates (the statistics' count-up, the benefits' reveal) asks here first.
 */
export function prefersReducedMotion(): boolean {
  return window.matchMedia('(prefers-reduced-motion: reduce)').matches
}
