import { LANGUAGES, type Language, siteOrigins } from '#app/i18n/languages.ts'
import { pagePath } from '#app/i18n/pages.ts'
import { CONTACT_FORM_ID } from '#app/mail/forms.ts'
import { readSiteFile } from '#app/settings/site-file-schema.ts'
import { launchSamples } from '#scripts/build/launch-check.ts'
import { openOrComment } from './monthly-check-issue.ts'

/**
 * The monthly reminder to test the contact form on both domains (.github/workflows/monthly-check.yml):
 * a lead lost to a changed mailbox password or a spent mail quota would otherwise go unseen for
 * weeks. GitHub cannot send the test itself without the mail provider's non-browser API, which
 * would let anyone with the public key send through his account, so the issue asks him, in
 * Danish, with the steps (docs/decisions/038-the-owner-tests-the-forms-monthly.md). No reminder
 * while the sample business remains (the domains show the holding page, which has no form). After
 * that, a domain that does not show the site with its forms is named at the top: before he
 * connects it that is expected, after it a lead would be lost there unseen.
 */

export const FORM_TEST_TITLE = 'Månedens test af formularerne'

const LANGUAGE_NAMES: Record<Language, string> = { da: 'dansk', en: 'engelsk' }

/**
 * The issue's text: one test message per live domain, the first through the free-analysis form
 * and the rest through the contact form, so both of the mail provider's templates are tried;
 * what must arrive, and what to do when one does not.
 */
export function formTestBody(
  origins: Partial<Record<Language, string>>,
  date: Date,
  notShowing: string[] = [],
): string {
  const month = date.toLocaleDateString('da-DK', { month: 'long', year: 'numeric' })
  const live = LANGUAGES.filter((language) => origins[language])
  // A domain without the site's forms: not yet connected (step 8), or down, lapsed or moved.
  const missing = notShowing.length
    ? [
        `**${notShowing.join(' og ')} viser ikke din side med formularerne.** Har du endnu ikke koblet ${notShowing.length === 1 ? 'domænet' : 'domænerne'} på (guidens trin 8), så se bort fra det. Ellers kan kunderne ikke skrive til dig dér: følg guiden under »Når siden ikke svarer«.`,
        '',
      ]
    : []
  if (live.length === 0) return missing.join('\n').trim()
  const tests = live.map((language, index) => {
    const name = `TEST ${LANGUAGE_NAMES[language]}`
    return index === 0
      ? {
          step: `Åbn ${origins[language]}${pagePath('audit', language)} på din telefon, skriv \`${name}\` som virksomhed og din egen e-mail, og send anmodningen om en gratis analyse.`,
          subject: `»Ny anmodning om gratis analyse fra ${name}«`,
        }
      : {
          step: `Åbn ${origins[language]} på din telefon, rul ned til kontaktformularen nederst på forsiden, og send en besked med navnet \`${name}\`, din egen e-mail og teksten »Månedens test«.`,
          subject: `»Ny henvendelse fra ${name}«`,
        }
  })
  return [
    ...missing,
    `Det er tid til månedens test af formularerne (${month}). Den tager fem minutter og viser, at en kunde, der skriver til dig, når frem.`,
    '',
    ...tests.map(({ step }, index) => `${index + 1}. ${step}`),
    `${tests.length + 1}. Inden for 10 minutter skal der ligge ${tests.length === 1 ? 'en mail' : `${tests.length} mails`} i din indbakke med ${tests.length === 1 ? 'emnet' : 'emnerne'} ${tests.map(({ subject }) => subject).join(' og ')}. Kommer de, så luk denne sag: knappen **Close issue** nederst.`,
    `${tests.length + 2}. Kommer en af dem ikke, så læs, hvad siden skrev, da du sendte, og følg guiden under »Når en henvendelse ikke kommer frem«. Oftest er det en ny adgangskode til postkassen eller månedens kvote hos EmailJS. Indtil det er rettet, kan kunderne stadig ringe til dig.`,
    '',
    'Hvorfor du selv skal sende dem: GitHub kan kun sende for dig, hvis EmailJS tager imod beskeder fra andet end en browser, og så kunne alle, der kender din offentlige nøgle, sende gennem din konto (guiden, trin 6, »Sikkerhed«). Din statistik tæller dem med.',
  ].join('\n')
}

/**
 * The domains that show the new site with its forms: until he connects a domain (the guide's
 * step 8) it shows his old website, and the holding page has no form. Asks each home page.
 */
export async function liveOrigins(
  origins: Record<Language, string>,
  fetchPage: (url: string) => Promise<{ ok: boolean; text(): Promise<string> }> = fetch,
): Promise<Partial<Record<Language, string>>> {
  const entries = await Promise.all(
    LANGUAGES.map(async (language) => {
      try {
        const response = await fetchPage(`${origins[language]}/`)
        const live = response.ok && (await response.text()).includes(`id="${CONTACT_FORM_ID}"`)
        return live ? [[language, origins[language]] as const] : []
      } catch {
        return []
      }
    }),
  )
  return Object.fromEntries(entries.flat())
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
  const origins = siteOrigins(process.env)
  const live = await liveOrigins(origins)
  const done = await openOrComment({
    repository: GITHUB_REPOSITORY,
    token: GITHUB_TOKEN,
    title: FORM_TEST_TITLE,
    body: formTestBody(
      live,
      new Date(),
      LANGUAGES.filter((language) => !live[language]).map((language) => origins[language]),
    ),
  })
  console.log(`${FORM_TEST_TITLE}: ${done}`)
}
