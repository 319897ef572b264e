// @vitest-environment happy-dom
import { cleanup, render, screen, within } from '@testing-library/react'
import { afterEach, expect, test } from 'vitest'
import { PROOF, resetSiteDetails, withSiteDetails } from '#tests/site-details.ts'

afterEach(() => {
  cleanup()
  resetSiteDetails()
})

const rendered = async () => {
  const { NamedClients } = await import('./named-clients.tsx')
  return render(<NamedClients />)
}

test('each named client with trade, town, sentence, and a link only where he wants one', async () => {
  await withSiteDetails(PROOF.details)
  await rendered()
  const section = screen.getByRole('region', { name: 'Kunder, du selv kan spørge' })
  const items = within(section).getAllByRole('listitem')
  expect(items.map((item) => item.textContent)).toEqual([
    'Hansen ElElektriker, Viby JVi bliver ringet op oftere nu.',
    'Bager JensenBager, RisskovÅbningstiderne er endelig rigtige.',
  ])
  expect(within(section).getByRole('link', { name: 'Hansen El' }).getAttribute('href')).toBe(
    'https://hansen-el.example',
  )
  expect(within(section).queryByRole('link', { name: 'Bager Jensen' })).toBeNull()
})

test('no section until the owner names a client', async () => {
  await withSiteDetails({ clients: undefined })
  expect((await rendered()).container.innerHTML).toBe('')
  cleanup()
  resetSiteDetails()
  await withSiteDetails({ clients: [] })
  expect((await rendered()).container.innerHTML).toBe('')
})
