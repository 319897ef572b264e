import { LANGUAGES, type Language } from '#app/i18n/languages.ts'
import { GUARANTEE_TERMS_SECTION } from '#app/sections/terms-sections.ts'
import { type ContentText, contentTexts, localeKey } from './content-texts.ts'

/**
 * The rules the owner's texts are held to (docs/decisions/024-content-rules-that-block-or-warn.md,
 * the claims register in docs/claims.md). Two kinds:
 * - `block`: what can hurt him (a promised ranking, number of calls or result; the money-back
 *   guarantee without its conditions; the sample business's details written into a text). A
 *   publish stops and names the file and the sentence.
 * - `warn`: style (American spelling on the English site, one voice, a percentage without its
 *   source, a best-of claim…). The publish goes on; the run's summary names file and sentence.
 * Each rule says, in Danish, what it asks of him: the summary and his guide show it.
 */
export type Severity = 'block' | 'warn'

export type ContentRule = {
  id: string
  severity: Severity
  /** What the rule asks, in Danish, for the owner. */
  advice: string
  /** The offending part of each text that breaks the rule (null: it keeps it). */
  check: (text: ContentText, language: Language) => string | null
}

export type Finding = {
  rule: string
  severity: Severity
  file: string
  field: string
  sentence: string
}

const withoutTags = (html: string) => html.replace(/<[^>]+>/g, '')

/** The sentence of a text around a match, so a message quotes what to change. */
function sentenceAt(text: string, index: number): string {
  const starts = [...text.slice(0, index).matchAll(/[.!?]\s+/g)]
  const start = starts.length ? (starts.at(-1)?.index ?? 0) + (starts.at(-1)?.[0].length ?? 0) : 0
  const end = text.slice(index).search(/[.!?](\s|$)/)
  return text.slice(start, end === -1 ? undefined : index + end + 1).trim()
}

/** The sentence that the first of the patterns matches, or null. */
function firstMatch(text: string, patterns: RegExp[]): string | null {
  for (const pattern of patterns) {
    const match = pattern.exec(text)
    if (match) return sentenceAt(text, match.index)
  }
  return null
}

// ——— What can hurt him: these block a publish ———

/** What no one can promise: a place in the results, a number of calls or customers. */
const OUTCOME = {
  da: String.raw`top[- ]?\d+|toppen|førstepladsen|første ?plads(en)?|nummer (1|et|én)\b|nr\. ?1\b|øverst|første side|side 1\b|\d+ (flere |ekstra |nye )?(opkald|kunder|henvendelser|anmeldelser)|flere (opkald|kunder|henvendelser|anmeldelser)|(dobbelt|tre gange) så mange|\d+ ?(%|procent) flere|bedre placering|højere placering`,
  en: String.raw`top[- ]?\d+|the top\b|#\s?1\b|number one|no\. ?1\b|first place|first page|page one|\d+ (more |extra |new )?(calls|customers|leads|reviews)|more (calls|customers|leads|reviews)|(twice|double|three times) (as many|the)|\d+ ?% more|higher ranking|better ranking`,
}
const NEGATION = /\b(ikke|ingen|aldrig|hverken|not|never|no one|nobody|can't|cannot|won't)\b|n't\b/i

function promisePatterns(language: Language): RegExp[] {
  const outcome = OUTCOME[language]
  return language === 'da'
    ? [
        new RegExp(
          String.raw`(?<!\p{L})(jeg|vi|\{\{brand\}\})\s+(garanterer|lover|sikrer)\b[^.!?]{0,80}?(${outcome})`,
          'giu',
        ),
        new RegExp(
          String.raw`\b(jeg|vi)\s+(kan|vil)\s+(garantere|love|sikre)\b[^.!?]{0,80}?(${outcome})`,
          'giu',
        ),
        new RegExp(
          // "Sådan får du flere anmeldelser" is how, not a promise.
          String.raw`\b(du\s+(vil\s+)?(kommer|komme|ender|ende|lander|lande|ligger|ligge|får|få)|(?<!(sådan|hvordan)\s+)(kommer|ender|lander|ligger|får) du)\s+[^.!?]{0,40}?(${outcome})`,
          'giu',
        ),
        new RegExp(
          String.raw`\bgaranter(et|ede)\s+(${outcome}|placering(er)?|resultater|opkald|kunder)`,
          'giu',
        ),
        new RegExp(
          String.raw`\bgaranti for\s+(${outcome}|en placering|resultater|opkald|kunder)`,
          'giu',
        ),
      ]
    : [
        new RegExp(
          String.raw`(?<!\p{L})(I|we|\{\{brand\}\})\s+(guarantee|promise|ensure)s?\b[^.!?]{0,80}?(${outcome})`,
          'giu',
        ),
        new RegExp(
          String.raw`\b(I|we)('ll|\s+will|\s+can)\s+(guarantee|promise|ensure|get you|put you)\b[^.!?]{0,80}?(${outcome})`,
          'giu',
        ),
        new RegExp(
          String.raw`\byou('ll|\s+will)\s+(rank|be|appear|show up|land|end up|get)\b[^.!?]{0,40}?(${outcome})`,
          'giu',
        ),
        new RegExp(
          String.raw`\bguaranteed\s+(${outcome}|rankings?|results|calls|leads|customers)`,
          'giu',
        ),
      ]
}

/**
 * A promise of an outcome, unless its clause says it is not one ("I can't promise…", "Garanti
 * for en placering findes ikke"). A denial in another clause does not count ("Top 3, ellers
 * betaler du ikke" is a promise).
 */
function promisedOutcome(text: string, language: Language): string | null {
  const plain = withoutTags(text)
  for (const pattern of promisePatterns(language)) {
    for (const match of plain.matchAll(pattern)) {
      if (!NEGATION.test(clauseAt(plain, match.index, match[0].length)))
        return sentenceAt(plain, match.index)
    }
  }
  return null
}

/**
 * The money-back guarantee, wherever a text names it: by what it gives (money back, a refund, a
 * satisfaction guarantee), always; or as a guarantee of one's own ("min garanti", "garantien",
 * "our guarantee"), unless its clause denies it. A bare "garanti" or "guarantee" is not the
 * guarantee: "Ingen kan give dig garanti for en placering" and "there's no guarantee of
 * rankings" are the honest sentences the promise rule asks for.
 */
const MONEY_BACK =
  /penge(ne)?[- ]tilbage|tilfredshedsgaranti|refusion|refundere|money[- ]back|\brefund(s|ed)?\b|satisfaction guarantee/i
const OWN_GUARANTEE =
  /\b(min|mine|vores|denne|den) garanti\b|\bgarantien(s)?\b|\b(the|our|this|my) guarantee\b|\bguarantee (covers|applies)\b/i
/** Where a clause begins or ends: a sentence's end, a comma, a colon, a dash, "men", "but". */
const CLAUSE_BREAK = /[.!?,;:–—]|\b(?:men|but)\b/i

/** The clause of a text around a match: from the break before it to the break after it. */
function clauseAt(text: string, index: number, length: number): string {
  const before = text.slice(0, index).split(CLAUSE_BREAK).at(-1) ?? ''
  const after = text.slice(index + length).split(CLAUSE_BREAK)[0] ?? ''
  return `${before}${text.slice(index, index + length)}${after}`
}

/** Where a text (without tags) first names the money-back guarantee, or -1. */
export function guaranteeMention(text: string): number {
  const own = [...text.matchAll(new RegExp(OWN_GUARANTEE, 'gi'))].find(
    (match) => !NEGATION.test(text.slice(0, match.index).split(CLAUSE_BREAK).at(-1) ?? ''),
  )
  const found = [text.search(MONEY_BACK), own?.index ?? -1].filter((at) => at >= 0)
  return found.length ? Math.min(...found) : -1
}

/**
 * Page texts that name the guarantee without its conditions because the page shows them right
 * beside it (components/guarantee-note.tsx; tests/unit/guarantee-rendering.test.tsx holds it).
 */
export const SHOWN_WITH_CONDITIONS = new Set([
  'universal:guarantee.badge',
  'universal:guarantee.promise',
  'universal:guarantee.link',
  'homepage:faq.items.guarantee.q',
  'homepage:faq.guarantee_link',
  'tjenester:hero.lead',
])
const DEADLINE = { da: /14 dage/, en: /14 days/ }
/** A link to a section of the terms: the site's own path, or the full address he may paste. */
const TERMS_LINK = {
  da: /href="(https?:\/\/[^"/]+)?\/handelsbetingelser#/,
  en: /href="(https?:\/\/[^"/]+)?\/terms#/,
}

function guaranteeWithoutConditions(text: ContentText, language: Language): string | null {
  const plain = withoutTags(text.text)
  const mention = guaranteeMention(plain)
  if (text.kind === 'legal' || text.kind === 'report' || mention === -1) return null
  const key = localeKey(text)
  // The terms page's own title and lead name the guarantee; § 9 is on that page.
  if (key && (SHOWN_WITH_CONDITIONS.has(key) || key.startsWith('universal:terms.'))) return null
  const stated =
    DEADLINE[language].test(text.text) &&
    (text.kind !== 'post' || TERMS_LINK[language].test(text.text))
  return stated ? null : sentenceAt(plain, mention)
}

/**
 * A section title of the terms that puts the guarantee elsewhere than its number: the guarantee's
 * section titled otherwise, or another section titled as the guarantee.
 */
function guaranteeOutOfItsSection({ file, field, text }: ContentText): string | null {
  const section = /^sections\.(\d+)\.title$/.exec(field)?.[1]
  if (!file.endsWith('/terms.json') || section === undefined) return null
  const isGuarantee = Number(section) + 1 === GUARANTEE_TERMS_SECTION
  return /garanti|guarantee/i.test(text) === isGuarantee ? null : text
}

/** The sample business's details, which must never reach a visitor, written into a text. */
const SAMPLE_IDENTITY = [
  /Mads Eksempel/,
  /Eksempelvej/,
  /\b12345678\b/,
  /\+45 12 34 56 78/,
  /Eksempel (Hosting|Mail) ApS/,
  /[\w.+-]+@[\w-]+\.(example|test|invalid)\b/i,
]

// ——— Style: these warn ———

/** A percentage's paragraph names where it comes from: a year and a publisher, survey or link. */
const PERCENTAGE = /\b\d{1,3}(,\d+)?\s?(%|procent\b|percent\b)/
const SOURCE =
  /\b(19|20)\d\d\b[\s\S]*\b(kilde|ifølge|undersøgelse|rapport|analyse|source|according to|survey|report|study|Google|Search Engine Roundtable|BrightLocal|Danmarks Statistik|Statistics Denmark)\b|\b(kilde|ifølge|source|according to|Google|BrightLocal|Danmarks Statistik)\b[\s\S]*\b(19|20)\d\d\b|<a\s/i

/** British spellings and vocabulary, as stems (whole words). */
const BRITISH = new RegExp(
  `\\b(${[
    'optimis(e|ed|es|ing|ation|ations)',
    'organis(e|ed|es|ing|ation|ations)',
    'recognis(e|ed|es|ing|able)',
    'realis(e|ed|es|ing)',
    'apologis(e|ed|es|ing)',
    'personalis(e|ed|es|ing|ation)',
    'prioritis(e|ed|es|ing)',
    'summaris(e|ed|es|ing)',
    'customis(e|ed|es|ing|ation)',
    'categoris(e|ed|es|ing)',
    'criticis(e|ed|es|ing)',
    'specialis(e|ed|es|ing)',
    'emphasis(e|ed|es|ing)',
    'analys(e|ed|es|ing)',
    'behaviours?',
    'favour(s|ed|ing|ite|ites|able)?',
    'colours?',
    'enquir(y|ies|e|ed|es|ing)',
    'neighbour(s|hood|hoods|ing)?',
    'sceptic(al|ism|s)?',
    'postcodes?',
    'tyres?',
    'centres?',
    'licence',
    'programmes?',
    'catalogues?',
    'e-mails?',
    'practis(e|ed|es|ing)',
    'speciality|specialities',
    'cancell(ed|ing)',
    'travell(ed|ing|er|ers)',
    'jeweller(s|y)?',
    'judgement',
    'whilst|amongst|learnt|spelt',
    'diary|diaries',
    'shopfronts?',
    'turnover',
    'fortnight',
    'queues?',
    'ring (us|me|him|them)',
    'by post',
    'mobile phone',
    'timetable',
    'working days?',
    'tradespeople|tradesperson',
    'labell(ed|ing)',
    'shop windows?',
    'tied into',
    'our being new',
    'safely with us',
  ].join('|')})\\b`,
  'i',
)

/**
 * The first person plural, which makes one person sound like an agency. "Lad os" and "let's"
 * stay: they mean the visitor and the owner together.
 */
const PLURAL = {
  da: /(?<!\p{L})(?<!lad )(vi|os|vores|vor|vort|vore)(?!\p{L})/iu,
  en: /(?<!\p{L})([Ww]e|[Ww]e're|[Ww]e've|[Ww]e'll|[Ww]e'd|[Uu]s|[Oo]ur|[Oo]urs|[Oo]urselves)(?!\p{L})/u,
}

/** Popularity, best-of and market-position claims a new business cannot back (markedsføringsloven §§ 5, 13). */
const UNBACKED = [
  /\bmest (valgte|valgt|populære|populær|solgte|købte|benyttede|efterspurgte)\b/i,
  /\b(de fleste|flest|mange) (af vores )?kunder (vælger|foretrækker)\b/i,
  /\bkundernes favorit\b/i,
  /\bmost (popular|chosen|picked|requested)\b/i,
  /\b(best[- ]?sell(er|ing)|customer favou?rite|crowd favou?rite)\b/i,
  /\b(most|many) (of our )?(clients|customers) (choose|pick|prefer)\b/i,
  /\b(danmarks|markedets|byens|Denmark's) (bedste|best)\b/i,
  /\b(nr\.|nummer|number) (1|én|one)\b/i,
  /\b(førende|market[- ]leading|leading provider)\b/i,
]

/** Slips a native reader marked: "tage telefonen" means to answer, not to call. */
const DANISH_SLIPS = [/tage telefonen/i, /\bKendthed\b/]

const notLegal = (text: ContentText) => text.kind !== 'legal'

export const CONTENT_RULES: ContentRule[] = [
  {
    id: 'promised-outcome',
    severity: 'block',
    advice:
      'Lov aldrig en placering (fx top 3), et antal opkald eller et resultat: ingen kan love det, og det er vildledende markedsføring. Skriv, hvad du gør, og at resultatet følges i månedsrapporten.',
    check: (text, language) => (notLegal(text) ? promisedOutcome(text.text, language) : null),
  },
  {
    id: 'guarantee-without-conditions',
    severity: 'block',
    advice:
      'Nævner en tekst pengene-tilbage-garantien, skal betingelserne stå der også. Skriv fx: »Er du ikke tilfreds med de første 30 dage, så sig det skriftligt (en e-mail er nok) senest 14 dage efter, og du får pengene tilbage«, og i et blogindlæg et link til § 9 i handelsbetingelserne: /handelsbetingelser#section-9 (linkknappen i redigeringen). At ingen kan garantere en placering, må du gerne skrive: »Ingen kan give dig garanti for en bestemt placering på Google« stopper ikke noget.',
    check: guaranteeWithoutConditions,
  },
  {
    id: 'guarantee-section',
    severity: 'block',
    advice: `Pengene-tilbage-garantien skal være punkt ${GUARANTEE_TERMS_SECTION} i handelsbetingelserne: siden linker dertil, og teksterne skriver »punkt ${GUARANTEE_TERMS_SECTION}«. Flyt afsnittet tilbage, så det er nummer ${GUARANTEE_TERMS_SECTION} i listen, og skriv til en udvikler, hvis din advokat vil have en anden nummerering.`,
    check: guaranteeOutOfItsSection,
  },
  {
    id: 'sample-identity',
    severity: 'block',
    advice:
      'Eksempelvirksomhedens oplysninger (Mads Eksempel, Eksempelvej, CVR 12345678, +45 12 34 56 78, adresser på .example) må aldrig stå i en tekst. Skriv {{founder}}, {{phone}}, {{email}} eller {{cvr}}, så udfyldes dine egne.',
    check: (text) => firstMatch(withoutTags(text.text), SAMPLE_IDENTITY),
  },
  {
    id: 'percentage-without-source',
    severity: 'warn',
    advice:
      'Et tal i procent skal have sin kilde i samme afsnit. Skriv, hvem der har målt det, og hvornår (fx »BrightLocal, 2024«), eller sæt et link til kilden.',
    check: (text) => {
      const plain = withoutTags(text.text)
      if (!notLegal(text) || text.kind === 'report' || !PERCENTAGE.test(plain)) return null
      return SOURCE.test(text.text) ? null : sentenceAt(plain, plain.search(PERCENTAGE))
    },
  },
  {
    id: 'american-spelling',
    severity: 'warn',
    advice:
      'Skriv amerikansk engelsk på den engelske side: optimize, analyze, color, email, neighbor, favorite, center (ikke optimise, analyse, colour, e-mail, neighbour, favourite, centre).',
    check: (text, language) =>
      language === 'en' ? firstMatch(withoutTags(text.text), [BRITISH]) : null,
  },
  {
    id: 'one-voice',
    severity: 'warn',
    advice:
      'Du er én person: skriv »jeg« og »mig«, ikke »vi«, »os« og »vores« (på engelsk I/me, ikke we/us/our). »Lad os« er fint.',
    check: (text, language) =>
      text.kind === 'report' ? null : firstMatch(withoutTags(text.text), [PLURAL[language]]),
  },
  {
    id: 'unbacked-claim',
    severity: 'warn',
    advice:
      'Skriv ikke »mest populære«, »Danmarks bedste«, »nr. 1« eller »førende«, medmindre du kan dokumentere det. Skriv i stedet, hvad kunden konkret får, eller hvad en navngiven kunde har sagt (med tilladelse).',
    check: (text) => firstMatch(withoutTags(text.text), UNBACKED),
  },
  {
    id: 'en-dash-ranges',
    severity: 'warn',
    advice: 'Skriv tal-intervaller med tankestreg: 9–17 og 2–3 dage, ikke 9-17.',
    check: (text) => firstMatch(withoutTags(text.text), [/(?<![\w/.:=?&#-])\d+-\d+(?![\w-])/]),
  },
  {
    id: 'product-name',
    severity: 'warn',
    advice:
      'Skriv »Google Business Profile« på engelsk, med store forbogstaver, som Google skriver det. Det gamle navn »Google My Business« hører kun hjemme blandt søgeordene.',
    check: (text, language) =>
      language === 'en'
        ? firstMatch(text.text, [
            /Google business profile|Google Business profile/,
            ...(/(^|\.)keywords$/.test(text.field) ? [] : [/Google My Business/]),
          ])
        : null,
  },
  {
    id: 'danish-slips',
    severity: 'warn',
    advice: '»Tage telefonen« betyder at svare, ikke at ringe: skriv »ringe«.',
    check: (text, language) => (language === 'da' ? firstMatch(text.text, DANISH_SLIPS) : null),
  },
]

/** Every text of both languages checked against every rule. */
export function checkContent(
  texts: Record<Language, ContentText[]> = Object.fromEntries(
    LANGUAGES.map((language) => [language, contentTexts(language)]),
  ) as Record<Language, ContentText[]>,
  rules = CONTENT_RULES,
): Finding[] {
  return LANGUAGES.flatMap((language) =>
    texts[language].flatMap((text) =>
      rules.flatMap((rule) => {
        const sentence = rule.check(text, language)
        return sentence === null
          ? []
          : [
              {
                rule: rule.id,
                severity: rule.severity,
                file: text.file,
                field: text.field,
                sentence,
              },
            ]
      }),
    ),
  )
}
