/**
 * The claim rules the copy can break (docs/decisions/010-claims.md, the register in docs/claims.md): no "most popular"-type
 * claim, every statistic with a named source, American English on the English site, and the
 * money-back guarantee never without its conditions and a link to the terms.
 */
import { readFileSync } from 'node:fs'
import { describe, expect, test } from 'vitest'
import { readPostFiles } from '#app/blog/post-files.server.ts'
import { LANGUAGES, type Language } from '#app/i18n/languages.ts'
import { NAMESPACES } from '#app/i18n/pages.ts'
import { fillTextVariables, site } from '#app/site.ts'

type Tree = { [key: string]: string | Tree | Tree[] | string[] }
type Text = { where: string; text: string }

const readJson = (file: string) => JSON.parse(readFileSync(file, 'utf8')) as Tree

/** Every string of a JSON tree, with its dotted path. */
function leaves(tree: unknown, where: string): Text[] {
  if (typeof tree === 'string') return [{ where, text: tree }]
  if (Array.isArray(tree)) return tree.flatMap((item, index) => leaves(item, `${where}.${index}`))
  if (tree && typeof tree === 'object')
    return Object.entries(tree).flatMap(([key, value]) => leaves(value, `${where}.${key}`))
  return []
}

function localeTexts(language: Language): Text[] {
  return NAMESPACES.flatMap((ns) =>
    leaves(readJson(`public/locales/${language}/${ns}.json`), `${ns}:`).map(({ where, text }) => ({
      where: where.replace(':.', ':'),
      text,
    })),
  )
}

/**
 * A post's title, excerpt, image text and keywords (as the site shows them), and each paragraph,
 * list item and heading of its body (quotes hold paragraphs), one text each, as HTML.
 */
function postTexts(language: Language): Text[] {
  return readPostFiles()[language].flatMap(({ post, body }) => {
    const file = `${post.slug}.md`
    const parsed = document.createElement('template')
    parsed.innerHTML = body
    return [
      { where: `${file} title`, text: post.title },
      { where: `${file} excerpt`, text: post.excerpt },
      { where: `${file} image_alt`, text: post.imageAlt },
      { where: `${file} keywords`, text: post.keywords.join(', ') },
      ...[...parsed.content.querySelectorAll('p, li, h2, h3')].map((element, index) => ({
        where: `${file} #${index}`,
        text: element.innerHTML,
      })),
    ]
  })
}

const contentTexts = (
  language: Language,
  kind: 'privacy' | 'terms' | 'guide' | 'sample-report',
): Text[] => leaves(readJson(`content/${language}/${kind}.json`), `${kind}`)

/** Everything a visitor can read in one language, as written (placeholders unfilled). */
function allTexts(language: Language): Text[] {
  return [
    ...localeTexts(language),
    ...postTexts(language),
    ...contentTexts(language, 'privacy'),
    ...contentTexts(language, 'terms'),
    ...contentTexts(language, 'guide'),
    ...contentTexts(language, 'sample-report'),
  ]
}

const withoutTags = (text: string) => text.replace(/<[^>]+>/g, '')

describe('no claim a brand-new business cannot back', () => {
  /** Popularity, best-of and market-position claims (markedsføringsloven §§ 5, 13). */
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
    /\bgaranterede? (placering|resultater)\b|\bguaranteed (rankings?|results|first page)\b/i,
  ]
  for (const language of LANGUAGES) {
    test(`${language}: no "most popular", best-of or guaranteed-ranking wording`, () => {
      const found = allTexts(language).flatMap(({ where, text }) =>
        UNBACKED.filter((pattern) => pattern.test(text)).map(
          (pattern) => `${where}: ${pattern} in "${text}"`,
        ),
      )
      expect(found).toEqual([])
    })
  }
})

describe('statistics name their source', () => {
  /** The spec's three figures (homepage `stats.items.{id}`). */
  const STATS = ['local_intent', 'near_me', 'visit_within_day'] as const

  for (const language of LANGUAGES) {
    const stats = (readJson(`public/locales/${language}/homepage.json`).stats as Tree).items as Tree
    test.each(STATS)(`${language}: %s names publisher, year and country`, (id) => {
      const item = stats[id] as Record<string, string> | undefined
      expect(item?.source, `${language} stats.items.${id}.source`).toBeTruthy()
      const source = item?.source ?? ''
      expect(source).toMatch(/Google|Search Engine Roundtable/)
      expect(source).toMatch(/\b20\d\d\b/)
      expect(source).toMatch(/\bUSA\b/)
      // The figures are American: no Danish gloss that makes them read as Danish.
      expect(item?.label ?? '').not.toMatch(/på dansk|in Danish/i)
    })

    test(`${language}: the 46 % figure is called an often-quoted estimate, not a study`, () => {
      const source = (stats.local_intent as Record<string, string>).source
      expect(source).toMatch(
        language === 'da' ? /ofte citeret.*(skøn|branchetal)/i : /often[- ]quoted.*estimate/i,
      )
    })

    test(`${language}: any percentage in running text names publisher, year and the USA`, () => {
      const unsourced = allTexts(language)
        .filter(({ where }) => !where.startsWith('terms') && !where.startsWith('privacy'))
        .filter(({ text }) => /\b\d{1,3}\s?(%|procent\b|percent\b)/.test(withoutTags(text)))
        .filter(
          ({ text }) =>
            !(
              /Google|Search Engine Roundtable/.test(text) &&
              /\b20\d\d\b/.test(text) &&
              /\bUSA\b/.test(text)
            ),
        )
        .map(({ where, text }) => `${where}: ${text}`)
      expect(unsourced).toEqual([])
    })
  }
})

describe('American English on the English site', () => {
  /** British spellings and vocabulary, as stems (case-insensitive, whole words). */
  const BRITISH = [
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
    // Phrases a native reader marked: not wrong, but not how an American writes.
    'tied into',
    'our being new',
    'safely with us',
  ]
  const pattern = new RegExp(`\\b(${BRITISH.join('|')})\\b`, 'i')

  test('no British spelling or vocabulary in any English text', () => {
    const found = [
      ...allTexts('en'),
      ...site.serviceTypes.en.map((text) => ({ where: 'site.serviceTypes.en', text })),
      { where: 'site.founder.role.en', text: site.founder.role.en },
    ]
      .filter(({ text }) => pattern.test(withoutTags(text)))
      .map(({ where, text }) => `${where}: "${withoutTags(text).match(pattern)?.[0]}" in ${text}`)
    expect(found).toEqual([])
  })

  test('the product is written "Google Business Profile", as Google writes it', () => {
    const found = allTexts('en')
      .filter(
        ({ where, text }) =>
          /Google business profile|Google Business profile/.test(text) ||
          // The old name only where people still search for it.
          (/Google My Business/.test(text) && !where.endsWith('meta.keywords')),
      )
      .map(({ where, text }) => `${where}: ${text}`)
    expect(found).toEqual([])
  })

  test('the terms have one name', () => {
    const found = allTexts('en')
      .filter(({ text }) =>
        /terms of (trade|service|business)|general terms|terms of sale/i.test(text),
      )
      .map(({ where, text }) => `${where}: ${text}`)
    expect(found).toEqual([])
  })
})

describe('Danish conventions the site keeps', () => {
  test('notice is "30 dages varsel til udgangen af en måned", never "30 dages opsigelse"', () => {
    const found = allTexts('da')
      .filter(({ text }) =>
        /30 dages opsigelse|30 dages varsel(?! til udgangen af en måned)/.test(text),
      )
      .filter(({ text }) => !/ændr/.test(text)) // the terms' notice of changed terms
      .map(({ where, text }) => `${where}: ${text}`)
    expect(found).toEqual([])
  })

  test('English notice is "30 days\' notice to the end of a month" wherever it is stated', () => {
    const found = allTexts('en')
      .filter(({ text }) => /30 days(’|')? notice(?! to the end of a month)/.test(text))
      .map(({ where, text }) => `${where}: ${text}`)
    expect(found).toEqual([])
  })

  for (const language of LANGUAGES) {
    test(`${language}: number ranges use an en dash`, () => {
      const found = allTexts(language)
        .filter(({ text }) => /(?<![\w/.:=?&-])\d+-\d+(?![\w-])/.test(withoutTags(text)))
        .map(({ where, text }) => `${where}: ${text}`)
      expect(found).toEqual([])
    })
  }

  test('the Danish legal texts quote with »…«', () => {
    const found = [...contentTexts('da', 'privacy'), ...contentTexts('da', 'terms')]
      .filter(({ text }) => /["“”„]/.test(text))
      .map(({ where, text }) => `${where}: ${text}`)
    expect(found).toEqual([])
  })
})

describe('the money-back guarantee and the introductory offer', () => {
  /** The money-back guarantee, not "we can't guarantee a ranking". */
  const GUARANTEE =
    /\bgaranti(en|er)?\b|pengene[- ]tilbage|money[- ]back|refund|\b(the|our|this) guarantee\b|\bguarantee (covers|applies|conditions)\b/i
  /**
   * Texts that name the guarantee without its conditions. Each is shown right next to
   * `universal:guarantee.conditions` (the guarantee's one line, components/guarantee-note.tsx)
   * and a link to the terms' guarantee section; the rendering test
   * (tests/unit/guarantee-rendering.test.tsx) checks that on the pages.
   */
  const SHOWN_WITH_CONDITIONS = new Set([
    'universal:guarantee.badge',
    'universal:guarantee.promise',
    'universal:guarantee.link',
    'homepage:faq.items.guarantee.q',
    'homepage:faq.guarantee_link',
    'tjenester:hero.lead',
  ])
  /** The terms page itself: its title, lead and description. */
  const ON_THE_TERMS_PAGE = /^universal:terms\./

  for (const language of LANGUAGES) {
    const deadline = language === 'da' ? /14 dage/ : /14 days/

    test(`${language}: a text that promises the guarantee states its conditions`, () => {
      const found = localeTexts(language)
        .filter(({ text }) => GUARANTEE.test(text))
        .filter(({ where }) => !SHOWN_WITH_CONDITIONS.has(where) && !ON_THE_TERMS_PAGE.test(where))
        .filter(({ text }) => !deadline.test(text))
        .map(({ where, text }) => `${where}: ${text}`)
      expect(found).toEqual([])
    })

    test(`${language}: the guarantee's line says by when to claim, and its answer what it ends`, () => {
      const texts = readJson(`public/locales/${language}/universal.json`).guarantee as Record<
        string,
        string
      >
      expect(texts.conditions).toMatch(deadline)
      // The 14 days run from the end of the 30 days, and the line says so.
      expect(texts.conditions).toMatch(
        language === 'da' ? /14 dage efter, at de er gået/ : /14 days after they end/,
      )
      expect(texts.conditions).toMatch(language === 'da' ? /én gang/ : /once/)
      // The line is short; the home page's question on the guarantee says the rest.
      const faq = (readJson(`public/locales/${language}/homepage.json`).faq as Tree).items as Tree
      expect((faq.guarantee as Tree).a).toMatch(
        language === 'da' ? /ikke betale mere|intet mere at betale/ : /nothing more to pay/,
      )
    })

    test(`${language}: every short form of the guarantee names § 9's material conditions`, () => {
      const faq = readJson(`public/locales/${language}/homepage.json`).faq as Tree
      const shortForms = {
        'universal:guarantee.conditions': (
          readJson(`public/locales/${language}/universal.json`).guarantee as Tree
        ).conditions as string,
        'homepage:faq.items.guarantee.a': ((faq.items as Tree).guarantee as Tree).a as string,
        ...Object.fromEntries(
          postTexts(language)
            .filter(({ text }) => GUARANTEE.test(text) && deadline.test(text))
            .map(({ where, text }) => [where, text]),
        ),
      }
      expect(Object.keys(shortForms).length).toBeGreaterThan(2)
      // That he gave the access and information asked for (§ 4), and that ad spend is not refunded.
      const conditions =
        language === 'da'
          ? [/den adgang og de oplysninger, jeg har bedt om/, /annoncekroner/i, /én gang/]
          : [/the access and information I asked for/, /ad spend/i, /once per customer/]
      for (const [where, text] of Object.entries(shortForms)) {
        for (const condition of conditions) expect(text, where).toMatch(condition)
      }
    })

    test(`${language}: a post that promises the guarantee states it and links to the terms`, () => {
      const termsPath = language === 'da' ? '/handelsbetingelser#' : '/terms#'
      const found = postTexts(language)
        .filter(({ text }) => GUARANTEE.test(text))
        .filter(({ text }) => !(deadline.test(text) && text.includes(`href="${termsPath}`)))
        .map(({ where, text }) => `${where}: ${text}`)
      expect(found).toEqual([])
    })

    test(`${language}: using the guarantee ends the agreement with nothing more to pay`, () => {
      const terms = contentTexts(language, 'terms')
        .map(({ text }) => text)
        .join('\n')
      expect(terms).toMatch(
        language === 'da'
          ? /ophører aftalen ved udgangen af den første måned/
          : /the agreement ends at the end of the first month/,
      )
      expect(terms).toMatch(
        language === 'da' ? /skal ikke betale (mere|for tiden derefter)/ : /nothing more to pay/,
      )
    })

    test(`${language}: the introductory offer reads the same on the case page and the packages page, and the terms leave it to the quote`, () => {
      const cases = readJson(`public/locales/${language}/cases.json`)
      const packages = readJson(`public/locales/${language}/tjenester.json`)
      const offer = ((packages.packages as Tree).intro_offer as string) ?? ''
      expect(offer).toContain('{{intro_discount}}')
      expect(offer).toContain('{{intro_months}}')
      expect(offer).toContain('{{intro_customers}}')
      const tile = (((cases.advantages as Tree).items as Tree).intro_price as Tree).text as string
      expect(tile).toContain(offer)
      // An offer belongs in the offer: the standing terms name none, so it can end without them.
      const terms = contentTexts(language, 'terms')
        .map(({ text }) => text)
        .join('\n')
      expect(terms).not.toMatch(/{{intro_|introduktionstilbud:|introductory offer:/i)
      expect(terms).toMatch(
        language === 'da'
          ? /som det står i det skriftlige tilbud/
          : /as stated in the written quote/,
      )
      // The figures come from content/site.json.
      expect(fillTextVariables(offer)).toContain(String(site.introOffer.discountPercent))
    })
  }
})

describe('Danish as a native reader writes it', () => {
  /** Slips a native reader marked: "tage telefonen" means to answer, not to call. */
  const SLIPS = [/tage telefonen/i, /\bKendthed\b/]
  test('no marked slip in any Danish text', () => {
    const found = allTexts('da').flatMap(({ where, text }) =>
      SLIPS.filter((slip) => slip.test(text)).map((slip) => `${where}: ${slip}`),
    )
    expect(found).toEqual([])
  })
})

describe('one voice: a one-person business says "jeg" and "I"', () => {
  /**
   * The first person plural, which would make one person sound like an agency. "Lad os" and
   * "let's" stay: they mean the visitor and the owner together.
   */
  const PLURAL: Record<Language, RegExp> = {
    da: /(?<!\p{L})(?<!lad )(vi|os|vores|vor|vort|vore)(?!\p{L})/giu,
    en: /(?<!\p{L})([Ww]e|[Ww]e're|[Ww]e've|[Ww]e'll|[Ww]e'd|[Uu]s|[Oo]ur|[Oo]urs|[Oo]urselves)(?!\p{L})/gu,
  }
  for (const language of LANGUAGES) {
    test(`${language}: no text speaks as "we"`, () => {
      const found = allTexts(language).flatMap(({ where, text }) =>
        [...withoutTags(text).matchAll(PLURAL[language])].map(
          (match) => `${where}: …${text.slice(Math.max(0, match.index - 30), match.index + 30)}…`,
        ),
      )
      expect(found).toEqual([])
    })
  }
})

describe('what a careful lawyer would mark, kept out', () => {
  /** Wordings that once overstated or contradicted the terms (docs/decisions/010-claims.md). */
  const RETIRED = [
    // Link building is outreach to local sites, not leads.
    /henvendelser om måneden|outreach requests|requests a month/i,
    // Google counts taps on the call button, not calls.
    /hvor mange der har ringet|how many people called you/i,
    // Sole traders: the basis is art. 6(1)(b), not "a private individual" (consumers are excluded).
    /skriver du til os som privatperson|write to us as a private individual/i,
    // The customer owns the profile from the start; we never become its owner.
    /gør vi kunden til primær ejer|we make the customer its primary owner/i,
    // The first month has a length, and the refund deadline runs from the claim.
    /den periode, som den første faktura dækker|the period covered by the first invoice/i,
    /tilbage inden 14 dage\.|refund the amount the customer paid for the first month within 14 days\./i,
    // Who has access, not "he".
    /og at han har tavshedspligt|that he is bound by confidentiality/i,
    // Every short form of the guarantee names both of § 9's conditions, not access alone.
    /kræver, at du har givet (mig|os) adgang til din profil|need to have given (me|us) access to your profile/i,
    // The report counts taps on Call, not calls.
    /rapport på almindeligt dansk om opkald|how many people called|report in plain English on calls|report on the calls,/i,
    // The website's prices are for new agreements; a running one changes only with notice (§ 5).
    /priserne på hjemmesiden gælder, medmindre|prices on the website apply unless/i,
    // Compensation or reminder fees, never both.
    /Jeg kan desuden kræve det faste kompensationsbeløb|I may also claim the fixed compensation/i,
  ]
  for (const language of LANGUAGES) {
    test(`${language}: no retired wording anywhere`, () => {
      const found = allTexts(language).flatMap(({ where, text }) =>
        RETIRED.filter((pattern) => pattern.test(text)).map((pattern) => `${where}: ${pattern}`),
      )
      expect(found).toEqual([])
    })

    const terms = () =>
      contentTexts(language, 'terms')
        .map(({ text }) => text)
        .join('\n')
    const privacy = () =>
      contentTexts(language, 'privacy')
        .map(({ text }) => text)
        .join('\n')
    const da = language === 'da'

    test(`${language}: the terms say how long the first month is, and when a price may change`, () => {
      expect(terms()).toMatch(
        da
          ? /første måned er de første 30 dage fra startdatoen/
          : /first month is the first 30 days from the start date/,
      )
      expect(terms()).toMatch(
        da
          ? /inden 14 dage efter, at jeg har modtaget kundens skriftlige krav/
          : /within 14 days of receiving the customer's written claim/,
      )
      expect(terms()).toMatch(
        da ? /mindst 60 dages skriftligt varsel/ : /at least 60 days' written notice/,
      )
    })

    test(`${language}: the terms cover switching, holidays and illness, rights in the work and cases`, () => {
      expect(terms()).toMatch(
        da ? /skifte til en større eller en mindre pakke/ : /switch to a larger or smaller package/,
      )
      expect(terms()).toMatch(da ? /Ferie planlægger jeg/ : /I plan vacations/)
      expect(terms()).toMatch(
        da ? /fx på grund af sygdom, nedsætter jeg prisen/ : /because of illness, I reduce/,
      )
      expect(terms()).toMatch(da ? /må kunden bruge frit/ : /may freely use/)
      expect(terms()).toMatch(da ? /skriftligt samtykke/ : /written consent/)
      expect(terms()).toMatch(
        da
          ? /primær ejer af sin Google-virksomhedsprofil/
          : /primary owner of its Google Business Profile/,
      )
    })

    test(`${language}: an offer lives in the written offer, not in the standing terms`, () => {
      expect(terms()).not.toMatch(/\b20 ?%|20 procent|20 percent|første fem|first five|{{intro_/i)
      expect(terms()).toMatch(
        da ? /som det står i det skriftlige tilbud/ : /as stated in the written quote/,
      )
    })

    test(`${language}: what only the owner can vouch for is said only once he has (privacyFacts)`, () => {
      const raw: { sections: { paragraphs: string[]; list?: string[] }[] } = JSON.parse(
        readFileSync(`content/${language}/privacy.json`, 'utf8'),
      )
      const lines = raw.sections.flatMap((section) => [
        ...section.paragraphs,
        ...(section.list ?? []),
      ])
      const ownerFact =
        /totrinsbekræftelse|two-factor|behandler oplysningerne inden for EU\/EØS|process the data within the EU\/EEA|som er en del af min aftale|which are part of my agreement/i
      const stated = lines.filter((line) => ownerFact.test(line) && !line.startsWith('{{?'))
      expect(stated).toEqual([])
      expect(lines.filter((line) => ownerFact.test(line)).length).toBeGreaterThanOrEqual(3)
      expect(privacy()).toMatch(
        da ? /revisor er selvstændigt dataansvarlig/ : /accountant is an independent controller/,
      )
    })

    test(`${language}: the privacy policy names everything the site keeps in the browser`, () => {
      expect(privacy()).toMatch(da ? /under navnet »lang«/ : /under the name "lang"/)
      expect(privacy()).toMatch(
        da ? /seneste afsendelse af en formular/ : /most recent form submission/,
      )
      expect(privacy()).toMatch(da ? /en kladde af det, du skriver/ : /a draft of what you type/)
      expect(privacy()).toMatch(da ? /du har skjult bjælken/ : /you hid the bar/)
    })

    test(`${language}: the data processing terms have what art. 28(3) asks`, () => {
      expect(terms()).toMatch(
        da ? /forpligtet sig til fortrolighed/ : /committed themselves to confidentiality/,
      )
      expect(terms()).toMatch(
        da ? /revisioner, herunder inspektioner/ : /audits, including inspections/,
      )
      // Art. 28(3) also asks for the processing's purpose and duration.
      expect(terms()).toMatch(
        da
          ? /behandlingen varer, så længe aftalen løber/
          : /the processing lasts as long as the agreement does/,
      )
      expect(terms()).toMatch(
        da ? /i strid med databeskyttelsesreglerne/ : /infringes data protection law/,
      )
    })

    test(`${language}: the privacy policy gives the basis for sole traders and says what it finds in public`, () => {
      expect(privacy()).toMatch(da ? /artikel 13 og 14/ : /Articles 13 and 14/)
      expect(privacy()).toMatch(
        da
          ? /enkeltmandsvirksomhed, er grundlaget artikel 6, stk\. 1, litra b/
          : /sole proprietorship, the basis is Article 6\(1\)\(b\)/,
      )
      expect(privacy()).toMatch(
        da ? /oplysninger fra offentlige kilder/ : /information from public sources/,
      )
      expect(privacy()).toMatch(da ? /forældelsesfrist/ : /limitation period/)
      expect(privacy()).toMatch(da ? /senest 12 måneder efter/ : /no later than 12 months after/)
    })

    test(`${language}: business customers only, where he buys and where he asks for the analysis`, () => {
      const packages = readJson(`public/locales/${language}/tjenester.json`).packages as Tree
      const audit = readJson(`public/locales/${language}/audit.json`).form as Tree
      expect(packages.note).toMatch(da ? /kun for virksomheder/ : /for businesses only/)
      expect(audit.lead).toMatch(da ? /for virksomheder/ : /for businesses/)
    })
  }
})
