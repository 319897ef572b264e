import { existsSync } from 'node:fs'
import { z } from 'zod'
import { contentProblems, readContentFile } from '#app/content-files/content-file.ts'
import { MEDIA_FOLDER, MEDIA_PATH, mediaFile } from '#app/content-files/images.ts'
import { WEEKDAYS } from '#app/i18n/format-date.ts'
import { LANGUAGES } from '#app/i18n/languages.ts'
import {
  EEA_COUNTRIES,
  PROCESSOR_LABELS,
  PROCESSORS,
  type Processor,
  TRANSFER_BASES,
  type TransferBasis,
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

/** The editor's name for this file, which the launch list's fixes start with. */
export const SITE_FILE_LABEL = 'Virksomhedens oplysninger'

declare module 'zod' {
  /**
   * What each setting of the site file says beside its rules, once, for every tool that shows
   * it: the editor (admin/cms-config.ts derives its fields) and the launch list
   * (scripts/build/launch-check.ts derives its menu paths and samples).
   */
  interface GlobalMeta {
    /** The editor's label, in Danish. */
    label?: string
    /** The editor's hint under the field, in Danish. */
    hint?: string
    /** The editor's widget and its options (Sveltia CMS), where the rules alone do not say. */
    editor?: Record<string, unknown>
    /** The template business's value, which the launch list names while it is still there. */
    sample?: unknown
    /** What the owner does about this setting on the launch list, after its menu path. */
    fix?: string
  }
}

/** A setting's rules with its words (`GlobalMeta`), keeping any its helper gave it. */
const setting = <T extends z.ZodType>(schema: T, meta: z.GlobalMeta): T =>
  schema.meta({ ...schema.meta(), ...meta }) as T

const text = z.string().trim().min(1, 'must not be empty')
const perLanguage = <T extends z.ZodType>(item: T) => z.record(z.enum(LANGUAGES), item)
const wholeNumber = (min: number, max = Number.MAX_SAFE_INTEGER) =>
  setting(
    z
      .number({
        error: (issue) =>
          issue.input === undefined ? 'is missing' : 'must be a number, written without quotes',
      })
      .int('must be a whole number')
      .min(min, `must be at least ${min}`)
      .max(max, `must be at most ${max}`),
    {
      editor: {
        widget: 'number',
        value_type: 'int',
        min,
        ...(max < Number.MAX_SAFE_INTEGER && { max }),
      },
    },
  )
const httpsUrl = setting(
  z.url({ protocol: /^https$/, error: 'must be a whole web address starting with https://' }),
  {
    editor: {
      widget: 'string',
      pattern: ['^https://', 'Skriv hele adressen, der starter med https://'],
    },
  },
)
const colour = setting(z.string().regex(/^#[0-9a-fA-F]{6}$/, 'must be a colour written #rrggbb'), {
  editor: { widget: 'color' },
})
const time = setting(
  z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'must be a time written HH:MM'),
  { editor: { widget: 'string', pattern: ['^\\d{2}:\\d{2}$', 'TT:MM'] } },
)
/** A list of texts, each on a line of its own in the editor; at most `max` when given. */
const lines = (item: { name: string; label: string }, max?: number) =>
  setting(
    max ? z.array(text).min(1).max(max, `must be at most ${max} lines`) : z.array(text).min(1),
    { editor: { field: { ...item, widget: 'string' }, ...(max && { max }) } },
  )
/** Shades of a colour by number (50 … 950), as Tailwind names them: key-value pairs in the editor. */
const shades = <T extends z.ZodRawShape>(label: string, shape: T) =>
  setting(z.strictObject(shape), {
    label,
    // A field named "50" would be read as a list's 51st item.
    editor: { widget: 'keyvalue', key_label: 'Nuance', value_label: 'Farve (#rrggbb)' },
  })

/**
 * What is still the sample until the owner has rewritten or confirmed it, and removes it from the
 * list: the texts written as the sample founder, and the values that could be his own but must
 * be his choice (his title, postcode and city, the court, the legal texts' date, the intro
 * offer's terms, the sample posts' dates, the made-up firm in the demo documents). Each with
 * its label in the editor's list.
 */
const SAMPLE_TEXT_LABELS = {
  'founder-bio': 'Biografien på Om mig (Sidernes tekster → Om os: team.bio)',
  'founder-quote': 'Citatet på Cases (cases: story.quote.text)',
  'founder-post':
    'Blogindlægget om, hvorfor jeg startede (/blog/hvorfor-jeg-startede-virksomheden)',
  'founder-role': 'Din titel (Indehaver → Titel): kun det, du kan dokumentere',
  'postcode-city': 'Postnummer og by (Adresse)',
  court: 'Retten ved uenighed (Juridiske tekster)',
  'legal-date':
    'Datoen på privatlivspolitikken og handelsbetingelserne (Juridiske tekster → Senest opdateret)',
  'intro-offer': 'Introduktionstilbuddets vilkår (rabat, måneder, antal kunder, pladser tilbage)',
  'sample-posts': 'De to andre blogindlæg og deres datoer (december 2024)',
  'sample-firm':
    'Firmaet i eksemplerne på analyse og månedsrapport og på forsidens illustration (Eksempel VVS)',
} as const
export const SAMPLE_TEXTS = Object.keys(SAMPLE_TEXT_LABELS) as (keyof typeof SAMPLE_TEXT_LABELS)[]

const countryCode = z.string().regex(/^[A-Z]{2}$/, 'must be a two-letter country code, e.g. DK')

/** Each basis as the owner chooses it, in Danish (app/settings/processors.ts). */
const TRANSFER_BASIS_LABELS: Record<TransferBasis, string> = {
  unconfirmed: 'Ikke tjekket endnu (siden kan ikke lanceres)',
  eea: 'Oplysningerne bliver i EU/EØS',
  dpf: 'USA: firmaet er certificeret under EU-US Data Privacy Framework',
  adequacy: 'Landet har en EU-afgørelse om tilstrækkelig beskyttelse (fx Storbritannien, Schweiz)',
  scc: "EU's standardkontraktbestemmelser er en del af databehandleraftalen",
}

/** The sample processors' names, which can be no real company's. */
const SAMPLE_PROCESSORS: Partial<Record<Processor, { sample: string; fix: string }>> = {
  mailbox: {
    sample: 'Eksempel Mail ApS',
    fix: 'skriv firmaet, der driver din e-mailpostkasse, og dets land',
  },
  bookkeeping: {
    sample: 'Eksempel Regnskab ApS',
    fix: 'skriv firmaet bag dit bogføringsprogram, og dets land',
  },
}

const processor = (name: Processor) =>
  setting(
    z
      .strictObject({
        /** The company, as its agreement names it: "Cloudflare, Inc.". */
        name: setting(text, {
          label: 'Firma, som aftalen skriver det',
          ...SAMPLE_PROCESSORS[name],
        }),
        /** Where it is established, as a two-letter code: "US". */
        country: setting(countryCode, {
          label: 'Land (to bogstaver)',
          editor: {
            widget: 'string',
            pattern: ['^[A-Z]{2}$', 'To store bogstaver, fx DK, IE eller US'],
          },
        }),
        basis: setting(
          z.enum(TRANSFER_BASES, { error: `must be one of ${TRANSFER_BASES.join(', ')}` }),
          {
            label: 'Grundlag for dine oplysninger',
            editor: {
              widget: 'select',
              options: TRANSFER_BASES.map((value) => ({
                value,
                label: TRANSFER_BASIS_LABELS[value],
              })),
            },
          },
        ),
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
          error:
            'is a basis for a transfer out of the EU/EEA, but the country is in it: choose eea',
          path: ['basis'],
        },
      ),
    { label: PROCESSOR_LABELS[name] },
  )

const DAYS: Record<(typeof WEEKDAYS)[number], string> = {
  Monday: 'Mandag',
  Tuesday: 'Tirsdag',
  Wednesday: 'Onsdag',
  Thursday: 'Torsdag',
  Friday: 'Fredag',
  Saturday: 'Lørdag',
  Sunday: 'Søndag',
}

/** The sample opening hours, which are also common real ones: the owner confirms them. */
export const SAMPLE_HOURS = {
  days: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
  opens: '09:00',
  closes: '17:00',
} as const

/**
 * Every setting of the file, in the editor's order: its rules, and its words (`GlobalMeta`): the
 * editor's label, hint and widget, the template's value and the launch list's fix.
 */
export const siteFileSchema = z
  .strictObject({
    /** The business's name, as it is written everywhere. */
    brand: setting(text, { label: 'Firmanavn' }),
    founder: setting(
      z.strictObject({
        name: setting(text, { label: 'Navn', sample: 'Mads Eksempel', fix: 'skriv dit navn' }),
        role: setting(perLanguage(text), {
          label: 'Titel',
          fix: 'skriv din titel på dansk og engelsk, og kun det, du kan dokumentere (»specialist« er en påstand om dine kvalifikationer)',
        }),
        /** Optional: shown on the about page, "12 års erfaring". */
        yearsOfExperience: setting(wholeNumber(1, 60).optional(), {
          label: 'Års erfaring (valgfrit)',
          hint: 'Vises på siden Om mig, fx »12 års erfaring med lokal SEO«.',
          fix: 'skriv, hvor mange år du har arbejdet med lokal SEO eller markedsføring',
        }),
        /**
         * The founder's portrait, a picture in the editor's media folder ("/images/me.jpg");
         * until it is set the pages show a drawing, and the launch check lists it.
         */
        photo: setting(
          z
            .string()
            .regex(
              new RegExp(`^${MEDIA_PATH}/[^/]+\\.(jpe?g|png|webp)$`, 'i'),
              `must be a JPEG, PNG or WebP picture in ${MEDIA_FOLDER}, written ${MEDIA_PATH}/name.jpg`,
            )
            .refine((photo) => existsSync(mediaFile(photo)), {
              error: (issue) => `names ${mediaFile(String(issue.input))}, which does not exist`,
            })
            .optional(),
          {
            label: 'Foto',
            hint: 'Et portræt af dig (JPEG, PNG eller WebP, mindst 640 × 800 pixel). Det beskæres til 4:5 omkring ansigtet. Siden kan ikke gå live uden: indtil da står det på listen over det, du mangler.',
            editor: { widget: 'image', choose_url: false },
            fix: 'vælg et portræt af dig selv (JPEG, PNG eller WebP, mindst 640 × 800 pixel)',
          },
        ),
        /** Optional: the founder's LinkedIn profile, linked from the about page. */
        linkedinUrl: setting(httpsUrl.optional(), {
          label: 'LinkedIn-profil (valgfrit)',
          fix: 'indsæt adressen på din profil',
        }),
        /**
         * Optional: where he worked before, one line each ("5 år som marketingkoordinator i en
         * VVS-kæde"), per language; shown on the about page.
         */
        pastRoles: setting(perLanguage(lines({ name: 'line', label: 'Linje' }, 4)).optional(), {
          label: 'Tidligere job (valgfrit)',
          hint: 'Op til fire linjer om, hvor du har arbejdet før, fx »6 år som marketingkoordinator i en VVS-kæde«. Vises på Om mig under overskriften »Før {firmanavn}«. Skriv kun det, du kan dokumentere.',
          fix: 'skriv op til fire linjer om, hvor du har arbejdet før, på dansk og engelsk',
        }),
      }),
      { label: 'Indehaver' },
    ),
    /** With the country code, in groups as it should be shown: "+45 12 34 56 78". */
    phone: setting(
      z
        .string()
        .regex(
          /^\+\d{1,3}( \d{2,4}){2,5}$/,
          'must be written with its country code, e.g. +45 12 34 56 78',
        ),
      {
        label: 'Telefon',
        hint: 'Med +45 og mellemrum, som det skal vises: +45 12 34 56 78',
        editor: {
          widget: 'string',
          pattern: [
            '^\\+\\d{1,3}( \\d{2,4}){2,5}$',
            'Skriv nummeret med landekode, fx +45 12 34 56 78',
          ],
        },
        sample: '+45 12 34 56 78',
        fix: 'skriv dit nummer med +45 og mellemrum, som det skal vises',
      },
    ),
    /** Shown to visitors. */
    email: setting(z.email('must be an e-mail address'), {
      label: 'E-mail til besøgende',
      fix: 'skriv den adresse, kunderne skal skrive til',
    }),
    /** Where the forms' messages are delivered. */
    mailRecipient: setting(z.email('must be an e-mail address'), {
      label: 'Modtager af formularerne',
      hint: 'Hertil sendes alle henvendelser og analyseanmodninger: en adresse, du læser hver dag.',
      fix: 'skriv den adresse, henvendelserne skal sendes til (en, du læser hver dag)',
    }),
    /** Optional: where a visitor books a call; shows "book a call" beside the free analysis. */
    bookingUrl: setting(httpsUrl.optional(), {
      label: 'Side til at booke et opkald (valgfrit)',
      hint: 'Fx din Calendly- eller Google Kalender-side. Så vises »Book et opkald« ved siden af den gratis analyse.',
    }),
    /** Optional: the business's own Google profile (its Maps link), shown with the contact details. */
    googleProfileUrl: setting(httpsUrl.optional(), {
      label: 'Din egen Google-profil (valgfrit)',
      hint: 'Linket til din virksomhed på Google Maps. Vises ved kontaktoplysningerne.',
      fix: 'indsæt linket til din virksomhed på Google Maps, og skriv under »Bedømmelse på Google« bedømmelsen og antallet af anmeldelser, som Google viser dem. Så står de ved knappen på forsiden og på Om mig, og en besøgende kan selv tjekke dem. Ret tallene, når de ændrer sig',
    }),
    /**
     * Optional: that profile's rating and number of reviews, as Google shows them today; shown
     * beside the first action on home and on the about page, linked to the profile so a visitor
     * can check it. Never in structured data (Google ignores, and may penalise, self-serving
     * review stars).
     */
    googleReviews: setting(
      z
        .strictObject({
          rating: setting(
            z
              .number({ error: 'must be a number such as 4.9, written without quotes' })
              .min(1, 'must be at least 1')
              .max(5, 'must be at most 5')
              .refine((rating) => Number.isInteger(rating * 10), {
                error: 'must have at most one decimal, as Google shows it (4.9)',
              }),
            {
              label: 'Bedømmelse (1,0–5,0)',
              editor: { widget: 'number', value_type: 'float', min: 1, max: 5, step: 0.1 },
            },
          ),
          count: setting(wholeNumber(1), { label: 'Antal anmeldelser' }),
        })
        .optional(),
      {
        label: 'Bedømmelse på Google (valgfrit)',
        hint: 'Som Google viser den på din profil i dag, fx 4,9 og 23 anmeldelser. Vises ved knappen på forsiden og på Om mig som et link til profilen, så en besøgende selv kan tjekke den. Kræver linket til din Google-profil ovenfor. Ret tallene, når de ændrer sig.',
      },
    ),
    /**
     * Optional: up to three real clients who have said yes in writing to being named, each with
     * their trade, town, one sentence and (if they want) a link; shown on home and the case page.
     */
    clients: setting(
      z
        .array(
          z.strictObject({
            name: setting(text, { label: 'Firmanavn' }),
            trade: setting(perLanguage(text), { label: 'Fag, fx Elektriker' }),
            town: setting(text, { label: 'By' }),
            sentence: setting(
              perLanguage(
                setting(text, {
                  hint: 'Helst kundens egne ord, som kunden har godkendt. Ingen løfter om placeringer.',
                }),
              ),
              { label: 'Én sætning om samarbejdet' },
            ),
            url: setting(httpsUrl.optional(), { label: 'Kundens hjemmeside (valgfrit)' }),
            permission: setting(
              z.literal(true, {
                error: 'must be ticked: name a client only when he has said yes in writing',
              }),
              {
                label: 'Kunden har skriftligt sagt ja til at stå her med navn',
                hint: 'Skal være sat: ellers kan siden ikke bygges.',
              },
            ),
          }),
        )
        .max(3, 'must be at most 3 clients')
        .optional(),
      {
        label: 'Kunder, der må nævnes (valgfrit)',
        hint: 'Op til tre rigtige kunder, der skriftligt har sagt ja til at stå her. De vises på forsiden og på Cases, så en besøgende kan finde dem og spørge selv. Gem deres ja (fx mailen).',
        editor: {
          label_singular: 'kunde',
          max: 3,
          collapsed: true,
          summary: '{{fields.name}}, {{fields.town}}',
        },
        fix: 'tilføj op til tre kunder, der skriftligt har sagt ja til at stå med navn, fag, by og en sætning. De vises på forsiden og på Cases',
      },
    ),
    /** The company's CVR number. */
    cvr: setting(z.string().regex(/^\d{8}$/, 'must be the eight digits of the CVR number'), {
      label: 'CVR-nummer',
      editor: { widget: 'string', pattern: ['^\\d{8}$', 'Et CVR-nummer er otte cifre'] },
      sample: '12345678',
      fix: 'skriv dit CVR-nummer',
    }),
    address: setting(
      z.strictObject({
        street: setting(text, {
          label: 'Vej og nummer',
          sample: 'Eksempelvej 1',
          fix: 'skriv virksomhedens adresse (vej, postnummer og by)',
        }),
        postalCode: setting(
          z.string().regex(/^\d{4}$/, 'must be a four-digit Danish postal code'),
          {
            label: 'Postnummer',
            editor: { widget: 'string', pattern: ['^\\d{4}$', 'Fire cifre'] },
            fix: 'skriv dit eget postnummer, og din egen by under det (eksemplet er 8000 Aarhus C)',
          },
        ),
        city: setting(text, { label: 'By' }),
        country: setting(countryCode, { label: 'Landekode', hint: 'DK' }),
      }),
      { label: 'Adresse' },
    ),
    openingHours: setting(
      z.strictObject({
        days: setting(z.array(z.enum(WEEKDAYS)).min(1, 'must name at least one day'), {
          label: 'Dage',
          editor: {
            widget: 'select',
            multiple: true,
            options: WEEKDAYS.map((value) => ({ value, label: DAYS[value] })),
          },
        }),
        opens: setting(time, { label: 'Åbner (TT:MM)' }),
        closes: setting(time, { label: 'Lukker (TT:MM)' }),
        /** The sample hours are also common real ones: the owner says so here when they are his. */
        confirmed: setting(z.boolean().optional(), {
          label: 'Tiderne er mine egne',
          hint: 'Sæt hak, hvis eksemplets tider (man.–fre. 9–17) også er dine.',
        }),
      }),
      {
        label: 'Åbningstider',
        sample: SAMPLE_HOURS,
        fix: 'skriv dine tider, eller sæt flueben ved »Tiderne er mine egne«, hvis eksemplets tider (mandag til fredag 9–17) passer',
      },
    ),
    /** Monthly price of each package in DKK, excluding VAT. */
    packagePrices: setting(
      z
        .strictObject({
          basic: setting(wholeNumber(1), { label: 'Basis' }),
          growth: setting(wholeNumber(1), { label: 'Vækst' }),
          premium: setting(wholeNumber(1), { label: 'Premium' }),
        })
        .refine(({ basic, growth, premium }) => basic < growth && growth < premium, {
          error: 'must rise from basic to growth to premium (the site calls basic the cheapest)',
        }),
      {
        label: 'Pakkepriser (kr. pr. måned ekskl. moms)',
        hint: 'Priserne skal stige fra Basis over Vækst til Premium.',
      },
    ),
    /**
     * The introductory offer: `discountPercent` off the monthly price for the first `months`
     * months, for the first `customers` customers.
     */
    introOffer: setting(
      z.strictObject({
        discountPercent: setting(wholeNumber(1, 100), { label: 'Rabat i procent' }),
        months: setting(wholeNumber(1, 24), { label: 'Antal måneder' }),
        customers: setting(wholeNumber(1), { label: 'For de første … kunder' }),
        /** Places left at the intro price, shown beside it; the launch list asks for it. */
        placesLeft: setting(wholeNumber(0).optional(), {
          label: 'Pladser tilbage',
          hint: 'Vises ved prisen, fx »2 pladser tilbage«. Tjeklisten før lanceringen beder om det, mens tilbuddet gælder. Hold tallet sandt: ret det, når du får en ny kunde. Sæt 0, når tilbuddet er brugt op: så forsvinder det fra prisen.',
          fix: 'skriv, hvor mange pladser der er tilbage til introduktionsprisen (det står ved prisen, så tilbuddet ikke ser ud til at gælde for evigt), og ret tallet, hver gang du får en ny kunde; sæt 0, hvis du ikke vil have et tilbud',
        }),
      }),
      {
        label: 'Introduktionstilbud',
        fix: 'bekræft rabatten, antal måneder, antal kunder og »Pladser tilbage« (det står ved prisen; ret det, hver gang du får en ny kunde), eller sæt »Pladser tilbage« til 0, hvis du ikke vil have et tilbud',
      },
    ),
    /**
     * What the free analysis gives back, which the pages promise and the owner delivers: his
     * position in this many searches across the customer's town, against this many nearest
     * competitors, with this many fixes, within this many working days of the request.
     */
    freeAnalysis: setting(
      z.strictObject({
        searches: setting(wholeNumber(1, 10), {
          label: 'Antal søgninger, jeg tjekker placeringen i',
        }),
        competitors: setting(wholeNumber(1, 10), {
          label: 'Antal nærmeste konkurrenter, jeg sammenligner med',
        }),
        fixes: setting(wholeNumber(1, 10), { label: 'Antal vigtigste rettelser, kunden får' }),
        workingDays: setting(wholeNumber(1, 10), { label: 'Leveret inden for … arbejdsdage' }),
      }),
      {
        label: 'Den gratis analyse',
        hint: 'Det, siden lover, at kunden får tilbage. Sæt kun tal, du kan holde hver gang.',
      },
    ),
    /**
     * The data processors the privacy policy names (§§ 5–6), each with where it is and the basis
     * on which data may go there. Until the owner has chosen a basis for each, having read its
     * data processing agreement, the launch check lists it (scripts/build/launch-check.ts).
     */
    processors: setting(
      z.strictObject(
        Object.fromEntries(PROCESSORS.map((name) => [name, processor(name)])) as Record<
          Processor,
          ReturnType<typeof processor>
        >,
      ),
      {
        label: 'Databehandlere (nævnt i privatlivspolitikken)',
        hint: 'Firmaerne, der behandler besøgendes og kunders oplysninger for dig. Vælg grundlaget for hver, når du har læst dens databehandleraftale (DPA); indtil da kan siden ikke lanceres.',
      },
    ),
    /** The legal texts' facts that are the owner's: their date and the court for a dispute. */
    legal: setting(
      z.strictObject({
        /** The date the privacy policy and the terms were published, shown at their top. */
        updated: setting(z.iso.date('must be a date written YYYY-MM-DD'), {
          label: 'Senest opdateret',
          hint: 'Datoen, hvor du udgiver privatlivspolitikken og handelsbetingelserne. Vises øverst på begge sider.',
          editor: { widget: 'datetime', format: 'YYYY-MM-DD', time_format: false },
          fix: 'sæt den dato, du regner med at udgive privatlivspolitikken og handelsbetingelserne (ret den senere, hvis din advokat ændrer i dem); tjek samtidig »Retten ved uenighed« (byretten for din adresse)',
        }),
        /** The court of first instance for a dispute (terms § 12), e.g. "Retten i Aarhus". */
        court: setting(text, {
          label: 'Retten ved uenighed',
          hint: 'Byretten for din adresse, fx »Retten i Aarhus« (se domstol.dk). Nævnt i handelsbetingelsernes punkt 12.',
          fix: 'skriv byretten for din adresse (find den på domstol.dk)',
        }),
      }),
      { label: 'Juridiske tekster' },
    ),
    currency: setting(
      z.literal('DKK', { error: 'must be DKK: the prices and texts are in Danish kroner' }),
      { label: 'Valuta', editor: { widget: 'hidden' } },
    ),
    /** Schema.org's `paymentAccepted`, in English. */
    paymentAccepted: setting(lines({ name: 'method', label: 'Betalingsform' }), {
      label: 'Betalingsformer (på engelsk, til søgemaskiner)',
    }),
    /** What the business does, per language, as search engines are told (structured data). */
    serviceTypes: setting(perLanguage(lines({ name: 'service', label: 'Ydelse' })), {
      label: 'Ydelser (til søgemaskiner)',
    }),
    areaServed: setting(text, { label: 'Område (på engelsk, fx Denmark)' }),
    palette: setting(
      z.strictObject({
        brand: shades('Hovedfarve, lys til mørk (50 … 950)', {
          50: colour,
          100: colour,
          200: colour,
          700: colour,
          800: colour,
          900: colour,
          950: colour,
        }),
        accent: shades('Accentfarve (200 … 400)', { 200: colour, 300: colour, 400: colour }),
        /** Body text. */
        ink: setting(colour, { label: 'Brødtekst' }),
        /** Secondary text. */
        muted: setting(colour, { label: 'Dæmpet tekst' }),
      }),
      { label: 'Farver', editor: { collapsed: true } },
    ),
    /**
     * Facts the privacy policy states only once the owner has confirmed them (app/sections/
     * legal-text.ts); until then it says what is true either way.
     */
    privacyFacts: setting(
      z.strictObject({
        /** The mailbox that receives the forms' messages has two-step verification. */
        mailboxTwoFactor: setting(z.boolean(), { label: 'Postkassen har totrinsbekræftelse' }),
        /** The form service keeps no history of sent messages (the guide's step 6). */
        formHistoryOff: setting(z.boolean(), {
          label: 'Historikken over sendte beskeder er slået fra i EmailJS',
        }),
      }),
      {
        label: 'Forhold, som privatlivspolitikken kun nævner, når du har bekræftet dem',
        hint: 'Indtil du sætter hak, skriver politikken kun det, der er sandt under alle omstændigheder.',
      },
    ),
    /**
     * How strictly browsers are told to keep to https (the Strict-Transport-Security header,
     * scripts/build/host-rules.ts). Off by default, each locks something in for a year or more:
     * every subdomain must answer on https, and the browsers' preload list is left only slowly.
     */
    hsts: setting(
      z
        .strictObject({
          /** `includeSubDomains`: every subdomain (mail., www., an old shop.) must answer on https. */
          includeSubdomains: setting(z.boolean(), {
            label: 'Kræv https på alle underdomæner',
            hint: 'Sæt kun hak, hvis alle adresser under dit domæne (fx www., mail. eller en gammel webshop) kan åbnes med https. Browserne husker det i et år, også hvis du fjerner hakket igen, og en adresse uden https kan så ikke åbnes af dem, der har besøgt siden.',
          }),
          /** `preload`: anyone may then put the domain on the list built into the browsers. */
          preload: setting(z.boolean(), {
            label: 'Tillad, at domænet kommer på browsernes faste liste (preload)',
            hint: 'Kræver hakket ovenfor. Så kan enhver skrive domænet på den liste over https-domæner, der er bygget ind i Chrome, Firefox og Safari. Det er næsten umuligt at fortryde: det tager måneder at komme af listen, og alle underdomæner skal have https i mange år. Lad det være, medmindre en udvikler har bedt dig om det.',
          }),
        })
        .refine(({ includeSubdomains, preload }) => includeSubdomains || !preload, {
          error: 'preload needs includeSubdomains: the browsers accept no domain without it',
          path: ['preload'],
        }),
      {
        label: 'Sikker forbindelse (https): det, der er svært at fortryde',
        hint: 'Siden kræver altid https, og browserne husker det i et år. Sæt kun hak her, når du ved, hvad det låser fast.',
      },
    ),
    /**
     * The sample texts not yet rewritten; the owner removes each once it is his own. The editor
     * leaves out a list he empties (`omit_empty_optional_fields`), so a missing list is an empty one.
     */
    sampleTexts: setting(
      z.array(z.enum(SAMPLE_TEXTS as [keyof typeof SAMPLE_TEXT_LABELS])).optional(),
      {
        label: 'Eksempeltekster, der endnu ikke er dine egne',
        hint: 'Fjern en tekst herfra, når du har skrevet den om. Siden kan ikke lanceres, før listen er tom.',
        editor: {
          widget: 'select',
          multiple: true,
          options: SAMPLE_TEXTS.map((value) => ({ value, label: SAMPLE_TEXT_LABELS[value] })),
        },
        fix: 'fjern en tekst herfra, når den er din egen',
      },
    ),
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

/** A setting's schema with its optional wrapper taken off, and whether it had one. */
export function unwrapSetting(schema: z.ZodType): { inner: z.ZodType; optional: boolean } {
  let inner = schema
  let optional = false
  while (inner.def.type === 'optional') {
    optional = true
    inner = (inner as z.ZodOptional).unwrap() as z.ZodType
  }
  return { inner, optional }
}

/** A setting's words, its helper's and its own (the outer wrapper's win). */
export const settingMeta = (schema: z.ZodType): z.GlobalMeta => ({
  ...unwrapSetting(schema).inner.meta(),
  ...schema.meta(),
})

/** The settings inside a group (an object) or a per-language record, by key. */
export function settingChildren(schema: z.ZodType): [string, z.ZodType][] {
  const { inner } = unwrapSetting(schema)
  if (inner instanceof z.ZodObject) return Object.entries(inner.shape as Record<string, z.ZodType>)
  if (inner instanceof z.ZodRecord)
    return LANGUAGES.map((language) => [language, inner.valueType as z.ZodType])
  return []
}

/** The settings along a dotted field name ("founder.name"), from the file's top. */
export function settingsAlong(field: string): z.ZodType[] {
  const along: z.ZodType[] = []
  let here: z.ZodType = siteFileSchema
  for (const key of field.split('.')) {
    const next = settingChildren(here).find(([name]) => name === key)?.[1]
    if (!next) throw new Error(`${SITE_FILE} has no setting ${field}`)
    along.push(next)
    here = next
  }
  return along
}

/**
 * Where the owner finds a setting in the editor, as the launch list writes it:
 * "Virksomhedens oplysninger → Indehaver → Navn".
 */
export const menuPath = (field: string): string =>
  [SITE_FILE_LABEL, ...settingsAlong(field).map((schema) => settingMeta(schema).label)].join(' → ')

/** The launch list's line for a setting: where it is, and what to do (its `fix`). */
export function settingFix(field: string): string {
  const { fix } = settingMeta(settingsAlong(field).at(-1) as z.ZodType)
  if (!fix) throw new Error(`${SITE_FILE}: ${field} says nothing for the launch list (fix)`)
  return `${menuPath(field)}: ${fix}`
}

/** Every setting with the template's value (`sample`), by dotted field name. */
export function sampleSettings(
  schema: z.ZodType = siteFileSchema,
  at = '',
): [string, z.GlobalMeta][] {
  return settingChildren(schema).flatMap(([key, child]) => {
    const field = at ? `${at}.${key}` : key
    const meta = settingMeta(child)
    return [
      ...(meta.sample === undefined ? [] : [[field, meta] as [string, z.GlobalMeta]]),
      ...sampleSettings(child, field),
    ]
  })
}
