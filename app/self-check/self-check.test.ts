// @vitest-environment node
import { readFileSync } from 'node:fs'
import { expect, test } from 'vitest'
import { SELF_CHECK_FIXES, SELF_CHECK_QUESTIONS } from './self-check.ts'

// Quotes and line breaks as the formatter leaves them.
const css = readFileSync('app/app.css', 'utf8').replaceAll("'", '"').replace(/\s+/g, ' ')
const rulesFor = (position: number) =>
  css.split(`.check-question:nth-child(${position}) input[value="no"]:checked`).length - 1

test('app.css shows the fix of every question answered no, and of no question beyond them', () => {
  // Once to show it, once among those counted for the limit.
  SELF_CHECK_QUESTIONS.forEach((_, index) => {
    expect(rulesFor(index + 1), `question ${index + 1}`).toBe(2)
  })
  expect(rulesFor(SELF_CHECK_QUESTIONS.length + 1)).toBe(0)
})

test('app.css shows as many fixes as SELF_CHECK_FIXES says', () => {
  expect(css).toContain(`.check-fix:nth-child( n + ${SELF_CHECK_FIXES + 1} of :is(`)
})
