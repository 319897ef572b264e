import { expect, test } from 'vitest'
import { formatLongDate, formatOpeningHours, WEEKDAYS } from './format-date.ts'

test('dates are written the Danish way on the Danish site and the American way on the English', () => {
  expect(formatLongDate('2024-12-19', 'da')).toBe('19. december 2024')
  expect(formatLongDate('2024-12-19', 'en')).toBe('December 19, 2024')
})

test('opening hours are written in a few words, days in a row as a range', () => {
  const weekdays = { days: WEEKDAYS.slice(0, 5), opens: '09:00', closes: '17:00' }
  expect(formatOpeningHours(weekdays, 'da')).toBe('man.–fre. kl. 9–17')
  expect(formatOpeningHours(weekdays, 'en')).toBe('Mon–Fri, 9\u202fAM–5\u202fPM')
  const odd = { days: ['Saturday', 'Monday'], opens: '07:30', closes: '15:00' }
  expect(formatOpeningHours(odd, 'da')).toBe('man., lør. kl. 7.30–15.00')
  expect(formatOpeningHours(odd, 'en')).toBe('Mon, Sat, 7:30\u202fAM–3:00\u202fPM')
})
