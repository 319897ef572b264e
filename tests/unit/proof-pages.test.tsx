// @vitest-environment happy-dom
/**
 * With every proof setting filled in (tests/site-details.ts), home, about and the case page show
 * what a sceptical visitor can check: the Google rating beside the first action, the founder's
 * years, past roles and LinkedIn, and the named clients.
 */
import universal from '@locales/universal.json'
import { cleanup, render, screen } from '@testing-library/react'
import type { ComponentType } from 'react'
import { createRoutesStub } from 'react-router'
import { afterEach, expect, test } from 'vitest'
import { addBundledNamespace } from '#app/i18n/i18n.ts'
import { PROOF, resetSiteDetails, withSiteDetails } from '#tests/site-details.ts'

addBundledNamespace('universal', universal)
afterEach(() => {
  cleanup()
  resetSiteDetails()
})

async function page(route: string) {
  await withSiteDetails(PROOF.details, PROOF.founder)
  const { default: Component } = (await import(`#app/routes/${route}.tsx`)) as {
    default: ComponentType
  }
  const Stub = createRoutesStub([{ path: '/', Component }])
  render(<Stub initialEntries={['/']} />)
  await screen.findAllByRole('link')
}

const RATING = { name: '4,9 ud af 5 på Google · 23 anmeldelser' }

test('home: the rating right after the main action, then the named clients', async () => {
  await page('home')
  const rating = screen.getByRole('link', RATING)
  const mainAction = screen.getAllByRole('link', { name: /gratis analyse/i })[0]
  expect(mainAction?.compareDocumentPosition(rating)).toBe(Node.DOCUMENT_POSITION_FOLLOWING)
  const clients = screen.getByRole('region', { name: 'Kunder, du selv kan spørge' })
  expect(clients.textContent).toContain('Hansen El')
  expect(clients.textContent).toContain('Bager Jensen')
})

test('about: rating, years, past roles and LinkedIn on the founder card', async () => {
  await page('about')
  expect(screen.getByRole('link', RATING)).toBeTruthy()
  expect(screen.getByText('12 års erfaring med lokal SEO')).toBeTruthy()
  expect(screen.getByText('6 år som marketingkoordinator i en VVS-kæde')).toBeTruthy()
  expect(screen.getByRole('link', { name: /på LinkedIn$/ })).toBeTruthy()
})

test('cases: the named clients', async () => {
  await page('cases')
  const clients = screen.getByRole('region', { name: 'Kunder, du selv kan spørge' })
  expect(clients.textContent).toContain('Hansen El')
})
