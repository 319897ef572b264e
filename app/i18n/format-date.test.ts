import { expect, test } from 'vitest'
import { formatLongDate } from './format-date.ts'

test('dates are written the Danish way on the Danish site and the American way on the English', () => {
  expect(formatLongDate('2024-12-19', 'da')).toBe('19. december 2024')
  expect(formatLongDate('2024-12-19', 'en')).toBe('December 19, 2024')
})
