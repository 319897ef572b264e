// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, expect, test } from 'vitest'
import { resetSiteDetails, withSiteDetails } from '#tests/site-details.ts'

afterEach(() => {
  cleanup()
  resetSiteDetails()
})

const rendered = async () => {
  const { ContactDetails } = await import('./contact-details.tsx')
  return render(<ContactDetails />)
}

test('phone and e-mail as links; the Google profile once the owner sets it', async () => {
  await withSiteDetails({ googleProfileUrl: 'https://maps.app.goo.gl/abc' })
  await rendered()
  expect(screen.getByRole('link', { name: /^\+45/ }).getAttribute('href')).toMatch(/^tel:\+45\d+$/)
  expect(screen.getByRole('link', { name: /@/ }).getAttribute('href')).toMatch(/^mailto:/)
  expect(
    screen.getByRole('link', { name: 'Se min profil og anmeldelser' }).getAttribute('href'),
  ).toBe('https://maps.app.goo.gl/abc')
})

test('no Google line without the profile', async () => {
  await withSiteDetails({ googleProfileUrl: undefined })
  await rendered()
  expect(screen.queryByRole('link', { name: /profil og anmeldelser/ })).toBeNull()
})
