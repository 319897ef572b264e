import { expect, test } from 'vitest'
import { intlLocale, LANGUAGES } from '#app/i18n/languages.ts'
import { STATS } from '#app/sections/stats.tsx'
import { COUNT_DURATION_MS, countAt, counterStep, easeOutExpo } from './count-up.ts'

test('the easing starts at 0, ends at exactly 1, and never goes back', () => {
  expect(easeOutExpo(0)).toBe(0)
  expect(easeOutExpo(1)).toBe(1)
  expect(easeOutExpo(-1)).toBe(0)
  expect(easeOutExpo(2)).toBe(1)
  let previous = 0
  for (let step = 1; step <= 100; step++) {
    const value = easeOutExpo(step / 100)
    expect(value).toBeGreaterThanOrEqual(previous)
    previous = value
  }
})

test('the ease-out is strong: over 90 % of the way after a third of the time', () => {
  expect(easeOutExpo(1 / 3)).toBeGreaterThan(0.9)
  expect(easeOutExpo(0.5)).toBeGreaterThan(0.96)
})

test('counting lasts 2000 ms and lands exactly on the target, rounded down on the way', () => {
  expect(COUNT_DURATION_MS).toBe(2000)
  expect(countAt(0, 900)).toBe(0)
  expect(countAt(100, 46)).toBe(Math.floor(46 * (1 - 2 ** -0.5)))
  expect(countAt(1999, 76)).toBe(75)
  expect(countAt(2000, 76)).toBe(76)
  expect(countAt(5000, 900)).toBe(900)
  for (let ms = 0; ms <= 2000; ms += 50) expect(Number.isInteger(countAt(ms, 46))).toBe(true)
})

test.each(LANGUAGES)(
  '%s: every step of every counter is written as Intl writes that percentage, as wide as the last',
  (language) => {
    const intl = new Intl.NumberFormat(intlLocale(language), { style: 'percent' })
    for (const { percent } of STATS) {
      const finalText = intl.format(percent / 100)
      for (let value = 0; value <= percent; value++) {
        const step = counterStep(finalText, percent, value)
        expect(step).toHaveLength(finalText.length)
        expect(step.replace(/^\u2007+/, '')).toBe(intl.format(value / 100))
      }
    }
  },
)
