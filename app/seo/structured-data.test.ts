import { expect, test } from 'vitest'
import { PRICE_RANGE, site } from '#app/settings/site.ts'
import {
  articleData,
  breadcrumbData,
  businessData,
  DEFAULT_ARTICLE_DATE,
  faqPageData,
  personData,
  serviceOfferData,
  webSiteData,
} from './structured-data.ts'

const origin = 'https://lokalsynlig.dk'

test('the business is a ProfessionalService in Denmark with the facts of the spec', () => {
  const data = businessData('da', origin, 'Lokal SEO')
  expect(data).toMatchObject({
    '@type': 'ProfessionalService',
    name: site.brand,
    url: 'https://lokalsynlig.dk/',
    telephone: site.phone.dial,
    email: site.email,
    address: { '@type': 'PostalAddress', addressCountry: 'DK' },
    areaServed: { '@type': 'Country', name: site.areaServed },
    serviceType: site.serviceTypes.da,
    currenciesAccepted: 'DKK',
    paymentAccepted: site.paymentAccepted.join(', '),
    priceRange: `${PRICE_RANGE.min}-${PRICE_RANGE.max} DKK`,
    openingHoursSpecification: {
      dayOfWeek: site.openingHours.days,
      opens: site.openingHours.opens,
      closes: site.openingHours.closes,
    },
  })
  expect(businessData('en', 'https://lokalsynlig.com', 'x').serviceType).toEqual([
    'Local SEO',
    'Google Business Profile optimization',
    'Google Maps optimization',
  ])
})

test('the website points at the business as publisher', () => {
  expect(webSiteData('en', 'https://lokalsynlig.com')).toMatchObject({
    '@type': 'WebSite',
    inLanguage: 'en',
    publisher: { '@id': 'https://lokalsynlig.com/#business' },
  })
})

test('breadcrumbs are numbered from 1', () => {
  const data = breadcrumbData([
    { name: 'Forside', url: `${origin}/` },
    { name: 'Blog', url: `${origin}/blog` },
  ])
  expect(data.itemListElement).toEqual([
    { '@type': 'ListItem', position: 1, name: 'Forside', item: `${origin}/` },
    { '@type': 'ListItem', position: 2, name: 'Blog', item: `${origin}/blog` },
  ])
})

test('FAQ entries become questions with accepted answers', () => {
  expect(
    faqPageData([{ question: 'Hvad koster det?', answer: 'Fra 2.449 kr.' }]).mainEntity,
  ).toEqual([
    {
      '@type': 'Question',
      name: 'Hvad koster det?',
      acceptedAnswer: { '@type': 'Answer', text: 'Fra 2.449 kr.' },
    },
  ])
})

test('an article falls back to the founder and to 2024-12-19', () => {
  const data = articleData(
    { title: 'T', excerpt: 'E', image: `${origin}/i.png`, url: `${origin}/blog/t` },
    origin,
  )
  expect(data).toMatchObject({
    '@type': 'Article',
    headline: 'T',
    author: { '@type': 'Person', name: site.founder.name },
    datePublished: DEFAULT_ARTICLE_DATE,
    dateModified: DEFAULT_ARTICLE_DATE,
    image: [`${origin}/i.png`],
  })
  expect(DEFAULT_ARTICLE_DATE).toBe('2024-12-19')
  expect(
    articleData(
      { title: 'T', excerpt: 'E', image: '', url: '', author: 'A', datePublished: '2024-12-01' },
      origin,
    ),
  ).toMatchObject({
    author: { name: 'A' },
    datePublished: '2024-12-01',
    dateModified: DEFAULT_ARTICLE_DATE,
  })
  // A later post is not "modified" before it was published.
  expect(
    articleData(
      { title: 'T', excerpt: 'E', image: '', url: '', datePublished: '2025-03-01' },
      origin,
    ),
  ).toMatchObject({ datePublished: '2025-03-01', dateModified: '2025-03-01' })
})

test('a package is a Service from the business with a monthly Offer in DKK, VAT excluded', () => {
  const data = serviceOfferData(
    { name: 'Vækst', description: 'D', monthlyPrice: 4949, url: `${origin}/tjenester` },
    origin,
  )
  expect(data).toMatchObject({
    '@type': 'Service',
    name: 'Vækst',
    provider: { '@id': `${origin}/#business` },
    offers: {
      '@type': 'Offer',
      price: 4949,
      priceCurrency: 'DKK',
      priceSpecification: {
        '@type': 'UnitPriceSpecification',
        price: 4949,
        priceCurrency: 'DKK',
        unitCode: 'MON',
        referenceQuantity: { value: 1, unitCode: 'MON' },
        valueAddedTaxIncluded: false,
      },
    },
  })
})

test('the founder is a Person who works for the business, which names him as founder', () => {
  expect(personData('en', origin, `${origin}/images/founder-640.jpg`)).toMatchObject({
    '@type': 'Person',
    '@id': `${origin}/#founder`,
    name: site.founder.name,
    jobTitle: site.founder.role.en,
    worksFor: { '@id': `${origin}/#business` },
  })
  expect(businessData('da', origin, 'x').founder).toEqual({ '@id': `${origin}/#founder` })
})
