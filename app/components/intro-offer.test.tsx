// @vitest-environment happy-dom
import { cleanup, render } from '@testing-library/react'
import { afterEach, expect, test } from 'vitest'
import { fillTextVariables } from '#app/settings/site.ts'
import siteFile from '#content/site.json' with { type: 'json' }
import { resetSiteDetails, withSiteDetails } from '#tests/site-details.ts'

afterEach(() => {
  cleanup()
  resetSiteDetails()
})

test('the places left at the intro price show only once the owner sets them, and none left ends the offer', async () => {
  const shown = async (placesLeft?: number) => {
    await withSiteDetails({ introOffer: { ...siteFile.introOffer, placesLeft } })
    const { IntroOffer } = await import('./intro-offer.tsx')
    const text = render(<IntroOffer />).container.textContent ?? ''
    cleanup()
    resetSiteDetails()
    return text
  }
  const intro = `Mine første ${fillTextVariables('{{intro_customers, words}}', 'da')} kunder får et introduktionstilbud`
  expect(await shown(2)).toMatch(new RegExp(`^${intro}.*normalprisen\\. 2 pladser tilbage$`))
  expect(await shown(1)).toMatch(/ 1 plads tilbage$/)
  expect(await shown(undefined)).toMatch(/normalprisen\.$/)
  expect(await shown(0)).toBe('')
})
