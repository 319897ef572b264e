/**
 * The owner's optional details (content/site.json): a booking page, years of experience, his
 * LinkedIn, the business's Google profile and the intro offer's places left appear where they help once set, and not before.
 */

import cases from '@locales/cases.json'
import omOs from '@locales/om-os.json'
import universal from '@locales/universal.json'
import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, expect, test, vi } from 'vitest'
import { addBundledNamespace } from '#app/i18n/i18n.ts'
import { fillTextVariables } from '#app/site.ts'
import siteFile from '#content/site.json' with { type: 'json' }

addBundledNamespace('universal', universal)
addBundledNamespace('om-os', omOs)
addBundledNamespace('cases', cases)
afterEach(() => {
  cleanup()
  vi.resetModules()
  vi.doUnmock('#app/site.ts')
})

/** The components, with the site's details changed as the owner would in content/site.json. */
async function withDetails(
  details: Record<string, unknown>,
  founder: Record<string, unknown> = {},
) {
  vi.doMock('#app/site.ts', async (original) => {
    const actual = await original<typeof import('#app/site.ts')>()
    return {
      ...actual,
      site: { ...actual.site, ...details, founder: { ...actual.site.founder, ...founder } },
    }
  })
  return {
    ...(await import('./booking-page-link.tsx')),
    ...(await import('./contact-details.tsx')),
    ...(await import('./intro-offer.tsx')),
    ...(await import('#app/sections/case-story.tsx')),
    ...(await import('#app/sections/team-card.tsx')),
    ...(await import('#app/seo/structured-data.ts')),
  }
}

test('with the details set, the booking link, experience, LinkedIn and Google profile show', async () => {
  const { BookingPageLink, ContactDetails, TeamCard, businessData, personData } = await withDetails(
    { bookingUrl: 'https://cal.example.dk/jens', googleProfileUrl: 'https://maps.app.goo.gl/abc' },
    { yearsOfExperience: 12, linkedinUrl: 'https://www.linkedin.com/in/jens' },
  )
  render(
    <>
      <BookingPageLink />
      <ContactDetails />
      <TeamCard />
    </>,
  )
  expect(screen.getByRole('link', { name: 'Book et opkald' }).getAttribute('href')).toBe(
    'https://cal.example.dk/jens',
  )
  expect(
    screen.getByRole('link', { name: 'Se min profil og anmeldelser' }).getAttribute('href'),
  ).toBe('https://maps.app.goo.gl/abc')
  expect(screen.getByText('12 års erfaring med lokal SEO')).toBeTruthy()
  expect(screen.getByRole('link', { name: /på LinkedIn$/ }).getAttribute('href')).toBe(
    'https://www.linkedin.com/in/jens',
  )
  expect(businessData('da', 'https://lokalsynlig.dk', 'Lokal SEO')).toMatchObject({
    sameAs: ['https://maps.app.goo.gl/abc'],
  })
  expect(personData('da', 'https://lokalsynlig.dk', '/x.jpg')).toMatchObject({
    sameAs: ['https://www.linkedin.com/in/jens'],
  })
})

test('without them, none of it shows', async () => {
  const { BookingPageLink, ContactDetails, TeamCard, businessData } = await withDetails({
    bookingUrl: undefined,
    googleProfileUrl: undefined,
  })
  render(
    <>
      <BookingPageLink />
      <ContactDetails />
      <TeamCard />
    </>,
  )
  expect(screen.queryByRole('link', { name: 'Book et opkald' })).toBeNull()
  expect(screen.queryByText(/erfaring med lokal SEO/)).toBeNull()
  expect(screen.queryByRole('link', { name: /LinkedIn|profil og anmeldelser/ })).toBeNull()
  expect(businessData('da', 'https://lokalsynlig.dk', 'Lokal SEO')).not.toHaveProperty('sameAs')
})

test('the places left at the intro price show only once the owner sets them, and none left ends the offer', async () => {
  const offer = siteFile.introOffer
  const shown = async (placesLeft?: number) => {
    const { IntroOffer } = await withDetails({ introOffer: { ...offer, placesLeft } })
    const { container } = render(<IntroOffer />)
    const text = container.textContent ?? ''
    cleanup()
    vi.resetModules()
    return text
  }
  const intro = `Mine første ${fillTextVariables('{{intro_customers, words}}', 'da')} kunder får et introduktionstilbud`
  expect(await shown(2)).toMatch(new RegExp(`^${intro}.*normalprisen\\. 2 pladser tilbage$`))
  expect(await shown(1)).toMatch(/ 1 plads tilbage$/)
  expect(await shown(undefined)).toMatch(/normalprisen\.$/)
  expect(await shown(0)).toBe('')
})

test("with no places left, the case page's story no longer offers the intro price", async () => {
  const opportunity = { level: 3, name: cases.story.opportunity.title }
  const running = await withDetails({ introOffer: { ...siteFile.introOffer, placesLeft: 1 } })
  render(<running.CaseStory />)
  expect(screen.getByRole('heading', opportunity)).toBeTruthy()
  cleanup()
  vi.resetModules()
  const over = await withDetails({ introOffer: { ...siteFile.introOffer, placesLeft: 0 } })
  render(<over.CaseStory />)
  expect(screen.queryByRole('heading', opportunity)).toBeNull()
  expect(screen.getByRole('heading', { level: 3, name: cases.story.approach.title })).toBeTruthy()
})
