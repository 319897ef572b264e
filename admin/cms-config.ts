import { readFileSync } from 'node:fs'
import type { CmsConfig, CollectionFile, Field } from '@sveltia/cms'
import { BLOG_CATEGORIES } from '#app/blog/posts.ts'
import { MEDIA_FOLDER, MEDIA_PATH } from '#app/content-files/images.ts'
import { DEFAULT_LANGUAGE, LANGUAGES } from '#app/i18n/languages.ts'
import { NAMESPACES } from '#app/i18n/pages.ts'
import {
  PROCESSOR_LABELS,
  PROCESSORS,
  TRANSFER_BASES,
  type TransferBasis,
} from '#app/settings/processors.ts'
import { SAMPLE_TEXTS, SITE_FILE } from '#app/settings/site-file-schema.ts'

/**
 * The editor's configuration (/admin/config.yml), made at build time: which files the owner edits
 * and with which fields. The fields of every text file are generated from its Danish file, one
 * per key, so the editor cannot drift from the texts (admin/cms-config.test.ts holds it to them).
 * Only the business details (content/site.json) and the posts' front matter have fields written
 * by hand, because each has rules of its own (app/settings/site-file-schema.ts, app/blog/post-files.server.ts).
 */

/** Where the owner's texts live; `{{locale}}` is the language. */
export const TEXT_FILES = {
  pages: NAMESPACES.map((namespace) => `public/locales/{{locale}}/${namespace}.json`),
  legal: ['privacy', 'terms', 'guide', 'sample-report', 'sample-analysis'].map(
    (name) => `content/{{locale}}/${name}.json`,
  ),
}

type Json = string | number | boolean | null | Json[] | { [key: string]: Json }

/** A text longer than this, or with a line break, gets a text area; shorter ones a line. */
const LONG_TEXT = 70

/** "cta_primary" → "Cta primary", "story" → "Story": the key, readable. */
const labelOf = (key: string) => {
  const words = key.replaceAll(/[_-]+/g, ' ').trim()
  return words.charAt(0).toUpperCase() + words.slice(1)
}

const textWidget = (samples: string[]) =>
  samples.some((text) => text.length > LONG_TEXT || text.includes('\n')) ? 'text' : 'string'

/** The field for one key of a text file, from its value in the Danish file. */
export function fieldFor(name: string, value: Json, optional = false): Field {
  const common = { name, label: labelOf(name), ...(optional && { required: false }) }
  if (typeof value === 'string') return { ...common, widget: textWidget([value]) }
  if (Array.isArray(value)) {
    const objects = value.filter(
      (item): item is { [key: string]: Json } =>
        typeof item === 'object' && item !== null && !Array.isArray(item),
    )
    if (objects.length > 0) {
      // The items' keys in first-seen order; a key some items lack is optional.
      const keys = [...new Set(objects.flatMap((item) => Object.keys(item)))]
      return {
        ...common,
        widget: 'list',
        collapsed: true,
        fields: keys.map((key) => {
          const first = objects.find((item) => key in item)?.[key] ?? ''
          return fieldFor(
            key,
            first,
            objects.some((item) => !(key in item)),
          )
        }),
      }
    }
    const texts = value.filter((item): item is string => typeof item === 'string')
    return {
      ...common,
      widget: 'list',
      field: { name: 'text', label: labelOf(name), widget: textWidget(texts) },
    }
  }
  if (typeof value === 'object' && value !== null) {
    return {
      ...common,
      widget: 'object',
      collapsed: true,
      fields: Object.entries(value).map(([key, item]) => fieldFor(key, item)),
    }
  }
  throw new Error(`${name}: a text file holds only texts, lists and groups, not ${value}`)
}

/**
 * The keys of a text file in every language, in the Danish file's order, with the Danish text
 * (or the first language's that has the key) as the sample each field is made from. A key some
 * language lacks (the English legal texts' notice) is marked, so its field may stay empty.
 */
function mergedTexts(files: Json[]): { [key: string]: { value: Json; everywhere: boolean } } {
  const objects = files.filter(
    (file): file is { [key: string]: Json } =>
      typeof file === 'object' && file !== null && !Array.isArray(file),
  )
  const keys = [...new Set(objects.flatMap((file) => Object.keys(file)))]
  return Object.fromEntries(
    keys.map((key) => [
      key,
      {
        value: objects.find((file) => key in file)?.[key] ?? '',
        everywhere: objects.every((file) => key in file),
      },
    ]),
  )
}

/** The field, and every field inside it, written per language (the editor's `i18n: true`). */
function translatable(field: Field): Field {
  const inner = field as { field?: Field; fields?: Field[] }
  return {
    ...field,
    i18n: true,
    ...(inner.field && { field: translatable(inner.field) }),
    ...(inner.fields && { fields: inner.fields.map(translatable) }),
  } as Field
}

/** One text file in both languages, side by side, its fields generated from the files. */
export function textFile(file: string): CollectionFile {
  const texts: Json[] = LANGUAGES.map((language) =>
    JSON.parse(readFileSync(file.replace('{{locale}}', language), 'utf8')),
  )
  const name = file.replace(/^.*\/([^/]+)\.json$/, '$1')
  return {
    name,
    label: labelOf(name),
    file,
    format: 'json',
    i18n: true,
    fields: Object.entries(mergedTexts(texts)).map(([key, { value, everywhere }]) =>
      translatable(fieldFor(key, value, !everywhere)),
    ),
  }
}

const DAYS = [
  ['Monday', 'Mandag'],
  ['Tuesday', 'Tirsdag'],
  ['Wednesday', 'Onsdag'],
  ['Thursday', 'Torsdag'],
  ['Friday', 'Fredag'],
  ['Saturday', 'Lørdag'],
  ['Sunday', 'Søndag'],
] as const

const perLanguage = (name: string, label: string, field: (language: string) => Field): Field => ({
  name,
  label,
  widget: 'object',
  fields: LANGUAGES.map((language) => field(language)),
})

const HTTPS_PATTERN: [string, string] = [
  '^https://',
  'Skriv hele adressen, der starter med https://',
]

const colour = (name: string, label = name): Field => ({ name, label, widget: 'color' })
const shades = (name: string, label: string): Field => ({
  name,
  label,
  widget: 'keyvalue',
  key_label: 'Nuance',
  value_label: 'Farve (#rrggbb)',
})

const SAMPLE_TEXT_LABELS: Record<(typeof SAMPLE_TEXTS)[number], string> = {
  'founder-bio': 'Biografien på Om os (om-os: team.bio)',
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
}

/** Each basis as the owner chooses it, in Danish (app/settings/processors.ts). */
const TRANSFER_BASIS_LABELS: Record<TransferBasis, string> = {
  unconfirmed: 'Ikke tjekket endnu (siden kan ikke lanceres)',
  eea: 'Oplysningerne bliver i EU/EØS',
  dpf: 'USA: firmaet er certificeret under EU-US Data Privacy Framework',
  adequacy: 'Landet har en EU-afgørelse om tilstrækkelig beskyttelse (fx Storbritannien, Schweiz)',
  scc: "EU's standardkontraktbestemmelser er en del af databehandleraftalen",
}

/** The business details (content/site.json), with the schema's rules as hints (app/settings/site-file-schema.ts). */
const SITE_FILE_FIELDS: Field[] = [
  { name: 'brand', label: 'Firmanavn', widget: 'string' },
  {
    name: 'founder',
    label: 'Indehaver',
    widget: 'object',
    fields: [
      { name: 'name', label: 'Navn', widget: 'string' },
      perLanguage('role', 'Titel', (language) => ({
        name: language,
        label: language,
        widget: 'string',
      })),
      {
        name: 'yearsOfExperience',
        label: 'Års erfaring (valgfrit)',
        widget: 'number',
        value_type: 'int',
        min: 1,
        max: 60,
        required: false,
        hint: 'Vises på Om os, fx »12 års erfaring med lokal SEO«.',
      },
      {
        name: 'photo',
        label: 'Foto',
        widget: 'image',
        required: false,
        choose_url: false,
        hint: 'Et portræt af dig (JPEG, PNG eller WebP, mindst 640 × 800 pixel). Det beskæres til 4:5 omkring ansigtet. Siden kan ikke gå live uden: indtil da står det på listen over det, du mangler.',
      },
      {
        name: 'linkedinUrl',
        label: 'LinkedIn-profil (valgfrit)',
        widget: 'string',
        required: false,
        pattern: HTTPS_PATTERN,
      },
      {
        ...perLanguage('pastRoles', 'Tidligere job (valgfrit)', (language) => ({
          name: language,
          label: language,
          widget: 'list',
          max: 4,
          field: { name: 'line', label: 'Linje', widget: 'string' },
        })),
        required: false,
        hint: 'Op til fire linjer om, hvor du har arbejdet før, fx »6 år som marketingkoordinator i en VVS-kæde«. Vises på Om mig under overskriften »Før {firmanavn}«. Skriv kun det, du kan dokumentere.',
      },
    ],
  },
  {
    name: 'phone',
    label: 'Telefon',
    widget: 'string',
    hint: 'Med +45 og mellemrum, som det skal vises: +45 12 34 56 78',
    pattern: ['^\\+\\d{1,3}( \\d{2,4}){2,5}$', 'Skriv nummeret med landekode, fx +45 12 34 56 78'],
  },
  { name: 'email', label: 'E-mail til besøgende', widget: 'string' },
  {
    name: 'mailRecipient',
    label: 'Modtager af formularerne',
    widget: 'string',
    hint: 'Hertil sendes alle henvendelser og analyseanmodninger: en adresse, du læser hver dag.',
  },
  {
    name: 'bookingUrl',
    label: 'Side til at booke et opkald (valgfrit)',
    widget: 'string',
    required: false,
    pattern: HTTPS_PATTERN,
    hint: 'Fx din Calendly- eller Google Kalender-side. Så vises »Book et opkald« ved siden af den gratis analyse.',
  },
  {
    name: 'googleProfileUrl',
    label: 'Din egen Google-profil (valgfrit)',
    widget: 'string',
    required: false,
    pattern: HTTPS_PATTERN,
    hint: 'Linket til din virksomhed på Google Maps. Vises ved kontaktoplysningerne.',
  },
  {
    name: 'googleReviews',
    label: 'Bedømmelse på Google (valgfrit)',
    widget: 'object',
    required: false,
    hint: 'Som Google viser den på din profil i dag, fx 4,9 og 23 anmeldelser. Vises ved knappen på forsiden og på Om mig som et link til profilen, så en besøgende selv kan tjekke den. Kræver linket til din Google-profil ovenfor. Ret tallene, når de ændrer sig.',
    fields: [
      {
        name: 'rating',
        label: 'Bedømmelse (1,0–5,0)',
        widget: 'number',
        value_type: 'float',
        min: 1,
        max: 5,
        step: 0.1,
      },
      {
        name: 'count',
        label: 'Antal anmeldelser',
        widget: 'number',
        value_type: 'int',
        min: 1,
      },
    ],
  },
  {
    name: 'clients',
    label: 'Kunder, der må nævnes (valgfrit)',
    label_singular: 'kunde',
    widget: 'list',
    required: false,
    max: 3,
    collapsed: true,
    summary: '{{fields.name}}, {{fields.town}}',
    hint: 'Op til tre rigtige kunder, der skriftligt har sagt ja til at stå her. De vises på forsiden og på Cases, så en besøgende kan finde dem og spørge selv. Gem deres ja (fx mailen).',
    fields: [
      { name: 'name', label: 'Firmanavn', widget: 'string' },
      perLanguage('trade', 'Fag, fx Elektriker', (language) => ({
        name: language,
        label: language,
        widget: 'string',
      })),
      { name: 'town', label: 'By', widget: 'string' },
      perLanguage('sentence', 'Én sætning om samarbejdet', (language) => ({
        name: language,
        label: language,
        widget: 'string',
        hint: 'Helst kundens egne ord, som kunden har godkendt. Ingen løfter om placeringer.',
      })),
      {
        name: 'url',
        label: 'Kundens hjemmeside (valgfrit)',
        widget: 'string',
        required: false,
        pattern: HTTPS_PATTERN,
      },
      {
        name: 'permission',
        label: 'Kunden har skriftligt sagt ja til at stå her med navn',
        widget: 'boolean',
        hint: 'Skal være sat: ellers kan siden ikke bygges.',
      },
    ],
  },
  {
    name: 'cvr',
    label: 'CVR-nummer',
    widget: 'string',
    pattern: ['^\\d{8}$', 'Et CVR-nummer er otte cifre'],
  },
  {
    name: 'address',
    label: 'Adresse',
    widget: 'object',
    fields: [
      { name: 'street', label: 'Vej og nummer', widget: 'string' },
      {
        name: 'postalCode',
        label: 'Postnummer',
        widget: 'string',
        pattern: ['^\\d{4}$', 'Fire cifre'],
      },
      { name: 'city', label: 'By', widget: 'string' },
      { name: 'country', label: 'Landekode', widget: 'string', hint: 'DK' },
    ],
  },
  {
    name: 'openingHours',
    label: 'Åbningstider',
    widget: 'object',
    fields: [
      {
        name: 'days',
        label: 'Dage',
        widget: 'select',
        multiple: true,
        options: DAYS.map(([value, label]) => ({ value, label })),
      },
      {
        name: 'opens',
        label: 'Åbner (TT:MM)',
        widget: 'string',
        pattern: ['^\\d{2}:\\d{2}$', 'TT:MM'],
      },
      {
        name: 'closes',
        label: 'Lukker (TT:MM)',
        widget: 'string',
        pattern: ['^\\d{2}:\\d{2}$', 'TT:MM'],
      },
      {
        name: 'confirmed',
        label: 'Tiderne er mine egne',
        widget: 'boolean',
        required: false,
        hint: 'Sæt hak, hvis eksemplets tider (man.–fre. 9–17) også er dine.',
      },
    ],
  },
  {
    name: 'packagePrices',
    label: 'Pakkepriser (kr. pr. måned ekskl. moms)',
    widget: 'object',
    hint: 'Priserne skal stige fra Basis over Vækst til Premium.',
    fields: [
      ['basic', 'Basis'],
      ['growth', 'Vækst'],
      ['premium', 'Premium'],
    ].map(([name = '', label]) => ({ name, label, widget: 'number', value_type: 'int', min: 1 })),
  },
  {
    name: 'introOffer',
    label: 'Introduktionstilbud',
    widget: 'object',
    fields: [
      {
        name: 'discountPercent',
        label: 'Rabat i procent',
        widget: 'number',
        value_type: 'int',
        min: 1,
        max: 100,
      },
      {
        name: 'months',
        label: 'Antal måneder',
        widget: 'number',
        value_type: 'int',
        min: 1,
        max: 24,
      },
      {
        name: 'customers',
        label: 'For de første … kunder',
        widget: 'number',
        value_type: 'int',
        min: 1,
      },
      {
        name: 'placesLeft',
        label: 'Pladser tilbage',
        widget: 'number',
        value_type: 'int',
        min: 0,
        required: false,
        hint: 'Vises ved prisen, fx »2 pladser tilbage«. Tjeklisten før lanceringen beder om det, mens tilbuddet gælder. Hold tallet sandt: ret det, når du får en ny kunde. Sæt 0, når tilbuddet er brugt op: så forsvinder det fra prisen.',
      },
    ],
  },
  {
    name: 'freeAnalysis',
    label: 'Den gratis analyse',
    widget: 'object',
    hint: 'Det, siden lover, at kunden får tilbage. Sæt kun tal, du kan holde hver gang.',
    fields: [
      ['searches', 'Antal søgninger, jeg tjekker placeringen i'],
      ['competitors', 'Antal nærmeste konkurrenter, jeg sammenligner med'],
      ['fixes', 'Antal vigtigste rettelser, kunden får'],
      ['workingDays', 'Leveret inden for … arbejdsdage'],
    ].map(([name = '', label]) => ({
      name,
      label,
      widget: 'number',
      value_type: 'int',
      min: 1,
      max: 10,
    })),
  },
  {
    name: 'processors',
    label: 'Databehandlere (nævnt i privatlivspolitikken)',
    widget: 'object',
    hint: 'Firmaerne, der behandler besøgendes og kunders oplysninger for dig. Vælg grundlaget for hver, når du har læst dens databehandleraftale (DPA); indtil da kan siden ikke lanceres.',
    fields: PROCESSORS.map((name) => ({
      name,
      label: PROCESSOR_LABELS[name],
      widget: 'object',
      fields: [
        { name: 'name', label: 'Firma, som aftalen skriver det', widget: 'string' },
        {
          name: 'country',
          label: 'Land (to bogstaver)',
          widget: 'string',
          pattern: ['^[A-Z]{2}$', 'To store bogstaver, fx DK, IE eller US'],
        },
        {
          name: 'basis',
          label: 'Grundlag for dine oplysninger',
          widget: 'select',
          options: TRANSFER_BASES.map((value) => ({ value, label: TRANSFER_BASIS_LABELS[value] })),
        },
      ],
    })),
  },
  {
    name: 'legal',
    label: 'Juridiske tekster',
    widget: 'object',
    fields: [
      {
        name: 'updated',
        label: 'Senest opdateret',
        widget: 'datetime',
        format: 'YYYY-MM-DD',
        time_format: false,
        hint: 'Datoen, hvor du udgiver privatlivspolitikken og handelsbetingelserne. Vises øverst på begge sider.',
      },
      {
        name: 'court',
        label: 'Retten ved uenighed',
        widget: 'string',
        hint: 'Byretten for din adresse, fx »Retten i Aarhus« (se domstol.dk). Nævnt i handelsbetingelsernes punkt 12.',
      },
    ],
  },
  { name: 'currency', label: 'Valuta', widget: 'hidden' },
  {
    name: 'paymentAccepted',
    label: 'Betalingsformer (på engelsk, til søgemaskiner)',
    widget: 'list',
    field: { name: 'method', label: 'Betalingsform', widget: 'string' },
  },
  perLanguage('serviceTypes', 'Ydelser (til søgemaskiner)', (language) => ({
    name: language,
    label: language,
    widget: 'list',
    field: { name: 'service', label: 'Ydelse', widget: 'string' },
  })),
  { name: 'areaServed', label: 'Område (på engelsk, fx Denmark)', widget: 'string' },
  {
    name: 'palette',
    label: 'Farver',
    widget: 'object',
    collapsed: true,
    fields: [
      // Shades by number (50 … 950), as Tailwind names them: key-value pairs, since the
      // editor reads a field named "50" as a list's 51st item.
      shades('brand', 'Hovedfarve, lys til mørk (50 … 950)'),
      shades('accent', 'Accentfarve (200 … 400)'),
      colour('ink', 'Brødtekst'),
      colour('muted', 'Dæmpet tekst'),
    ],
  },
  {
    name: 'privacyFacts',
    label: 'Forhold, som privatlivspolitikken kun nævner, når du har bekræftet dem',
    widget: 'object',
    hint: 'Indtil du sætter hak, skriver politikken kun det, der er sandt under alle omstændigheder.',
    fields: [
      {
        name: 'mailboxTwoFactor',
        label: 'Postkassen har totrinsbekræftelse',
        widget: 'boolean',
      },
    ],
  },
  {
    name: 'hsts',
    label: 'Sikker forbindelse (https): det, der er svært at fortryde',
    widget: 'object',
    hint: 'Siden kræver altid https, og browserne husker det i et år. Sæt kun hak her, når du ved, hvad det låser fast.',
    fields: [
      {
        name: 'includeSubdomains',
        label: 'Kræv https på alle underdomæner',
        widget: 'boolean',
        hint: 'Sæt kun hak, hvis alle adresser under dit domæne (fx www., mail. eller en gammel webshop) kan åbnes med https. Browserne husker det i et år, også hvis du fjerner hakket igen, og en adresse uden https kan så ikke åbnes af dem, der har besøgt siden.',
      },
      {
        name: 'preload',
        label: 'Tillad, at domænet kommer på browsernes faste liste (preload)',
        widget: 'boolean',
        hint: 'Kræver hakket ovenfor. Så kan enhver skrive domænet på den liste over https-domæner, der er bygget ind i Chrome, Firefox og Safari. Det er næsten umuligt at fortryde: det tager måneder at komme af listen, og alle underdomæner skal have https i mange år. Lad det være, medmindre en udvikler har bedt dig om det.',
      },
    ],
  },
  {
    name: 'sampleTexts',
    label: 'Eksempeltekster, der endnu ikke er dine egne',
    widget: 'select',
    multiple: true,
    required: false,
    hint: 'Fjern en tekst herfra, når du har skrevet den om. Siden kan ikke lanceres, før listen er tom.',
    options: SAMPLE_TEXTS.map((value) => ({ value, label: SAMPLE_TEXT_LABELS[value] })),
  },
]

/** The Danish names of the blog's categories, as the blog shows them. */
function categoryLabels(): Record<string, string> {
  const blog = JSON.parse(readFileSync('public/locales/da/blog.json', 'utf8'))
  return blog.categories
}

/** A post's front matter and body, as app/blog/post-files.server.ts reads them. */
function blogFields(): Field[] {
  const labels = categoryLabels()
  // Danish is required, English may wait: the English site shows the Danish post until then.
  const danishRequired = ['da']
  return [
    {
      name: 'draft',
      label: 'Kladde (vises ikke på siden)',
      widget: 'boolean',
      required: false,
      default: false,
      i18n: 'duplicate',
      hint: 'Sæt hak for at gemme indlægget uden at udgive det. Fjern hakket, når det skal på siden.',
    },
    { name: 'title', label: 'Titel', widget: 'string', i18n: true, required: danishRequired },
    {
      name: 'excerpt',
      label: 'Uddrag',
      widget: 'text',
      i18n: true,
      required: danishRequired,
      hint: 'En eller to sætninger: vises i listen, under titlen og i søgeresultater.',
    },
    {
      name: 'category',
      label: 'Kategori',
      widget: 'select',
      i18n: 'duplicate',
      options: BLOG_CATEGORIES.map((value) => ({
        value,
        label: (labels[value] ?? value).replaceAll('{{brand}}', 'Firmaet'),
      })),
    },
    {
      name: 'date',
      label: 'Udgivet',
      widget: 'datetime',
      i18n: 'duplicate',
      format: 'YYYY-MM-DD',
      time_format: false,
    },
    {
      name: 'read_minutes',
      label: 'Læsetid (minutter)',
      widget: 'number',
      value_type: 'int',
      min: 1,
      i18n: true,
      required: danishRequired,
    },
    {
      name: 'image_alt',
      label: 'Billedets alt-tekst',
      widget: 'string',
      i18n: true,
      required: danishRequired,
      hint: 'Hvad illustrationen viser. Nye indlæg får et kort med nåle over et søgefelt.',
    },
    {
      name: 'keywords',
      label: 'Søgeord',
      widget: 'list',
      i18n: true,
      required: danishRequired,
      field: { name: 'keyword', label: 'Søgeord', widget: 'string', i18n: true },
    },
    {
      name: 'author',
      label: 'Forfatter (kun hvis det ikke er dig)',
      widget: 'string',
      required: false,
      i18n: 'duplicate',
    },
    {
      name: 'body',
      label: 'Tekst',
      widget: 'markdown',
      i18n: true,
      required: danishRequired,
      hint: 'Overskrifter fra niveau 2 (##). {{brand}} og {{founder}} udfyldes automatisk.',
    },
  ]
}

/** Where the editor signs in: GitHub, through an OAuth helper when there is one, else a token. */
export type CmsBackend = {
  /** "owner/name" of the site's GitHub repository. */
  repo: string
  branch: string
  /** The OAuth helper's origin (e.g. Sveltia CMS Authenticator on Cloudflare Workers). */
  authUrl?: string
}

/** The editor's backend from the build's environment (docs/editor.md). */
export function cmsBackend(env: NodeJS.ProcessEnv): CmsBackend {
  return {
    // GitHub Actions sets GITHUB_REPOSITORY; CMS_GITHUB_REPO overrides it for other builds.
    repo: env.CMS_GITHUB_REPO || env.GITHUB_REPOSITORY || 'owner/lokalsynlig-site',
    branch: env.CMS_GITHUB_BRANCH || 'main',
    authUrl: env.CMS_AUTH_URL || undefined,
  }
}

const PLACEHOLDER_NOTE =
  'Ord i dobbelte tuborgklammer, fx {{brand}} og {{phone}}, udfyldes fra virksomhedens oplysninger: lad dem stå.'

/** The whole configuration, as /admin/config.yml says it. */
export function cmsConfig(backend: CmsBackend): CmsConfig {
  const { brand } = JSON.parse(readFileSync(SITE_FILE, 'utf8'))
  return {
    backend: {
      name: 'github',
      repo: backend.repo,
      branch: backend.branch,
      ...(backend.authUrl ? { base_url: backend.authUrl } : { auth_methods: ['token'] }),
      commit_messages: {
        create: 'content: opret {{collection}} "{{slug}}"',
        update: 'content: ret {{collection}} "{{slug}}"',
        delete: 'content: slet {{collection}} "{{slug}}"',
        uploadMedia: 'content: upload "{{path}}"',
        deleteMedia: 'content: slet "{{path}}"',
      },
    },
    app_title: `${brand}: redigering`,
    logo: { src: '/favicon.svg' },
    // The pictures the owner uploads; the build publishes those the site shows, sized
    // (app/content-files/images.ts). In the browser, before they are saved, they get a plain file name and
    // are made WebP at most 2400 px, so the repository stays small.
    media_folder: MEDIA_FOLDER,
    public_folder: MEDIA_PATH,
    media_libraries: {
      default: {
        config: {
          max_file_size: 20_000_000,
          slugify_filename: true,
          transformations: {
            raster_image: { format: 'webp', quality: 85, width: 2400, height: 2400 },
          },
        },
      },
      // Stock photos would be pictures from elsewhere, which the site does not load.
      stock_assets: false,
    },
    show_preview_links: false,
    i18n: {
      structure: 'multiple_folders',
      locales: [...LANGUAGES],
      default_locale: DEFAULT_LANGUAGE,
    },
    slug: { encoding: 'ascii', clean_accents: true },
    output: { omit_empty_optional_fields: true },
    collections: [
      {
        name: 'blog',
        label: 'Blogindlæg',
        label_singular: 'Blogindlæg',
        description: `Hvert indlæg skrives på dansk og, når du når det, på engelsk: indtil da viser den engelske side det danske. ${PLACEHOLDER_NOTE}`,
        folder: 'content/blog',
        extension: 'md',
        format: 'yaml-frontmatter',
        create: true,
        delete: true,
        i18n: true,
        identifier_field: 'title',
        summary: "{{title}} ({{date}}){{draft | ternary(' · kladde', '')}}",
        sortable_fields: {
          fields: ['date', 'title'],
          default: { field: 'date', direction: 'descending' },
        },
        slug: {
          template: '{{title}}',
          editable: ['create'],
          hint: 'Adressen: /blog/adressen. Små bogstaver a-z, tal og bindestreger; æ, ø, å skrives ae, oe, aa.',
          pattern: ['^[a-z0-9]+(-[a-z0-9]+)*$', 'Kun små bogstaver a-z, tal og bindestreger'],
        },
        fields: blogFields(),
      },
      {
        name: 'texts',
        label: 'Sidernes tekster',
        description: `Hver side har sin fil; dansk og engelsk står side om side. ${PLACEHOLDER_NOTE}`,
        i18n: true,
        files: TEXT_FILES.pages.map(textFile),
      },
      {
        name: 'documents',
        label: 'Privatliv, betingelser, guide og eksempler',
        description: `Privatlivspolitikken, handelsbetingelserne, PDF-guiden, eksemplet på en månedsrapport og eksemplet på den gratis analyse. Eksemplet på analysen skal have lige så mange søgninger, konkurrenter og rettelser, som »Den gratis analyse« under Virksomhedens oplysninger lover. ${PLACEHOLDER_NOTE}`,
        i18n: true,
        files: TEXT_FILES.legal.map(textFile),
      },
    ],
    singletons: [
      {
        name: 'site',
        label: 'Virksomhedens oplysninger',
        file: SITE_FILE,
        format: 'json',
        fields: SITE_FILE_FIELDS,
      },
    ],
  }
}
