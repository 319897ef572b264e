// @vitest-environment happy-dom
import cases from '@locales/cases.json'
import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, expect, test } from 'vitest'
import siteFile from '#content/site.json' with { type: 'json' }
import { resetSiteDetails, withSiteDetails } from '#tests/site-details.ts'

afterEach(() => {
  cleanup()
  resetSiteDetails()
})

test('the story offers the intro price with the places left, and no longer once none are', async () => {
  const opportunity = { level: 3, name: cases.story.opportunity.title }
  await withSiteDetails({ introOffer: { ...siteFile.introOffer, placesLeft: 1 } }, {}, { cases })
  const running = await import('./case-story.tsx')
  render(<running.CaseStory />)
  expect(screen.getByRole('heading', opportunity)).toBeTruthy()
  expect(screen.getByRole('heading', opportunity).nextElementSibling?.textContent).toMatch(
    /introduktionstilbud som tak, fordi du er med fra starten\. 1 plads tilbage$/,
  )
  cleanup()
  resetSiteDetails()
  await withSiteDetails({ introOffer: { ...siteFile.introOffer, placesLeft: 0 } }, {}, { cases })
  const over = await import('./case-story.tsx')
  render(<over.CaseStory />)
  expect(screen.queryByRole('heading', opportunity)).toBeNull()
  expect(screen.getByRole('heading', { level: 3, name: cases.story.approach.title })).toBeTruthy()
})
