// @vitest-environment happy-dom
import omOs from '@locales/om-os.json'
import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, expect, test } from 'vitest'
import { PROOF, resetSiteDetails, withSiteDetails } from '#tests/site-details.ts'

afterEach(() => {
  cleanup()
  resetSiteDetails()
})

const rendered = async () => {
  const { TeamCard } = await import('./team-card.tsx')
  return render(<TeamCard />)
}

test('with his details set: years, the Google rating, past roles and LinkedIn', async () => {
  await withSiteDetails(PROOF.details, PROOF.founder, { 'om-os': omOs })
  await rendered()
  expect(screen.getByText('12 års erfaring med lokal SEO')).toBeTruthy()
  expect(screen.getByRole('link', { name: /^4,9 ud af 5 på Google/ })).toBeTruthy()
  expect(screen.getByRole('heading', { level: 4, name: /^Før / })).toBeTruthy()
  expect(screen.getByText('6 år som marketingkoordinator i en VVS-kæde')).toBeTruthy()
  expect(screen.getByRole('link', { name: /på LinkedIn$/ }).getAttribute('href')).toBe(
    'https://www.linkedin.com/in/jens',
  )
})

test('without them, none of it shows', async () => {
  await withSiteDetails(
    { googleReviews: undefined },
    { yearsOfExperience: undefined, linkedinUrl: undefined, pastRoles: undefined },
    { 'om-os': omOs },
  )
  await rendered()
  expect(screen.queryByText(/erfaring med lokal SEO/)).toBeNull()
  expect(screen.queryByRole('link', { name: /LinkedIn|på Google/ })).toBeNull()
  expect(screen.queryByRole('heading', { level: 4, name: /^Før / })).toBeNull()
})
