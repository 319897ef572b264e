import type { Language } from '#app/i18n/languages.ts'
import { PRICE_RANGE, site } from '#app/settings/site.ts'

/** JSON-LD builders. Each returns one schema.org object with its own @context. */
export type JsonLd = { '@context': 'https://schema.org'; '@type': string; [key: string]: unknown }

const CONTEXT = 'https://schema.org' as const

/** The business, as Google asks for a LocalBusiness. */
export function businessData(language: Language, origin: string, description: string): JsonLd {
  return {
    '@context': CONTEXT,
    '@type': 'ProfessionalService',
    '@id': `${origin}/#business`,
    name: site.brand,
    description,
    url: `${origin}/`,
    logo: `${origin}/icon-512.png`,
    image: `${origin}/og-image.png`,
    telephone: site.phone.dial,
    email: site.email,
    taxID: site.cvr,
    address: {
      '@type': 'PostalAddress',
      streetAddress: site.address.street,
      postalCode: site.address.postalCode,
      addressLocality: site.address.city,
      addressCountry: site.address.country,
    },
    areaServed: { '@type': 'Country', name: site.areaServed },
    serviceType: site.serviceTypes[language],
    currenciesAccepted: site.currency,
    paymentAccepted: site.paymentAccepted.join(', '),
    priceRange: `${PRICE_RANGE.min}-${PRICE_RANGE.max} ${site.currency}`,
    openingHoursSpecification: {
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: site.openingHours.days,
      opens: site.openingHours.opens,
      closes: site.openingHours.closes,
    },
    founder: { '@id': `${origin}/#founder` },
    ...(site.googleProfileUrl && { sameAs: [site.googleProfileUrl] }),
  }
}

export function webSiteData(language: Language, origin: string): JsonLd {
  return {
    '@context': CONTEXT,
    '@type': 'WebSite',
    '@id': `${origin}/#website`,
    name: site.brand,
    url: `${origin}/`,
    inLanguage: language,
    publisher: { '@id': `${origin}/#business` },
  }
}

export type Crumb = { name: string; url: string }

export function breadcrumbData(crumbs: Crumb[]): JsonLd {
  return {
    '@context': CONTEXT,
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: crumb.url,
    })),
  }
}

export type FaqEntry = { question: string; answer: string }

export function faqPageData(entries: FaqEntry[]): JsonLd {
  return {
    '@context': CONTEXT,
    '@type': 'FAQPage',
    mainEntity: entries.map(({ question, answer }) => ({
      '@type': 'Question',
      name: question,
      acceptedAnswer: { '@type': 'Answer', text: answer },
    })),
  }
}

/** The spec's default date of posts and legal pages. */
export const DEFAULT_ARTICLE_DATE = '2024-12-19'

export type ArticleInput = {
  title: string
  excerpt: string
  /** Absolute URL of the article's image. */
  image: string
  /** Absolute URL of the article. */
  url: string
  author?: string
  datePublished?: string
  dateModified?: string
}

/**
 * Dates default to 2024-12-19 (spec), the modified date too; a post published later than that
 * counts as modified when published, never before.
 */
export function articleData(article: ArticleInput, origin: string): JsonLd {
  const datePublished = article.datePublished ?? DEFAULT_ARTICLE_DATE
  const dateModified =
    article.dateModified ??
    (datePublished > DEFAULT_ARTICLE_DATE ? datePublished : DEFAULT_ARTICLE_DATE)
  return {
    '@context': CONTEXT,
    '@type': 'Article',
    headline: article.title,
    description: article.excerpt,
    image: [article.image],
    author: { '@type': 'Person', name: article.author ?? site.founder.name },
    publisher: { '@id': `${origin}/#business`, '@type': 'Organization', name: site.brand },
    datePublished,
    dateModified,
    mainEntityOfPage: { '@type': 'WebPage', '@id': article.url },
    url: article.url,
  }
}

export type ServiceOfferInput = {
  name: string
  description: string
  /** Monthly price in DKK, excluding VAT. */
  monthlyPrice: number
  /** Absolute URL of the page that offers it. */
  url: string
}

/** A package as a Service with a monthly Offer, VAT not included. */
export function serviceOfferData(service: ServiceOfferInput, origin: string): JsonLd {
  return {
    '@context': CONTEXT,
    '@type': 'Service',
    name: service.name,
    description: service.description,
    provider: { '@id': `${origin}/#business`, '@type': 'ProfessionalService', name: site.brand },
    areaServed: { '@type': 'Country', name: site.areaServed },
    url: service.url,
    offers: {
      '@type': 'Offer',
      price: service.monthlyPrice,
      priceCurrency: site.currency,
      url: service.url,
      priceSpecification: {
        '@type': 'UnitPriceSpecification',
        price: service.monthlyPrice,
        priceCurrency: site.currency,
        unitCode: 'MON',
        referenceQuantity: { '@type': 'QuantitativeValue', value: 1, unitCode: 'MON' },
        valueAddedTaxIncluded: false,
      },
    },
  }
}

/** The founder, linked to the business they run. */
export function personData(language: Language, origin: string, image: string): JsonLd {
  return {
    '@context': CONTEXT,
    '@type': 'Person',
    '@id': `${origin}/#founder`,
    name: site.founder.name,
    jobTitle: site.founder.role[language],
    image,
    telephone: site.phone.dial,
    email: site.email,
    worksFor: { '@id': `${origin}/#business`, '@type': 'ProfessionalService', name: site.brand },
    url: `${origin}/`,
    ...(site.founder.linkedinUrl && { sameAs: [site.founder.linkedinUrl] }),
  }
}
