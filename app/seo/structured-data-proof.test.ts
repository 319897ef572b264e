import { afterEach, expect, test } from 'vitest'
import { PROOF, resetSiteDetails, withSiteDetails } from '#tests/site-details.ts'

afterEach(resetSiteDetails)

const origin = 'https://lokalsynlig.dk'

test("the owner's Google profile and LinkedIn are the business's and the founder's sameAs", async () => {
  await withSiteDetails(PROOF.details, PROOF.founder)
  const { businessData, personData } = await import('./structured-data.ts')
  expect(businessData('da', origin, 'Lokal SEO')).toMatchObject({
    sameAs: ['https://maps.app.goo.gl/abc'],
  })
  expect(personData('da', origin, '/x.jpg')).toMatchObject({
    sameAs: ['https://www.linkedin.com/in/jens'],
  })
})

test('the rating the business gives of itself is never structured data (no self-serving stars)', async () => {
  await withSiteDetails(PROOF.details, PROOF.founder)
  const { businessData } = await import('./structured-data.ts')
  const data = JSON.stringify(businessData('da', origin, 'Lokal SEO'))
  expect(data).not.toMatch(/aggregateRating|"review"|ratingValue|4\.9/)
})

test('without them, no sameAs', async () => {
  await withSiteDetails({ googleProfileUrl: undefined }, { linkedinUrl: undefined })
  const { businessData, personData } = await import('./structured-data.ts')
  expect(businessData('da', origin, 'Lokal SEO')).not.toHaveProperty('sameAs')
  expect(personData('da', origin, '/x.jpg')).not.toHaveProperty('sameAs')
})
