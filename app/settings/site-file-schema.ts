import { existsSync } from 'node:fs'
import { z } from 'zod'
import { contentProblems, readContentFile } from '#app/content-files/content-file.ts'
import { MEDIA_FOLDER, MEDIA_PATH, mediaFile } from '#app/content-files/images.ts'
import { WEEKDAYS } from '#app/i18n/format-date.ts'
import { LANGUAGES } from '#app/i18n/languages.ts'
import {
  EEA_COUNTRIES,
  PROCESSORS,
  type Processor,
  TRANSFER_BASES,
} from '#app/settings/processors.ts'

/**
 * The business's own details, set by the owner in content/site.json (or in the editor at
 * /admin/): identity, prices, the introductory offer, opening hours, data processors and the
 * palette. This is the file's schema. Every build reads the file through `readSiteFile`
 * (vite.config.ts), so a wrong value fails the build naming the file, the field and what is
 * wrong; app/settings/site.ts then uses the checked values. Only types leave this module for the pages:
 * nothing of zod reaches a page.
 */
export const SITE_FILE = 'content/site.json'

const text = z.string().trim().min(1, 'must not be empty')
const perLanguage = <T extends z.ZodType>(item: T) => z.record(z.enum(LANGUAGES), item)
const wholeNumber = (min: number, max = Number.MAX_SAFE_INTEGER) =>
  z
    .number({
      error: (issue) =>
        issue.input === undefined ? 'is missing' : 'must be a number, written without quotes',
    })
    .int('must be a whole number')
    .min(min, `must be at least ${min}`)
    .max(max, `must be at most ${max}`)
const httpsUrl = z.url({
  protocol: /^https$/,
  error: 'must be a whole web address starting with https://',
})
const colour = z.string().regex(/^#[0-9a-fA-F]{6}$/, 'must be a colour written #rrggbb')
const time = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'must be a time written HH:MM')

/**
 * What is still the sample until the owner has rewritten or confirmed it, and removes it from the
 * list: the texts written as the sample founder, and the values that could be his own but must
 * be his choice (his title, postcode and city, the court, the legal texts' date, the intro offer's terms, the sample
 * posts' dates, the made-up firm in the sample documents).
 */
export const SAMPLE_TEXTS = [
  'founder-bio',
  'founder-quote',
  'founder-post',
  'founder-role',
  'postcode-city',
  'court',
  'legal-date',
  'intro-offer',
  'sample-posts',
  'sample-firm',
] as const

const countryCode = z.string().regex(/^[A-Z]{2}$/, 'must be a two-letter country code, e.g. DK')

const processor = z
  .strictObject({
    /** The company, as its agreement names it: "Cloudflare, Inc.". */
    name: text,
    /** Where it is established, as a two-letter code: "US". */
    country: countryCode,
    basis: z.enum(TRANSFER_BASES, {
      error: `must be one of ${TRANSFER_BASES.join(', ')}`,
    }),
  })
  .refine(({ country, basis }) => basis !== 'eea' || EEA_COUNTRIES.includes(country), {
    error: 'is eea (data kept in the EU/EEA), but the country is outside the EU/EEA',
    path: ['basis'],
  })
  .refine(({ country, basis }) => basis !== 'adequacy' || country !== 'US', {
    error:
      'is adequacy for a US company: its adequacy decision is the Data Privacy Framework (dpf)',
    path: ['basis'],
  })
  .refine(({ country, basis }) => basis !== 'dpf' || country === 'US', {
    error: 'is dpf (the EU–US Data Privacy Framework), which only US companies can use',
    path: ['basis'],
  })
  .refine(
    ({ country, basis }) =>
      !['adequacy', 'scc'].includes(basis) || !EEA_COUNTRIES.includes(country),
    {
      error: 'is a basis for a transfer out of the EU/EEA, but the country is in it: choose eea',
      path: ['basis'],
    },
  )

export const siteFileSchema = z
  .strictObject({
    /** The business's name, as it is written everywhere. */
    brand: text,
    founder: z.strictObject({
      name: text,
      role: perLanguage(text),
      /** Optional: shown on the about page, "12 års erfaring". */
      yearsOfExperience: wholeNumber(1, 60).optional(),
      /** Optional: the founder's LinkedIn profile, linked from the about page. */
      linkedinUrl: httpsUrl.optional(),
      /**
       * Optional: where he worked before, one line each ("5 år som marketingkoordinator i en
       * VVS-kæde"), per language; shown on the about page.
       */
      pastRoles: perLanguage(z.array(text).min(1).max(4, 'must be at most 4 lines')).optional(),
      /**
       * The founder's portrait, a picture in the editor's media folder ("/images/me.jpg"); until it
       * is set the pages show a drawing, and the launch check lists it.
       */
      photo: z
        .string()
        .regex(
          new RegExp(`^${MEDIA_PATH}/[^/]+\\.(jpe?g|png|webp)$`, 'i'),
          `must be a JPEG, PNG or WebP picture in ${MEDIA_FOLDER}, written ${MEDIA_PATH}/name.jpg`,
        )
        .refine((photo) => existsSync(mediaFile(photo)), {
          error: (issue) => `names ${mediaFile(String(issue.input))}, which does not exist`,
        })
        .optional(),
    }),
    /** Optional: where a visitor books a call; shows "book a call" beside the free analysis. */
    bookingUrl: httpsUrl.optional(),
    /** Optional: the business's own Google profile (its Maps link), shown with the contact details. */
    googleProfileUrl: httpsUrl.optional(),
    /**
     * Optional: that profile's rating and number of reviews, as Google shows them today; shown
     * beside the first action on home and on the about page, linked to the profile so a visitor
     * can check it. Never in structured data (Google ignores, and may penalise, self-serving
     * review stars).
     */
    googleReviews: z
      .strictObject({
        rating: z
          .number({ error: 'must be a number such as 4.9, written without quotes' })
          .min(1, 'must be at least 1')
          .max(5, 'must be at most 5')
          .refine((rating) => Number.isInteger(rating * 10), {
            error: 'must have at most one decimal, as Google shows it (4.9)',
          }),
        count: wholeNumber(1),
      })
      .optional(),
    /**
     * Optional: up to three real clients who have said yes in writing to being named, each with
     * their trade, town, one sentence and (if they want) a link; shown on home and the case page.
     */
    clients: z
      .array(
        z.strictObject({
          name: text,
          trade: perLanguage(text),
          town: text,
          sentence: perLanguage(text),
          url: httpsUrl.optional(),
          permission: z.literal(true, {
            error: 'must be ticked: name a client only when he has said yes in writing',
          }),
        }),
      )
      .max(3, 'must be at most 3 clients')
      .optional(),
    /** With the country code, in groups as it should be shown: "+45 12 34 56 78". */
    phone: z
      .string()
      .regex(
        /^\+\d{1,3}( \d{2,4}){2,5}$/,
        'must be written with its country code, e.g. +45 12 34 56 78',
      ),
    /** Shown to visitors. */
    email: z.email('must be an e-mail address'),
    /** Where the forms' messages are delivered. */
    mailRecipient: z.email('must be an e-mail address'),
    /** The company's CVR number. */
    cvr: z.string().regex(/^\d{8}$/, 'must be the eight digits of the CVR number'),
    address: z.strictObject({
      street: text,
      postalCode: z.string().regex(/^\d{4}$/, 'must be a four-digit Danish postal code'),
      city: text,
      country: countryCode,
    }),
    openingHours: z.strictObject({
      days: z.array(z.enum(WEEKDAYS)).min(1, 'must name at least one day'),
      opens: time,
      closes: time,
      /** The sample hours are also common real ones: the owner says so here when they are his. */
      confirmed: z.boolean().optional(),
    }),
    /** Monthly price of each package in DKK, excluding VAT. */
    packagePrices: z
      .strictObject({
        basic: wholeNumber(1),
        growth: wholeNumber(1),
        premium: wholeNumber(1),
      })
      .refine(({ basic, growth, premium }) => basic < growth && growth < premium, {
        error: 'must rise from basic to growth to premium (the site calls basic the cheapest)',
      }),
    /**
     * The introductory offer: `discountPercent` off the monthly price for the first `months`
     * months, for the first `customers` customers.
     */
    introOffer: z.strictObject({
      discountPercent: wholeNumber(1, 100),
      months: wholeNumber(1, 24),
      customers: wholeNumber(1),
      /** Places left at the intro price, shown beside it only when the owner sets it. */
      placesLeft: wholeNumber(0).optional(),
    }),
    /**
     * What the free analysis gives back, which the pages promise and the owner delivers: his
     * position in this many searches across the customer's town, against this many nearest
     * competitors, with this many fixes, within this many working days of the request.
     */
    freeAnalysis: z.strictObject({
      searches: wholeNumber(1, 10),
      competitors: wholeNumber(1, 10),
      fixes: wholeNumber(1, 10),
      workingDays: wholeNumber(1, 10),
    }),
    /**
     * The data processors the privacy policy names (§§ 5–6), each with where it is and the basis
     * on which data may go there. Until the owner has chosen a basis for each, having read its
     * data processing agreement, the launch check lists it (scripts/build/launch-check.ts).
     */
    processors: z.strictObject(
      Object.fromEntries(PROCESSORS.map((name) => [name, processor])) as Record<
        Processor,
        typeof processor
      >,
    ),
    /** The legal texts' facts that are the owner's: their date and the court for a dispute. */
    legal: z.strictObject({
      /** The date the privacy policy and the terms were published, shown at their top. */
      updated: z.iso.date('must be a date written YYYY-MM-DD'),
      /** The court of first instance for a dispute (terms § 12), e.g. "Retten i Aarhus". */
      court: text,
    }),
    currency: z.literal('DKK', { error: 'must be DKK: the prices and texts are in Danish kroner' }),
    /** Schema.org's `paymentAccepted`, in English. */
    paymentAccepted: z.array(text).min(1),
    /** What the business does, per language, as search engines are told (structured data). */
    serviceTypes: perLanguage(z.array(text).min(1)),
    areaServed: text,
    palette: z.strictObject({
      brand: z.strictObject({
        50: colour,
        100: colour,
        200: colour,
        700: colour,
        800: colour,
        900: colour,
        950: colour,
      }),
      accent: z.strictObject({ 200: colour, 300: colour, 400: colour }),
      /** Body text. */
      ink: colour,
      /** Secondary text. */
      muted: colour,
    }),
    /**
     * Facts the privacy policy states only once the owner has confirmed them (app/sections/
     * legal-text.ts); until then it says what is true either way.
     */
    privacyFacts: z.strictObject({
      /** The mailbox that receives the forms' messages has two-step verification. */
      mailboxTwoFactor: z.boolean(),
    }),
    /**
     * How strictly browsers are told to keep to https (the Strict-Transport-Security header,
     * scripts/build/host-rules.ts). Off by default, each locks something in for a year or more:
     * every subdomain must answer on https, and the browsers' preload list is left only slowly.
     */
    hsts: z
      .strictObject({
        /** `includeSubDomains`: every subdomain (mail., www., an old shop.) must answer on https. */
        includeSubdomains: z.boolean(),
        /** `preload`: anyone may then put the domain on the list built into the browsers. */
        preload: z.boolean(),
      })
      .refine(({ includeSubdomains, preload }) => includeSubdomains || !preload, {
        error: 'preload needs includeSubdomains: the browsers accept no domain without it',
        path: ['preload'],
      }),
    /**
     * The sample texts not yet rewritten; the owner removes each once it is his own. The editor
     * leaves out a list he empties (`omit_empty_optional_fields`), so a missing list is an empty one.
     */
    sampleTexts: z.array(z.enum(SAMPLE_TEXTS)).optional(),
  })
  .refine(({ googleReviews, googleProfileUrl }) => !googleReviews || googleProfileUrl, {
    error: 'needs googleProfileUrl: a rating is shown only with the link where it can be checked',
    path: ['googleReviews'],
  })

export type SiteFile = z.infer<typeof siteFileSchema>

/** What is wrong with a site file's content, one line per field; none when it is valid. */
export const siteFileProblems = (data: unknown): string[] => contentProblems(siteFileSchema, data)

/** Reads and checks the site file; fails naming the file, each wrong field and why. */
export const readSiteFile = (file = SITE_FILE): SiteFile => readContentFile(file, siteFileSchema)
