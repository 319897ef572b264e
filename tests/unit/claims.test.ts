/**
 * What the site's own copy must keep (docs/decisions/010-claims.md, the register in
 * docs/claims.md): the spec's statistics with their sources, the guarantee's short forms with
 * § 9's conditions, the terms' and the privacy policy's promises, and wordings a lawyer marked.
 * The rules any text is held to, the owner's included (a promised ranking, the guarantee without
 * its conditions, British spelling, "we"…), are scripts/content/content-rules.ts, tested there.
 */
import { readFileSync } from 'node:fs'
import { describe, expect, test } from 'vitest'
import { LANGUAGES, type Language } from '#app/i18n/languages.ts'
import type { LegalText } from '#app/sections/legal-text.ts'
import { TRANSFER_BASES } from '#app/settings/processors.ts'
import { fillTextVariables, site } from '#app/settings/site.ts'
import { guaranteeMention } from '#scripts/content/content-rules.ts'
import {
  type ContentText,
  contentTexts,
  postTexts as readPostTexts,
  whereOf,
} from '#scripts/content/content-texts.ts'

type Tree = { [key: string]: string | Tree | Tree[] | string[] }
type Text = { where: string; text: string }

const readJson = (file: string) => JSON.parse(readFileSync(file, 'utf8')) as Tree
const named = (texts: ContentText[]): Text[] =>
  texts.map((text) => ({ where: whereOf(text), text: text.text }))

/** Everything a visitor can read in one language, as written (placeholders unfilled). */
const allTexts = (language: Language): Text[] => named(contentTexts(language))
const postTexts = (language: Language): Text[] => named(readPostTexts(language))
const legalTexts = (language: Language, kind: 'privacy' | 'terms'): Text[] =>
  named(contentTexts(language).filter(({ file }) => file === `content/${language}/${kind}.json`))

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
      // The country: "USA" in Danish, "U.S." in English (AP style).
      expect(source).toMatch(language === 'da' ? /\bUSA\b/ : /\bU\.S\./)
      // The figures are American: no Danish gloss that makes them read as Danish.
      expect(item?.label ?? '').not.toMatch(/på dansk|in Danish/i)
    })

    test(`${language}: the 46 % figure is called an often-quoted estimate, not a study`, () => {
      const source = (stats.local_intent as Record<string, string>).source
      expect(source).toMatch(
        language === 'da' ? /ofte citeret.*(skøn|branchetal)/i : /often[- ]quoted.*estimate/i,
      )
    })
  }
})

describe('American English on the English site', () => {
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
  test('notice is "30 dages varsel til udgangen af en kalendermåned", never "30 dages opsigelse"', () => {
    const found = allTexts('da')
      .filter(({ text }) =>
        /30 dages opsigelse|30 dages varsel(?! til udgangen af en kalendermåned)/.test(text),
      )
      .filter(({ text }) => !/ændr/.test(text)) // the terms' notice of changed terms
      .map(({ where, text }) => `${where}: ${text}`)
    expect(found).toEqual([])
  })

  test('English notice is "30 days\' notice, effective at the end of a calendar month" wherever it is stated', () => {
    const found = allTexts('en')
      .filter(({ text }) =>
        /30 days(’|')? notice(?!, effective at the end of a calendar month)|notice period is 30 days|to the end of (a|the) month/.test(
          text,
        ),
      )
      .map(({ where, text }) => `${where}: ${text}`)
    expect(found).toEqual([])
  })

  test('the Danish legal texts quote with »…«', () => {
    const found = [...legalTexts('da', 'privacy'), ...legalTexts('da', 'terms')]
      .filter(({ text }) => /["“”„]/.test(text))
      .map(({ where, text }) => `${where}: ${text}`)
    expect(found).toEqual([])
  })
})

describe('the money-back guarantee and the introductory offer', () => {
  for (const language of LANGUAGES) {
    const deadline = language === 'da' ? /14 dage/ : /14 days/

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
      // The line is short; the home page's question on the guarantee says the rest.
      const faq = (readJson(`public/locales/${language}/homepage.json`).faq as Tree).items as Tree
      expect((faq.guarantee as Tree).a).toMatch(
        language === 'da' ? /ikke betale mere|intet mere at betale/ : /nothing more to pay/,
      )
    })

    test(`${language}: the guarantee is promised in one line (how and by when to claim, a link to § 9); the home FAQ and § 9 hold its conditions`, () => {
      const faq = readJson(`public/locales/${language}/homepage.json`).faq as Tree
      const line = (readJson(`public/locales/${language}/universal.json`).guarantee as Tree)
        .conditions as string
      const oneLines = {
        'universal:guarantee.conditions': line,
        ...Object.fromEntries(
          postTexts(language)
            .filter(({ text }) => guaranteeMention(text) >= 0 && deadline.test(text))
            .map(({ where, text }) => [where, text]),
        ),
      }
      // The sample post on why he started has one; his posts may have none.
      for (const [where, text] of Object.entries(oneLines)) {
        // The claim is made in writing within 14 days, as § 9 says; the rest is one link away.
        expect(text, where).toMatch(
          language === 'da'
            ? /skriftligt \(en e-mail er nok\)/
            : /in writing \(an email is enough\)/,
        )
        expect(text, where).toMatch(deadline)
        // Not repeated in full: the access asked for, ad spend and once per client are the FAQ's and § 9's.
        expect(text, where).not.toMatch(/arbejdsdage|annoncekroner|business days|ad spend/i)
      }
      const shortForms = {
        'homepage:faq.items.guarantee.a': ((faq.items as Tree).guarantee as Tree).a as string,
      }
      // The lawyer's one line (issue 57, decision 010 as amended 29 Nov): how and by when to
      // claim (in writing, an email is enough, within 14 days), that it applies once per client
      // and requires the access and information asked for in writing; the rest is § 9's, one
      // link away (the deadline for them, ad spend).
      const conditions =
        language === 'da'
          ? [
              /den adgang og de oplysninger, jeg skriftligt har bedt om/,
              /én gang/i,
              /skriftligt \(en e-mail er nok\)/,
              deadline,
            ]
          : [
              /the access and information I asked for in writing/,
              /once per client/i,
              /in writing \(an email is enough\)/,
              deadline,
            ]
      for (const [where, text] of Object.entries(shortForms)) {
        for (const condition of conditions) expect(text, where).toMatch(condition)
      }
    })

    test(`${language}: using the guarantee ends the agreement with nothing more to pay`, () => {
      const terms = legalTexts(language, 'terms')
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

    test(`${language}: the introductory offer is spelled out by the prices only; the case page names it in a line, and the terms leave it to the quote`, () => {
      const cases = readJson(`public/locales/${language}/cases.json`)
      const universal = readJson(`public/locales/${language}/universal.json`)
      const offer = ((universal.offer as Tree).intro as string) ?? ''
      expect(offer).toContain('{{intro_discount}}')
      expect(offer).toMatch(/{{intro_months(, words)?}}/)
      expect(offer).toMatch(/{{intro_customers(, words)?}}/)
      // Its terms (discount, months) are said where the prices are, not again on the case page.
      expect(JSON.stringify(cases)).not.toMatch(/{{intro_(discount|months)/)
      const opportunity = ((cases.story as Tree).opportunity as Tree).text as string
      expect(opportunity).toMatch(/{{intro_customers(, words)?}}/)
      // An offer belongs in the offer: the standing terms name none, so it can end without them.
      const terms = legalTexts(language, 'terms')
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
    /gør vi kunden til primær ejer|we make the (customer|client) its primary owner/i,
    // The first month has a length, and the refund deadline runs from the claim.
    /den periode, som den første faktura dækker|the period covered by the first invoice/i,
    /tilbage inden 14 dage\.|refund the amount the (customer|client) paid for the first month within 14 days\./i,
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
      legalTexts(language, 'terms')
        .map(({ text }) => text)
        .join('\n')
    const privacy = () =>
      legalTexts(language, 'privacy')
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
          : // The English site calls his buyer the client (the customer is the client's own).
            /within 14 days of receiving the client's written claim/,
      )
      expect(terms()).toMatch(
        da ? /mindst 60 dages skriftligt varsel/ : /at least 60 days' written notice/,
      )
    })

    test(`${language}: the terms cover switching, holidays and illness, rights in the work and cases`, () => {
      expect(terms()).toMatch(
        da ? /skifte til en større eller en mindre pakke/ : /switch to a larger or smaller package/,
      )
      expect(terms()).toMatch(da ? /Ferie planlægger jeg/ : /I plan my vacations/)
      expect(terms()).toMatch(
        da ? /fx på grund af sygdom, nedsætter jeg prisen/ : /because of illness, I reduce/,
      )
      expect(terms()).toMatch(da ? /Kunden må frit bruge/ : /may freely use/)
      expect(terms()).toMatch(da ? /skriftligt samtykke/ : /written consent/)
      expect(terms()).toMatch(
        da
          ? /primær ejer af sin Google-virksomhedsprofil/
          : /primary owner of its own Google Business Profile/,
      )
    })

    test(`${language}: an offer lives in the written offer, not in the standing terms`, () => {
      expect(terms()).not.toMatch(/\b20 ?%|20 procent|20 percent|første fem|first five|{{intro_/i)
      expect(terms()).toMatch(
        da ? /som det står i det skriftlige tilbud/ : /as stated in the written quote/,
      )
    })

    test(`${language}: what only the owner can vouch for is said only once he has (privacyFacts, processors)`, () => {
      const raw: LegalText = JSON.parse(readFileSync(`content/${language}/privacy.json`, 'utf8'))
      const lines = raw.sections.flatMap((section) => [
        ...section.paragraphs,
        ...(section.list ?? []),
      ])
      // Two-step verification, a processor agreement or a transfer basis: only as the owner's
      // settings say, never as a line of its own.
      const claims: [RegExp, string][] = [
        [/totrinsbekræftelse|two-factor authentication/i, '{{?mailbox_2fa}}'],
        [/slået historikken|turned off its history/i, '{{?form_history_off}}'],
        [
          /efter en databehandleraftale|under a data processing agreement/i,
          '{{?processors_confirmed}}',
        ],
      ]
      for (const [claim, condition] of claims) {
        const found = lines.filter((line) => claim.test(line))
        expect(found.length, String(claim)).toBeGreaterThanOrEqual(1)
        expect(found.filter((line) => !line.startsWith(condition))).toEqual([])
      }
      const basis =
        /standardkontrakt|standard contractual|Data Privacy Framework|inden for EU\/EØS|within the EU\/EEA|kapitel V tillader|Chapter V allows|tilstrækkeligt beskyttelsesniveau|adequate level/i
      expect(lines.filter((line) => basis.test(line))).toEqual([])
      // § 6 is one line per processor, from the basis the owner chose, naming its article.
      expect(raw.sections[5]?.list).toEqual(['{{transfers}}'])
      const { transfers } = raw
      expect(Object.keys(transfers ?? {}).sort()).toEqual([...TRANSFER_BASES].sort())
      expect(transfers?.dpf).toMatch(da ? /artikel 45/ : /Article 45/)
      expect(transfers?.adequacy).toMatch(da ? /artikel 45/ : /Article 45/)
      expect(transfers?.scc).toMatch(da ? /artikel 46, stk\. 2, litra c/ : /Article 46\(2\)\(c\)/)
      expect(transfers?.eea).not.toMatch(/artikel|Article/)
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
      const audit = readJson(`public/locales/${language}/audit.json`).form as Tree
      const hero = readJson(`public/locales/${language}/tjenester.json`).hero as Tree
      expect(hero.lead).toMatch(da ? /kun for virksomheder/ : /for businesses only/)
      expect(audit.lead).toMatch(da ? /for virksomheder/ : /for businesses/)
    })
  }
})

describe('round three: editors', () => {
  /** A lawyer's, a Danish and an American copy editor's marks, kept out where they can come back. */
  const isLegal = ({ where }: Text) => /^content\/\w+\/(privacy|terms)\.json:/.test(where)
  const pageTexts = (language: Language) => allTexts(language).filter((text) => !isLegal(text))
  const plain = (html: string) => html.replace(/<[^>]+>/g, '').replace(/&quot;/g, '"')
  const words = (text: string) => plain(text).split(/\s+/).filter(Boolean).length
  /** The string at a dotted key of a locale file ('' when it is missing). */
  const localeText = (language: Language, ns: string, key: string): string => {
    let node: unknown = readJson(`public/locales/${language}/${ns}.json`)
    for (const part of key.split('.')) node = (node as Record<string, unknown> | undefined)?.[part]
    return typeof node === 'string' ? node : ''
  }
  const offending = (texts: Text[], pattern: RegExp) =>
    texts
      .filter(({ text }) => pattern.test(plain(text)))
      .map(({ where, text }) => `${where}: ${text}`)

  /** Wordings that are out everywhere, the legal texts included. */
  const GONE: Record<Language, RegExp[]> = {
    da: [
      // An outcome a new business cannot document (markedsføringsloven).
      /der giver lokale kunder/i,
      // Review gating: Google's rules say ask every customer, not the satisfied ones.
      /tilfredse kunder/i,
      // "e-mailadresse", always.
      /(?<!e-)mailadresse/i,
      // Anglicism and hype.
      /\bdet giver (god )?mening\b/i,
      /\bden nyeste viden\b/i,
      // The map's button is »Ring op«.
      /»Ring«/,
      // A ranking promised, and a website that sounds included.
      /så du står bedst/i,
      /Google Ads og en hjemmeside/i,
    ],
    en: [
      /that bring in local customers/i,
      /\b(happy|satisfied) customers\b/i,
      // The Danish says "run by" (v/), and the English says the same.
      /represented by/i,
      /plain[- ]English/i,
      /\bWrite to me\b/,
      /\bUSA\b|\bthe US\b/,
      /close (their|his|her|the) access/i,
      /the latest knowledge/i,
      /a website tuned for local SEO/i,
      /first 30 days' fee back/i,
    ],
  }
  for (const language of LANGUAGES) {
    test(`${language}: no marked wording anywhere`, () => {
      const found = allTexts(language).flatMap(({ where, text }) =>
        GONE[language]
          .filter((pattern) => pattern.test(plain(text)))
          .map((pattern) => `${where}: ${pattern}`),
      )
      expect(found).toEqual([])
    })

    test(`${language}: the link-building feature is short enough for a phone`, () => {
      const feature = localeText(language, 'tjenester', 'packages.features.link_building')
      expect(words(feature)).toBeGreaterThan(5)
      expect(words(feature)).toBeLessThanOrEqual(25)
    })

    test(`${language}: the guarantee is promised in one line, not repeated in full in a post`, () => {
      const deadline = language === 'da' ? /14 dage/ : /14 days/
      const inPosts = postTexts(language).filter(
        ({ text }) => guaranteeMention(text) >= 0 && deadline.test(text),
      )
      // Every post that promises it (the sample on why he started; his may not).
      for (const { where, text } of inPosts) {
        // One line with how and by when to claim and a link to § 9, not the FAQ's full answer.
        expect(words(text), where).toBeLessThanOrEqual(40)
        expect(text, where).toMatch(/#section-9\b/)
        // Not the home page's full answer: what ends and what it covers are for the FAQ and § 9.
        expect(text, where).not.toMatch(
          language === 'da'
            ? /aftalen stopper|bestemt placering/
            : /agreement ends|particular ranking/,
        )
      }
    })

    test(`${language}: the free analysis's "what you get" names the competitors and a package, as "how it works" does`, () => {
      const items = ((readJson(`public/locales/${language}/audit.json`).what_you_get as Tree)
        .items ?? {}) as Record<string, Record<string, string>>
      const all = Object.values(items)
        .map(({ text }) => text)
        .join('\n')
      expect(all).toMatch(language === 'da' ? /konkurrenter/ : /competitors/)
      expect(all).toMatch(language === 'da' ? /pakke/ : /package/)
      expect(localeText(language, 'universal', 'how_it_works.steps.analysis.text')).toMatch(
        language === 'da' ? /konkurrenter/ : /competitors/,
      )
    })

    test(`${language}: Premium aimed at several locations says each extra one is priced in the quote`, () => {
      const goodFor = localeText(language, 'tjenester', 'packages.items.premium.good_for')
      expect(goodFor).toBeTruthy()
      if (/flere afdelinger|several locations/.test(goodFor))
        expect(goodFor).toMatch(
          language === 'da' ? /ekstra adresse[\s\S]*tilbud/ : /extra one|extra location/,
        )
    })

    test(`${language}: the about page names the founder once and speaks as "I"; so does the case story`, () => {
      const lead = localeText(language, 'om-os', 'hero.lead')
      expect(lead).toBeTruthy()
      expect(lead.match(/\{\{founder\}\}/g)?.length ?? 0).toBeLessThanOrEqual(1)
      const thirdPerson = language === 'da' ? /\b(han|hans|ham)\b/i : /\b(he|his|him|himself)\b/i
      const bio = ((readJson(`public/locales/${language}/om-os.json`).team as Tree).bio ??
        []) as string[]
      expect(bio).toHaveLength(4)
      expect(bio.filter((paragraph) => thirdPerson.test(paragraph))).toEqual([])
      const story = readJson(`public/locales/${language}/cases.json`).story as Record<
        string,
        Record<string, string>
      >
      const inStory = Object.entries(story)
        .filter(([, part]) => thirdPerson.test(part.text ?? ''))
        .map(([key]) => key)
      expect(inStory).toEqual([])
    })

    test(`${language}: the menu and the case page's title call it the same`, () => {
      const label = localeText(language, 'universal', 'pages.cases')
      const title = localeText(language, 'cases', 'meta.title')
      expect(label).toBeTruthy()
      expect(title.startsWith(label), `${label} / ${title}`).toBe(true)
    })
  }

  test('da: notice in the page texts and posts is "til udgangen af en kalendermåned"', () => {
    expect(offending(pageTexts('da'), /varsel til udgangen af en måned/)).toEqual([])
  })

  test('da: "e-mail", not "mail", in the page texts, posts and guide', () => {
    expect(
      offending(pageTexts('da'), /(?<![\p{L}-])mail(s|en|ene|tjeneste\p{L}*)?(?![\p{L}-])/iu),
    ).toEqual([])
  })

  test('da: a comma before "efter hvad" and "alt efter hvilken"', () => {
    expect(
      offending(pageTexts('da'), /(?<!,)(?<!,\salt)\s(alt\s)?efter\s(hvad|hvilke[nt]?)\b/),
    ).toEqual([])
  })

  test('da: "min læsning" only where the spec fixes it (the read time)', () => {
    const found = offending(allTexts('da'), /\bmin læsning\b/).filter(
      (line) => !line.startsWith('public/locales/da/blog.json: read_time:'),
    )
    expect(found).toEqual([])
  })

  test('da: the introductory offer says "de første" once', () => {
    const offer = localeText('da', 'universal', 'offer.intro')
    expect(offer).toContain('{{intro_months')
    expect(offer.match(/første/g)?.length ?? 0).toBeLessThanOrEqual(1)
  })

  test('en: "clients" are his buyers, "customers" are theirs', () => {
    expect(
      offending(
        pageTexts('en'),
        /\b(your|their) clients?\b|\bbecome a customer\b|\bonce per customer\b|\bmy (first \{\{intro_customers(, words)?\}\} )?customers\b|\bAs a customer\b/i,
      ),
    ).toEqual([])
  })

  test('en: no Danish "så" turned into ", so please"', () => {
    expect(offending(pageTexts('en'), /, so please\b/i)).toEqual([])
  })

  test('en: AP quotes: straight double quotes, periods and commas inside', () => {
    expect(offending(pageTexts('en'), /[“”]|(?<=\w)"[.,]/)).toEqual([])
  })

  test("en: Google's roles are common nouns unless quoted as its labels", () => {
    const found = postTexts('en')
      .map(({ where, text }) => ({
        where,
        text: plain(text)
          .replace(/"[^"]*"/g, '')
          .replace(/^(Primary owner|Owner|Manager):\s*/, ''),
      }))
      .filter(({ text }) => /(?<!^|[.!?:]\s)\b(Manager|Owner)s?\b/.test(text))
      .map(({ where, text }) => `${where}: ${text}`)
    expect(found).toEqual([])
  })
})

describe('round three: the lawyer', () => {
  for (const language of LANGUAGES) {
    const da = language === 'da'
    const text = (kind: 'privacy' | 'terms') =>
      legalTexts(language, kind)
        .map(({ text }) => text)
        .join('\n')
    const section = (kind: 'privacy' | 'terms', number: number) => {
      const raw: LegalText = JSON.parse(readFileSync(`content/${language}/${kind}.json`, 'utf8'))
      const { paragraphs, list = [] } = raw.sections[number - 1] ?? { paragraphs: [] }
      return [...paragraphs, ...list].join('\n')
    }

    test(`${language}: references and case stories rest on consent, which can be withdrawn`, () => {
      expect(section('privacy', 3)).toMatch(
        da ? /reference eller .*case/ : /reference or .*case study/,
      )
      expect(section('privacy', 4)).toMatch(
        da
          ? /litra a \(samtykke\).*trække samtykket tilbage/s
          : /6\(1\)\(a\) \(consent\).*withdraw/s,
      )
      expect(text('privacy')).not.toMatch(
        /Ingen af behandlingerne bygger på samtykke|None of my processing relies on consent/,
      )
      expect(section('privacy', 8)).toMatch(da ? /trække det tilbage/ : /withdraw it/)
    })

    test(`${language}: the written offer comes first, then the dated terms, then the website (§§ 2–3)`, () => {
      expect(section('terms', 2)).toMatch(
        da
          ? /henviser til disse handelsbetingelser med den dato.*først det tilbud, kunden har accepteret, så bekræftelsen, så disse handelsbetingelser og til sidst .*hjemmesiden/s
          : /refer to these Terms and Conditions by the date.*first the quote the client accepted, then the confirmation, then these Terms and Conditions, and last .*website/s,
      )
      expect(section('terms', 3)).toMatch(
        da ? /én adresse.*prisen for hver/s : /one location.*price for each/s,
      )
    })

    test(`${language}: the client vouches for his material and the people in it (§ 4)`, () => {
      expect(section('terms', 4)).toMatch(
        da
          ? /ret til at bruge de billeder.*samtykke fra de personer/s
          : /rights to the photos.*consent of anyone/s,
      )
    })

    test(`${language}: notice runs to the end of a calendar month; everything delivered may be used; tracking numbers follow (§ 8)`, () => {
      const term = section('terms', 8)
      expect(term).toMatch(
        da ? /udgangen af en kalendermåned/ : /effective at the end of a calendar month/,
      )
      expect(term).toMatch(
        da
          ? /alt materiale, jeg laver til kunden.*rapporter og anmeldelseskortet/s
          : /all material.*reports and the review card/s,
      )
      expect(term).toMatch(
        da
          ? /telefonnumre til sporing af opkald.*flytter jeg dem/s
          : /call tracking numbers.*transfer them/s,
      )
    })

    test(`${language}: the guarantee is lost only for what was asked in writing and not given within 5 working days (§ 9)`, () => {
      const guarantee = section('terms', 9)
      expect(guarantee).toMatch(
        da ? /skriftligt \(en e-mail er nok\)/ : /in writing \(an email is enough\)/,
      )
      expect(guarantee).toMatch(
        da
          ? /jeg skriftligt har bedt om .*senest 5 arbejdsdage/
          : /within five business days of my written request, the access and information I asked for/,
      )
      expect(guarantee).not.toMatch(/de oplysninger, jeg har bedt om,|the information I asked for,/)
    })

    test(`${language}: the data processing terms answer objections, sub-processors, health data and deletion (§ 11)`, () => {
      const processing = section('terms', 11)
      expect(processing).toMatch(da ? /artikel 28, stk\. 4/ : /Article 28\(4\)/)
      expect(processing).toMatch(
        da
          ? /Gør kunden indsigelse, bruger jeg den ikke.*kan kunden opsige/s
          : /If the client objects, I don't use it.*may cancel/s,
      )
      expect(processing).toMatch(
        da
          ? /helbredsoplysninger.*kunden har godkendt/s
          : /health information.*the client has approved/s,
      )
      expect(processing).toMatch(
        da
          ? /rapporter .*ingen personoplysninger om kundens kunder/
          : /reports .*no personal data about the client's own customers/,
      )
    })

    test(`${language}: a dispute goes to the court the owner names (§ 12)`, () => {
      expect(section('terms', 12)).toContain('{{court}}')
      expect(text('terms')).not.toMatch(/sagsøgtes hjemting|defendant's place of jurisdiction/)
    })
  }
})

describe('round four: the lawyer', () => {
  for (const language of LANGUAGES) {
    const da = language === 'da'
    const section = (kind: 'privacy' | 'terms', number: number) => {
      const raw: LegalText = JSON.parse(readFileSync(`content/${language}/${kind}.json`, 'utf8'))
      const { paragraphs, list = [] } = raw.sections[number - 1] ?? { paragraphs: [] }
      return [...paragraphs, ...list].join('\n')
    }

    test(`${language}: the sub-processors are my liability as my own obligations, within § 10's cap (§ 11)`, () => {
      expect(section('terms', 11)).not.toMatch(/hæfter jeg fuldt ud|fully liable/)
      expect(section('terms', 11)).toMatch(
        da
          ? /som var det mine egne forpligtelser.*Ansvarsbegrænsningen i punkt 10 gælder også/s
          : /as for my own obligations.*limitation of liability in section 10 applies/s,
      )
    })

    test(`${language}: the client gets the cookie consent for tracking on his site, and third parties' material as licensed (§§ 4, 8)`, () => {
      expect(section('terms', 4)).toMatch(
        /samtykke til cookies.*cookiebekendtgørelsen|consent to cookies.*cookiebekendtgørelsen/,
      )
      expect(section('terms', 8)).toMatch(
        da ? /i det omfang, licensen tillader/ : /to the extent the license allows/,
      )
    })

    test(`${language}: the privacy policy names the self-check's answers, no open-ended follow-up, and the clients' own customers`, () => {
      expect(section('privacy', 2)).toMatch(
        da ? /selvtjekket, dine svar/ : /self-check, your answers/,
      )
      const texts = [
        section('privacy', 3),
        ...['audit'].map((ns) => readFileSync(`public/locales/${language}/${ns}.json`, 'utf8')),
      ]
      for (const text of texts) expect(text).not.toMatch(/følge op på den|follow up on it/)
      expect(section('privacy', 3)).toMatch(
        da ? /én gang spørge, om du har spørgsmål/ : /ask you once whether you have any questions/,
      )
      expect(section('privacy', 5)).toMatch(
        da
          ? /kundens egne kunder, fx anmeldere, som databehandler/
          : /client's own customers, such as reviewers, as the client's data processor/,
      )
    })

    test(`${language}: the stored language is one the visitor chose; the form service keeps no copy, and the host's logs are kept by the rule it states (§§ 7, 9)`, () => {
      expect(section('privacy', 9)).not.toMatch(
        /også selvom du ikke selv har valgt sprog|even if you never chose a language/,
      )
      expect(section('privacy', 9)).toMatch(
        da ? /det sprog, du har valgt/ : /the language you chose/,
      )
      expect(section('privacy', 7)).not.toMatch(
        /normalt inden for få uger|usually within a few weeks/,
      )
      // Issue 43, 6.2: a period for each, not a pointer to the agreements.
      expect(section('privacy', 7)).not.toMatch(
        /databehandleraftaler med mig|data processing agreements with me/,
      )
      expect(section('privacy', 7)).toMatch(
        da
          ? /{{form_service}} gemmer ikke det, du skriver.*slået historikken over sendte beskeder fra/
          : /{{form_service}} doesn't keep what you type.*turned off its history of sent messages/,
      )
      expect(section('privacy', 7)).toMatch(
        da
          ? /{{web_host}} oplyser ingen fast frist.*kun, så længe de skal bruges til at levere og beskytte tjenesten/
          : /{{web_host}} doesn't publish a fixed period.*only as long as it needs them to run and protect its service/,
      )
    })
  }
})
