/** The statistics counters: from 0 to their value over 2 s, strong ease-out, rounded down. */
export const COUNT_DURATION_MS = 2000

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
