import type { SiteMode } from '#app/build-time/site-mode.ts'
import type { Language } from '#app/i18n/languages.ts'
import { isLoopbackOrigin } from '#app/mail/mail-config.ts'
import { PROCESSORS } from '#app/settings/processors.ts'
import {
  menuPath,
  SAMPLE_HOURS,
  type SAMPLE_TEXTS,
  SITE_FILE,
  type SiteFile,
  sampleSettings,
  settingFix,
} from '#app/settings/site-file-schema.ts'

/**
 * The launch check: what is still the sample business. A build for visitors (for real domains,
 * as the deploy builds) publishes only a holding page and the editor while any sample remains,
 * and lists each, in Danish for the owner, with where he changes it in the editor (and the
 * file and field, for a developer); the first build with none left publishes the whole site
 * (docs/decisions/023-holding-page-until-launch.md). Local builds, `npm start`, the tests and
 * CI build the sample site for localhost and say so in one line. `ALLOW_SAMPLES=true` builds
 * the whole sample site for a real domain, for a staging preview; the deploy never sets it.
 */
export const ALLOW_SAMPLES_VARIABLE = 'ALLOW_SAMPLES'

/** One sample left: where it is (file and field), and what the owner does, in Danish. */
export type Sample = { where: string; fix: string }

/**
 * The values the site is shipped with, which can be no real business's, by field: the settings
 * whose declaration gives the template's value (`sample` in app/settings/site-file-schema.ts),
 * each with its line for the launch list.
 */
export const SAMPLE_VALUES: Record<string, { sample: string; fix: string }> = Object.fromEntries(
  sampleSettings()
    .filter(([, { sample }]) => typeof sample === 'string')
    .map(([field, { sample }]) => [field, { sample: String(sample), fix: settingFix(field) }]),
)

/** The processors whose basis for personal data the owner has not yet checked. */
function unconfirmedProcessors(site: SiteFile): Sample[] {
  return PROCESSORS.filter((name) => site.processors[name].basis === 'unconfirmed').map((name) => ({
    where: `${SITE_FILE}: processors.${name}.basis`,
    fix: `${menuPath(`processors.${name}.basis`)}: læs databehandleraftalen fra ${site.processors[name].name}, og vælg det grundlag, dine oplysninger sendes på`,
  }))
}

/**
 * The e-mail fields. An address on a domain reserved for examples (RFC 2606 and 6761) can never
 * be the owner's, so the samples use one and any other address passes, his own domain's too.
 */
export const SAMPLE_ADDRESS_FIELDS = ['email', 'mailRecipient'] as const

const RESERVED_DOMAIN = /(^|\.)(example|test|invalid|localhost)$|^example\.(com|net|org)$/i

/** True for an address on a domain reserved for examples, such as kontakt@lokalsynlig.example. */
export function isSampleAddress(address: string): boolean {
  return RESERVED_DOMAIN.test(address.split('@').pop() ?? '')
}

/** The value at a dotted field name ("founder.name"). */
const valueAt = (site: SiteFile, field: string): unknown =>
  field.split('.').reduce<unknown>((value, key) => (value as Record<string, unknown>)?.[key], site)

/** A setting of the site file on the launch list: its field, and its declared line. */
const settingSample = (field: string): Sample => ({
  where: `${SITE_FILE}: ${field}`,
  fix: settingFix(field),
})

const SAMPLE_TEXT_FILES: Record<(typeof SAMPLE_TEXTS)[number], Sample> = {
  'founder-bio': {
    where: 'public/locales/{da,en}/om-os.json: team.bio',
    fix: 'Sidernes tekster → Om os → Team → Bio: skriv de fire afsnit om dig selv, på dansk og engelsk',
  },
  'founder-quote': {
    where: 'public/locales/{da,en}/cases.json: story.quote.text',
    fix: 'Sidernes tekster → Cases → Story → Quote: skriv citatet med dine egne ord, på dansk og engelsk',
  },
  'founder-post': {
    where: 'content/blog/{da,en}/hvorfor-jeg-startede-virksomheden.md',
    fix: 'Blogindlæg → indlægget om, hvorfor du startede firmaet (adressen /blog/hvorfor-jeg-startede-virksomheden): skriv det om som din egen historie, eller slet det',
  },
  'founder-role': settingSample('founder.role'),
  'postcode-city': {
    where: `${SITE_FILE}: address.postalCode, address.city`,
    fix: settingFix('address.postalCode'),
  },
  court: settingSample('legal.court'),
  'legal-date': settingSample('legal.updated'),
  'intro-offer': settingSample('introOffer'),
  'sample-posts': {
    where:
      'content/blog/{da,en}/derfor-betyder-lokal-seo-mere-end-du-tror.md, saadan-giver-du-adgang-til-din-google-virksomhedsprofil.md',
    fix: 'Blogindlæg → de to andre indlæg (19. og 5. december 2024): de udgives under dit navn, så læs dem, ret dem til dine egne ord, og sæt datoen til den dag, du udgiver dem, eller slet dem',
  },
  'sample-firm': {
    where:
      'content/{da,en}/sample-report.json, sample-analysis.json: business; public/locales/{da,en}/homepage.json: illustration',
    fix: 'Privatliv, betingelser, guide og eksempler → Sample report og Sample analysis → Business (og You i analysen), og Sidernes tekster → Homepage → Illustration: eksemplets firma hedder »Eksempel VVS« (»Example Plumbing«), så ingen kan tage det for et rigtigt firma; behold det, eller skriv en rigtig kunde, der skriftligt har sagt ja, alle steder og på dansk og engelsk',
  },
}

/** Every sample still in the site, with where it is and what to do about it. */
export function launchSamples(site: SiteFile): Sample[] {
  const values = Object.entries(SAMPLE_VALUES)
    .filter(([field, { sample }]) => valueAt(site, field) === sample)
    .map(([field, { fix }]) => ({ where: `${SITE_FILE}: ${field}`, fix }))
  const addresses = SAMPLE_ADDRESS_FIELDS.filter((field) => isSampleAddress(site[field])).map(
    settingSample,
  )
  const hours = site.openingHours
  const sampleHours =
    hours.days.join() === SAMPLE_HOURS.days.join() &&
    hours.opens === SAMPLE_HOURS.opens &&
    hours.closes === SAMPLE_HOURS.closes &&
    !hours.confirmed
  const texts = (site.sampleTexts ?? []).map((name) => ({
    where: SAMPLE_TEXT_FILES[name].where,
    fix: `${SAMPLE_TEXT_FILES[name].fix}; fjern den derefter fra ${menuPath('sampleTexts')}`,
  }))
  return [
    ...values,
    ...addresses,
    ...unconfirmedProcessors(site),
    ...(sampleHours ? [settingSample('openingHours')] : []),
    ...(site.introOffer.placesLeft === undefined ? [settingSample('introOffer.placesLeft')] : []),
    ...(site.founder.photo ? [] : [settingSample('founder.photo')]),
    ...texts,
  ]
}

/**
 * What a sceptical visitor could check for himself, which only the owner can fill in: each one
 * left empty is recommended, never a block (the site launches without them, and shows each
 * once it is set).
 */
export function launchRecommendations(site: SiteFile): Sample[] {
  const empty: [boolean, Sample][] = [
    [
      !site.googleProfileUrl || !site.googleReviews,
      {
        ...settingSample('googleProfileUrl'),
        where: `${SITE_FILE}: googleProfileUrl, googleReviews`,
      },
    ],
    [!site.founder.linkedinUrl, settingSample('founder.linkedinUrl')],
    [!site.founder.yearsOfExperience, settingSample('founder.yearsOfExperience')],
    [!site.founder.pastRoles, settingSample('founder.pastRoles')],
    [!site.clients?.length, settingSample('clients')],
  ]
  return empty.filter(([isEmpty]) => isEmpty).map(([, sample]) => sample)
}

/** The recommendations as the run's summary and the build's log show them, in Danish. */
export function recommendationsReport(recommended: Sample[]): string {
  if (recommended.length === 0) return ''
  const list = recommended.map(({ where, fix }) => `- ${fix} (${where})`).join('\n')
  return `Anbefalet, men ikke krævet (siden udgives uden): ${recommended.length} ting, som en besøgende selv kan tjekke, er ikke udfyldt endnu:\n${list}`
}

/** A build for real domains: one that visitors will see. */
export function isForVisitors(origins: Record<Language, string>): boolean {
  return Object.values(origins).some((origin) => !isLoopbackOrigin(origin))
}

export type LaunchPlan = {
  mode: SiteMode
  samples: Sample[]
  /** What to tell whoever runs the build, in a few lines. */
  report: string
}

/**
 * What a build publishes: the whole site when no sample remains, or when it is for localhost
 * (trying it out, the tests) or a staging preview (ALLOW_SAMPLES); otherwise the holding page.
 */
export function launchPlan(
  samples: Sample[],
  options: { forVisitors: boolean; allowSamples: boolean },
): LaunchPlan {
  if (samples.length === 0) return { mode: 'site', samples, report: '' }
  if (!options.forVisitors || options.allowSamples) {
    return {
      mode: 'site',
      samples,
      report: `This build shows the sample business (${samples.length} samples): fine for trying it out or a staging preview; a build for the real domains publishes a holding page until they are replaced (docs/launch.md).`,
    }
  }
  const list = samples.map(({ where, fix }) => `- ${fix} (${where})`).join('\n')
  return {
    mode: 'holding',
    samples,
    report:
      `Hjemmesiden viser stadig eksempelvirksomheden ${samples.length} steder, så begge sider viser kun en »åbner snart«-side og redigeringen på /admin/ (på pages.dev-adresserne, og på dine domæner, når de er koblet på). ` +
      `Ret dem i redigeringen, så udgives hele siden ved næste kørsel:\n${list}`,
  }
}
