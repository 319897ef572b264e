import { existsSync } from 'node:fs'
import { type SAMPLE_TEXTS, SITE_FILE, type SiteFile } from '#app/site-file.ts'
import { FOUNDER_PHOTO_SOURCE } from './build-assets.ts'

/**
 * The launch check: what is still the sample business. A build headed for visitors (the mail
 * provider's keys set, as the deploy builds) fails while any sample remains, naming each with
 * its file and field and how to fix it; local builds, `npm start`, the tests and CI build with
 * the samples and say so in one line (vite.config.ts). `ALLOW_SAMPLES=true` lets a staging
 * preview through; the deploy workflow never sets it.
 */
export const ALLOW_SAMPLES_VARIABLE = 'ALLOW_SAMPLES'

export type Sample = { where: string; fix: string }

/** The values the site is shipped with, which are not any real business's, by field. */
export const SAMPLE_VALUES: Record<string, { sample: string; fix: string }> = {
  'founder.name': { sample: 'Mads Eksempel', fix: 'your name' },
  cvr: { sample: '12345678', fix: 'your CVR number' },
  phone: {
    sample: '+45 12 34 56 78',
    fix: 'your phone number, with +45 and spaces as it should be shown',
  },
  email: {
    sample: 'kontakt@lokalsynlig.dk',
    fix: 'the e-mail address visitors should write to',
  },
  mailRecipient: {
    sample: 'kontakt@lokalsynlig.dk',
    fix: 'the address the forms deliver leads to (one you read every day)',
  },
  'address.street': {
    sample: 'Eksempelvej 1',
    fix: "your business's address (street, postal code and city)",
  },
  'processors.webHost': {
    sample: 'Eksempel Hosting ApS',
    fix: 'the company that hosts the site (it is named in the privacy policy)',
  },
  'processors.mailbox': {
    sample: 'Eksempel Mail ApS',
    fix: 'the company that hosts your mailbox (it is named in the privacy policy)',
  },
}

/** The value at a dotted field name ("founder.name"). */
const valueAt = (site: SiteFile, field: string): unknown =>
  field.split('.').reduce<unknown>((value, key) => (value as Record<string, unknown>)?.[key], site)

/** The sample opening hours, which are also common real ones: the owner confirms them. */
export const SAMPLE_HOURS = {
  days: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
  opens: '09:00',
  closes: '17:00',
} as const

const SAMPLE_TEXT_FILES: Record<(typeof SAMPLE_TEXTS)[number], { where: string; fix: string }> = {
  'founder-bio': {
    where: 'public/locales/{da,en}/om-os.json: team.bio',
    fix: 'write the four paragraphs about yourself, in both languages',
  },
  'founder-quote': {
    where: 'public/locales/{da,en}/cases.json: story.quote.text',
    fix: 'write the quote in your own words, in both languages',
  },
  'founder-post': {
    where: 'content/blog/{da,en}/hvorfor-jeg-startede-virksomheden.md',
    fix: 'rewrite the first-person post as your own story, or delete it in both languages',
  },
}

/** Every sample still in the site, with where it is and what to put there. */
export function launchSamples(site: SiteFile, founderPhotoExists: boolean): Sample[] {
  const values = Object.entries(SAMPLE_VALUES)
    .filter(([field, { sample }]) => valueAt(site, field) === sample)
    .map(([field, { fix }]) => ({ where: `${SITE_FILE}: ${field}`, fix: `replace it with ${fix}` }))
  const hours = site.openingHours
  const sampleHours =
    hours.days.join() === SAMPLE_HOURS.days.join() &&
    hours.opens === SAMPLE_HOURS.opens &&
    hours.closes === SAMPLE_HOURS.closes &&
    !hours.confirmed
  const texts = site.sampleTexts.map((name) => ({
    where: SAMPLE_TEXT_FILES[name].where,
    fix: `${SAMPLE_TEXT_FILES[name].fix}; then remove "${name}" from sampleTexts in ${SITE_FILE}`,
  }))
  return [
    ...values,
    ...(sampleHours
      ? [
          {
            where: `${SITE_FILE}: openingHours`,
            fix: `set your hours, or set "confirmed": true if Monday-Friday ${SAMPLE_HOURS.opens}-${SAMPLE_HOURS.closes} is right`,
          },
        ]
      : []),
    ...(founderPhotoExists
      ? []
      : [
          {
            where: FOUNDER_PHOTO_SOURCE,
            fix: 'add a portrait photo of yourself (JPEG, at least 640 × 800 px); until then the site shows a drawing',
          },
        ]),
    ...texts,
  ]
}

/**
 * Fails a build for visitors while samples remain (their list, each with its fix); otherwise
 * returns the line to print, or nothing when there is none.
 */
export function checkLaunch(
  site: SiteFile,
  options: { forVisitors: boolean; allowSamples: boolean; founderPhotoExists?: boolean },
): string | undefined {
  const samples = launchSamples(
    site,
    options.founderPhotoExists ?? existsSync(FOUNDER_PHOTO_SOURCE),
  )
  if (samples.length === 0) return undefined
  if (options.forVisitors && !options.allowSamples) {
    const list = samples.map(({ where, fix }) => `  - ${where}: ${fix}`).join('\n')
    throw new Error(
      `This build is for visitors (the mail keys are set), but the site still shows the sample business in ${samples.length} places:\n${list}\n` +
        `Replace them (docs/launch.md), then build again. For a staging preview only, ${ALLOW_SAMPLES_VARIABLE}=true builds with them.`,
    )
  }
  return `This build shows the sample business (${samples.length} samples): fine for trying it out; a build with the mail keys refuses them (docs/launch.md).`
}
