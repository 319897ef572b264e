import { expect, test } from 'vitest'
import { formatLongDate, formatOpeningHours, WEEKDAYS } from './format-date.ts'

test('dates are written the Danish way on the Danish site and the American way on the English', () => {
  expect(formatLongDate('2024-12-19', 'da')).toBe('19. december 2024')
  // AP style: five months spelled out, the rest abbreviated.
  expect(formatLongDate('2024-12-19', 'en')).toBe('Dec. 19, 2024')
  expect(formatLongDate('2025-03-05', 'en')).toBe('March 5, 2025')
  expect(formatLongDate('2025-09-01', 'en')).toBe('Sept. 1, 2025')
})

test('opening hours are written in a few words, days in a row as a range', () => {
  const weekdays = { days: WEEKDAYS.slice(0, 5), opens: '09:00', closes: '17:00' }
  expect(formatOpeningHours(weekdays, 'da')).toBe('man.–fre. kl. 9–17')
  expect(formatOpeningHours(weekdays, 'en')).toBe('Weekdays, 9\u00a0a.m. to 5\u00a0p.m.')
  const odd = { days: ['Saturday', 'Monday'], opens: '07:30', closes: '15:00' }
  expect(formatOpeningHours(odd, 'da')).toBe('man., lør. kl. 7.30–15.00')
  expect(formatOpeningHours(odd, 'en')).toBe('Mon, Sat, 7:30\u00a0a.m. to 3:00\u00a0p.m.')
  const saturdays = {
    days: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'],
    opens: '08:00',
    closes: '16:00',
  }
  expect(formatOpeningHours(saturdays, 'en')).toBe('Mon–Sat, 8\u00a0a.m. to 4\u00a0p.m.')
})
