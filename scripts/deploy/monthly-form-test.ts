import { LANGUAGES, type Language, siteOrigins } from '#app/i18n/languages.ts'
import { readSiteFile } from '#app/settings/site-file-schema.ts'
import { launchSamples } from '#scripts/build/launch-check.ts'
import { openOrComment } from './monthly-check-issue.ts'

/**
 * The monthly reminder to test the contact form on both domains (.github/workflows/monthly-check.yml):
 * a lead lost to a changed mailbox password or a spent mail quota would otherwise go unseen for
 * weeks. GitHub cannot send the test itself without the mail provider's non-browser API, which
 * would let anyone with the public key send through his account, so the issue asks him, in
 * Danish, with the steps (docs/decisions/038-the-owner-tests-the-forms-monthly.md). No reminder
 * while the sample business remains: the domains show the holding page, which has no form.
 */

export const FORM_TEST_TITLE = 'Månedens test af formularerne'

const LANGUAGE_NAMES: Record<Language, string> = { da: 'dansk', en: 'engelsk' }

/** The issue's text: the two test messages, what must arrive, and what to do when one does not. */
export function formTestBody(origins: Record<Language, string>, date: Date): string {
  const month = date.toLocaleDateString('da-DK', { month: 'long', year: 'numeric' })
  const steps = LANGUAGES.map(
    (language, index) =>
      `${index + 1}. Åbn ${origins[language]} på din telefon, rul ned til kontaktformularen nederst på forsiden, og send en besked med navnet \`TEST ${LANGUAGE_NAMES[language]}\`, din egen e-mail og teksten »Månedens test«.`,
  )
  return [
    `Det er tid til månedens test af formularerne (${month}). Den tager fem minutter og viser, at en kunde, der skriver til dig, når frem.`,
    '',
    ...steps,
    `${LANGUAGES.length + 1}. Inden for 10 minutter skal der ligge ${LANGUAGES.length} mails i din indbakke med emnerne ${LANGUAGES.map((language) => `»Ny henvendelse fra TEST ${LANGUAGE_NAMES[language]}«`).join(' og ')}. Kommer de, så luk denne sag: knappen **Close issue** nederst.`,
    `${LANGUAGES.length + 2}. Kommer en af dem ikke, så læs, hvad siden skrev, da du sendte, og følg guiden under »Når en henvendelse ikke kommer frem«. Oftest er det en ny adgangskode til postkassen eller månedens kvote hos EmailJS. Indtil det er rettet, kan kunderne stadig ringe til dig.`,
    '',
    'Hvorfor du selv skal sende dem: GitHub kan kun sende for dig, hvis EmailJS tager imod beskeder fra andet end en browser, og så kunne alle, der kender din offentlige nøgle, sende gennem din konto (guiden, trin 6, »Sikkerhed«). Din statistik tæller de to beskeder med.',
  ].join('\n')
}

if (import.meta.main) {
  const samples = launchSamples(readSiteFile())
  if (samples.length > 0) {
    console.log(
      `No form test this month: the domains show the holding page (${samples.length} samples left).`,
    )
    process.exit(0)
  }
  const { GITHUB_REPOSITORY, GITHUB_TOKEN } = process.env
  if (!GITHUB_REPOSITORY || !GITHUB_TOKEN) {
    console.error('GITHUB_REPOSITORY and GITHUB_TOKEN must be set')
    process.exit(2)
  }
  const done = await openOrComment({
    repository: GITHUB_REPOSITORY,
    token: GITHUB_TOKEN,
    title: FORM_TEST_TITLE,
    body: formTestBody(siteOrigins(process.env), new Date()),
  })
  console.log(`${FORM_TEST_TITLE}: ${done}`)
}
