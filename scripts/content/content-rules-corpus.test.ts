import { expect, test } from 'vitest'
import type { Language } from '#app/i18n/languages.ts'
import { checkContent } from './content-rules.ts'
import type { ContentText } from './content-texts.ts'

/**
 * The owner's own sentences, as he would write them in a post: the honest ones about rankings,
 * calls, reviews and guarantees never block a publish; promises of an outcome and the money-back
 * guarantee without its conditions always do. Issue 42: "Ingen kan give dig garanti for en
 * bestemt placering på Google" once stopped his publish.
 */

const TERMS = {
  da: '<a href="/handelsbetingelser#section-9">Læs betingelserne</a>.',
  en: '<a href="/terms#section-9">Read the terms</a>.',
}

const HONEST: Record<Language, string[]> = {
  da: [
    'Ingen kan garantere dig en bestemt placering på Google.',
    'Ingen kan give dig garanti for en bestemt placering på Google.',
    'Der er ingen garanti for placeringer på Google Maps.',
    'Google giver ingen garanti for, hvem der står øverst.',
    'Jeg kan ikke love dig en plads i top 3.',
    'Hvis nogen lover dig førstepladsen, så vær skeptisk.',
    'Ingen seriøs konsulent garanterer en placering.',
    'Der findes ingen garanti i lokal SEO, kun godt håndværk.',
    'Google bestemmer selv rækkefølgen, og det kan ingen garantere.',
    'Jeg garanterer ikke resultater, men jeg viser dig hver måned, hvad der er sket.',
    'Garanti for en placering findes ikke.',
    'Mange bureauer lover top 3, men det kan ingen holde.',
    'Du kan ikke købe dig til en garanteret placering.',
    'Ingen kan love flere opkald, men en komplet profil giver dig bedre chancer.',
    'Jeg måler antallet af opkald fra din profil hver måned.',
    'Flere anmeldelser hjælper, men jeg kan ikke love dig et bestemt antal.',
    'Jeg svarer på dine anmeldelser inden for to hverdage.',
    'Du bestemmer selv, hvor mange kunder du vil bede om en anmeldelse.',
    'Målet er, at flere kunder finder dig, men ingen kan love, hvor mange.',
    'Garantier om placeringer er et faresignal.',
    'Google garanterer ikke, at din profil bliver vist.',
    `Er du ikke tilfreds med den første måned, så skriv til mig senest 14 dage efter, og du får pengene tilbage. ${TERMS.da}`,
  ],
  en: [
    'No one can guarantee you a specific ranking on Google.',
    "There's no guarantee of rankings on Google Maps.",
    'Google gives no guarantee about who shows up first.',
    "I can't promise you a place in the top 3, and no one honestly can.",
    'If someone promises you first place, be careful.',
    'Nobody can guarantee more calls.',
    'There are no guarantees in local SEO, only good work.',
    'Google decides the order, and no one can guarantee it.',
    "I don't guarantee results, but every month I show you what happened.",
    'Be wary of anyone who guarantees rankings.',
    'Many agencies promise the top 3, but no one can deliver that.',
    "You can't buy a guaranteed ranking.",
    'No one can promise more calls, but a complete profile gives you a better chance.',
    'I track the calls from your profile every month.',
    "More reviews help, but I can't promise a number.",
    'I reply to your reviews within two business days.',
    'You decide how many customers to ask for a review.',
    'The goal is for more customers to find you, but no one can promise how many.',
    "A guarantee of a ranking doesn't exist.",
    "Google doesn't guarantee that your profile will be shown.",
    'Ask every happy customer for a review, and reply to each one.',
    `Not happy with your first month? Email me within 14 days after it ends, and you get your money back. ${TERMS.en}`,
  ],
}

const BLOCKED: Record<Language, string[]> = {
  da: [
    'Jeg lover dig en plads i top 3 på Google Maps.',
    'Med mig kommer du i top 3, når kunderne søger.',
    'Jeg garanterer 20 flere opkald om måneden.',
    'Få garanterede placeringer på Google.',
    'Jeg sikrer, at du ligger øverst på Google Maps.',
    'Du får flere opkald allerede den første måned.',
    'Vi garanterer førstepladsen i dit område.',
    'Jeg kan garantere dig flere kunder inden jul.',
    'Du ender på første side inden for 30 dage.',
    'Jeg lover 50 nye anmeldelser på tre måneder.',
    'Du får 10 flere anmeldelser om måneden.',
    'Garanteret top 3 eller pengene tilbage.',
    'Du får pengene tilbage, hvis du ikke er tilfreds.',
    'Pengene-tilbage-garanti på første måned.',
    'Min garanti: Er du ikke tilfreds, får du pengene tilbage.',
    'Jeg tilbyder tilfredshedsgaranti på alle pakker.',
    '{{brand}} garanterer dig en bedre placering.',
    'Du kommer til at ligge nummer 1 i din by.',
    'Jeg lover dobbelt så mange opkald.',
    'Vores garanti dækker hele den første måned.',
    'Du får garanti for flere kunder.',
    'Jeg sikrer dig 30 % flere henvendelser.',
  ],
  en: [
    'I guarantee you a spot in the top 3 on Google Maps.',
    "You'll rank in the top 3 within a month.",
    "I'll get you twice as many calls.",
    'Guaranteed first page rankings.',
    'We promise more customers by Christmas.',
    'You will get more calls from the very first month.',
    'I ensure you show up in first place in your area.',
    'I can guarantee you more leads.',
    "You'll end up on the first page within 30 days.",
    'I promise 50 new reviews in three months.',
    "You'll get 10 more reviews every month.",
    'Guaranteed top 3 or your money back.',
    "If you're not happy, you get your money back.",
    'Money-back guarantee on your first month.',
    'My guarantee: not happy, money back.',
    "Full refund if you're not satisfied.",
    'We guarantee you a higher ranking.',
    "You'll be number one in your town.",
    'I promise double the calls.',
    'Our guarantee covers the whole first month.',
    "I'll get you 30% more calls.",
    'We ensure 20 extra customers a month.',
  ],
}

const inPost = (text: string): ContentText => ({
  file: 'content/blog/x/a-post.md',
  field: '#1',
  text,
  kind: 'post',
})

const blocks = (language: Language, sentence: string) =>
  checkContent({ da: [], en: [], [language]: [inPost(sentence)] } as Record<
    Language,
    ContentText[]
  >).filter(({ severity }) => severity === 'block')

for (const language of ['da', 'en'] as const) {
  test(`${language}: at least 20 honest sentences and 20 that must block`, () => {
    expect(HONEST[language].length).toBeGreaterThanOrEqual(20)
    expect(BLOCKED[language].length).toBeGreaterThanOrEqual(20)
  })

  test.each(HONEST[language])(`${language}: honest, passes: %s`, (sentence) => {
    expect(blocks(language, sentence)).toEqual([])
  })

  test.each(BLOCKED[language])(`${language}: blocks, naming the file: %s`, (sentence) => {
    const found = blocks(language, sentence)
    expect(found.length).toBeGreaterThan(0)
    expect(found[0]?.file).toBe('content/blog/x/a-post.md')
  })
}
