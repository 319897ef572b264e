// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, expect, test } from 'vitest'
import { PROOF, resetSiteDetails, withSiteDetails } from '#tests/site-details.ts'

afterEach(() => {
  cleanup()
  resetSiteDetails()
})

const rendered = async () => {
  const { GoogleRating } = await import('./google-rating.tsx')
  return render(<GoogleRating />)
}

test('the rating and the number of reviews link to the profile, where a visitor can check them', async () => {
  await withSiteDetails(PROOF.details)
  await rendered()
  const line = screen.getByRole('link', { name: '4,9 ud af 5 på Google · 23 anmeldelser' })
  expect(line.getAttribute('href')).toBe('https://maps.app.goo.gl/abc')
})

test('one review is one anmeldelse, and a whole rating keeps its decimal as Google shows it', async () => {
  await withSiteDetails({ ...PROOF.details, googleReviews: { rating: 5, count: 1 } })
  await rendered()
  expect(screen.getByRole('link', { name: '5,0 ud af 5 på Google · 1 anmeldelse' })).toBeTruthy()
})

test('nothing without the rating, or without the profile to check it on', async () => {
  await withSiteDetails({
    googleProfileUrl: 'https://maps.app.goo.gl/abc',
    googleReviews: undefined,
  })
  expect((await rendered()).container.innerHTML).toBe('')
  cleanup()
  resetSiteDetails()
  await withSiteDetails({ googleProfileUrl: undefined, googleReviews: { rating: 4.9, count: 23 } })
  expect((await rendered()).container.innerHTML).toBe('')
})
