// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, expect, test } from 'vitest'
import { resetSiteDetails, withSiteDetails } from '#tests/site-details.ts'

afterEach(() => {
  cleanup()
  resetSiteDetails()
})

test('"Book et opkald" links to the booking page once the owner sets one, and not before', async () => {
  await withSiteDetails({ bookingUrl: 'https://cal.example.dk/jens' })
  const { BookingPageLink } = await import('./booking-page-link.tsx')
  render(<BookingPageLink />)
  expect(screen.getByRole('link', { name: 'Book et opkald' }).getAttribute('href')).toBe(
    'https://cal.example.dk/jens',
  )
  cleanup()
  resetSiteDetails()
  await withSiteDetails({ bookingUrl: undefined })
  const without = await import('./booking-page-link.tsx')
  expect(render(<without.BookingPageLink />).container.innerHTML).toBe('')
})
