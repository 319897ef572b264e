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
import { fillTextVariables, site } from '#app/site.ts'
import { GUARANTEE } from '#scripts/content/content-rules.ts'
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
