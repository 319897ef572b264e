import type { SiteMode } from '#app/build-time/site-mode.ts'
import type { Language } from '#app/i18n/languages.ts'
import { isLoopbackOrigin } from '#app/mail/mail-config.ts'
import { PROCESSOR_LABELS, PROCESSORS } from '#app/settings/processors.ts'
import { type SAMPLE_TEXTS, SITE_FILE, type SiteFile } from '#app/settings/site-file-schema.ts'

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

const SITE_DETAILS = 'Virksomhedens oplysninger'

/** The values the site is shipped with, which can be no real business's, by field. */
export const SAMPLE_VALUES: Record<string, { sample: string; fix: string }> = {
  'founder.name': {
    sample: 'Mads Eksempel',
    fix: `${SITE_DETAILS} → Indehaver → Navn: skriv dit navn`,
  },
  cvr: { sample: '12345678', fix: `${SITE_DETAILS} → CVR-nummer: skriv dit CVR-nummer` },
  phone: {
    sample: '+45 12 34 56 78',
    fix: `${SITE_DETAILS} → Telefon: skriv dit nummer med +45 og mellemrum, som det skal vises`,
  },
  'address.street': {
    sample: 'Eksempelvej 1',
    fix: `${SITE_DETAILS} → Adresse: skriv virksomhedens adresse (vej, postnummer og by)`,
  },
  'processors.mailbox.name': {
    sample: 'Eksempel Mail ApS',
    fix: `${SITE_DETAILS} → Databehandlere → ${PROCESSOR_LABELS.mailbox}: skriv firmaet, der driver din e-mailpostkasse, og dets land`,
  },
  'processors.bookkeeping.name': {
    sample: 'Eksempel Regnskab ApS',
    fix: `${SITE_DETAILS} → Databehandlere → ${PROCESSOR_LABELS.bookkeeping}: skriv firmaet bag dit bogføringsprogram, og dets land`,
  },
}

/** The processors whose basis for personal data the owner has not yet checked. */
function unconfirmedProcessors(site: SiteFile): Sample[] {
  return PROCESSORS.filter((name) => site.processors[name].basis === 'unconfirmed').map((name) => ({
    where: `${SITE_FILE}: processors.${name}.basis`,
    fix: `${SITE_DETAILS} → Databehandlere → ${PROCESSOR_LABELS[name]} → Grundlag: læs databehandleraftalen fra ${site.processors[name].name}, og vælg det grundlag, dine oplysninger sendes på`,
  }))
}

/**
 * The e-mail fields. An address on a domain reserved for examples (RFC 2606 and 6761) can never
 * be the owner's, so the samples use one and any other address passes, his own domain's too.
 */
export const SAMPLE_ADDRESS_FIELDS: Record<'email' | 'mailRecipient', string> = {
  email: `${SITE_DETAILS} → E-mail til besøgende: skriv den adresse, kunderne skal skrive til`,
  mailRecipient: `${SITE_DETAILS} → Modtager af formularerne: skriv den adresse, henvendelserne skal sendes til (en, du læser hver dag)`,
}

const RESERVED_DOMAIN = /(^|\.)(example|test|invalid|localhost)$|^example\.(com|net|org)$/i

/** True for an address on a domain reserved for examples, such as kontakt@lokalsynlig.example. */
export function isSampleAddress(address: string): boolean {
  return RESERVED_DOMAIN.test(address.split('@').pop() ?? '')
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
  'founder-role': {
    where: 'content/site.json: founder.role',
    fix: `${SITE_DETAILS} → Indehaver → Titel: skriv din titel på dansk og engelsk, og kun det, du kan dokumentere (»specialist« er en påstand om dine kvalifikationer)`,
  },
  'postcode-city': {
    where: 'content/site.json: address.postalCode, address.city',
    fix: `${SITE_DETAILS} → Adresse → Postnummer og By: skriv dine egne (eksemplet er 8000 Aarhus C)`,
  },
  court: {
    where: 'content/site.json: legal.court',
    fix: `${SITE_DETAILS} → Juridiske tekster → Retten ved uenighed: skriv byretten for din adresse (find den på domstol.dk)`,
  },
  'legal-date': {
    where: 'content/site.json: legal.updated',
    fix: `${SITE_DETAILS} → Juridiske tekster → Senest opdateret: sæt den dato, du regner med at udgive privatlivspolitikken og handelsbetingelserne (ret den senere, hvis din advokat ændrer i dem); tjek samtidig »Retten ved uenighed« (byretten for din adresse)`,
  },
  'intro-offer': {
    where: 'content/site.json: introOffer',
    fix: `${SITE_DETAILS} → Introduktionstilbud: bekræft rabatten, antal måneder, antal kunder og »Pladser tilbage« (det står ved prisen; ret det, hver gang du får en ny kunde), eller sæt »Pladser tilbage« til 0, hvis du ikke vil have et tilbud`,
  },
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
  const addresses = Object.entries(SAMPLE_ADDRESS_FIELDS)
    .filter(([field]) => isSampleAddress(site[field as keyof typeof SAMPLE_ADDRESS_FIELDS]))
    .map(([field, fix]) => ({ where: `${SITE_FILE}: ${field}`, fix }))
  const hours = site.openingHours
  const sampleHours =
    hours.days.join() === SAMPLE_HOURS.days.join() &&
    hours.opens === SAMPLE_HOURS.opens &&
    hours.closes === SAMPLE_HOURS.closes &&
    !hours.confirmed
  const texts = (site.sampleTexts ?? []).map((name) => ({
    where: SAMPLE_TEXT_FILES[name].where,
    fix: `${SAMPLE_TEXT_FILES[name].fix}; fjern den derefter fra ${SITE_DETAILS} → Eksempeltekster, der endnu ikke er dine egne`,
  }))
  return [
    ...values,
    ...addresses,
    ...unconfirmedProcessors(site),
    ...(sampleHours
      ? [
          {
            where: `${SITE_FILE}: openingHours`,
            fix: `${SITE_DETAILS} → Åbningstider: skriv dine tider, eller sæt flueben ved »Tiderne er mine egne«, hvis mandag til fredag ${SAMPLE_HOURS.opens}–${SAMPLE_HOURS.closes} passer`,
          },
        ]
      : []),
    ...(site.introOffer.placesLeft === undefined
      ? [
          {
            where: `${SITE_FILE}: introOffer.placesLeft`,
            fix: `${SITE_DETAILS} → Introduktionstilbud → Pladser tilbage: skriv, hvor mange pladser der er tilbage til introduktionsprisen (det står ved prisen, så tilbuddet ikke ser ud til at gælde for evigt), og ret tallet, hver gang du får en ny kunde; sæt 0, hvis du ikke vil have et tilbud`,
          },
        ]
      : []),
    ...(site.founder.photo
      ? []
      : [
          {
            where: `${SITE_FILE}: founder.photo`,
            fix: `${SITE_DETAILS} → Indehaver → Foto: vælg et portræt af dig selv (JPEG, PNG eller WebP, mindst 640 × 800 pixel)`,
          },
        ]),
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
        where: `${SITE_FILE}: googleProfileUrl, googleReviews`,
        fix: `${SITE_DETAILS} → Din egen Google-profil og Bedømmelse på Google: indsæt linket til din virksomhed på Google Maps, og skriv bedømmelsen og antallet af anmeldelser, som Google viser dem. Så står de ved knappen på forsiden og på Om mig, og en besøgende kan selv tjekke dem. Ret tallene, når de ændrer sig`,
      },
    ],
    [
      !site.founder.linkedinUrl,
      {
        where: `${SITE_FILE}: founder.linkedinUrl`,
        fix: `${SITE_DETAILS} → Indehaver → LinkedIn-profil: indsæt adressen på din profil`,
      },
    ],
    [
      !site.founder.yearsOfExperience,
      {
        where: `${SITE_FILE}: founder.yearsOfExperience`,
        fix: `${SITE_DETAILS} → Indehaver → Års erfaring: skriv, hvor mange år du har arbejdet med lokal SEO eller markedsføring`,
      },
    ],
    [
      !site.founder.pastRoles,
      {
        where: `${SITE_FILE}: founder.pastRoles`,
        fix: `${SITE_DETAILS} → Indehaver → Tidligere job: skriv op til fire linjer om, hvor du har arbejdet før, på dansk og engelsk`,
      },
    ],
    [
      !site.clients?.length,
      {
        where: `${SITE_FILE}: clients`,
        fix: `${SITE_DETAILS} → Kunder, der må nævnes: tilføj op til tre kunder, der skriftligt har sagt ja til at stå med navn, fag, by og en sætning. De vises på forsiden og på Cases`,
      },
    ],
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
