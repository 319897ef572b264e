import { Resolver } from 'node:dns/promises'
import { LANGUAGES, type Language, siteOrigins } from '#app/i18n/languages.ts'
import { readSiteFile } from '#app/settings/site-file-schema.ts'
import { launchSamples } from '#scripts/build/launch-check.ts'
import { openOrComment } from './monthly-check-issue.ts'
import { liveOrigins } from './monthly-form-test.ts'

/**
 * The daily look at the site (.github/workflows/site-check.yml): a domain that stopped showing
 * the site, or stopped answering at all, would lose every lead on it unseen until the monthly
 * reminder. So each morning it asks both homes, as the monthly form test does, and opens an
 * issue in Danish (or comments on the open one) naming the domain that does not show the site:
 * - one whose nameservers are Cloudflare's (moved in the guide's step 8), so it should;
 * - one that no nameserver answers for any more (lapsed, or DNSSEC broken).
 * Before step 8 a domain still shows his old website on his web hotel's nameservers: no alarm.
 * Nothing while the sample business remains (the holding page has no form).
 */

export const SITE_DOWN_TITLE = 'Siden svarer ikke'

/** Whether a domain's nameservers are Cloudflare's; `null` when none answers for it. */
export type Nameservers = (domain: string) => Promise<boolean | null>

/**
 * Asked of resolvers that check DNSSEC (Cloudflare's and Google's), as most visitors' providers
 * do: a domain whose DNSSEC is broken answers nothing there, though an unchecking resolver would.
 */
const cloudflareNameservers: Nameservers = async (domain) => {
  const resolver = new Resolver({ timeout: 5_000, tries: 2 })
  resolver.setServers(['1.1.1.1', '8.8.8.8'])
  try {
    return (await resolver.resolveNs(domain)).every((host) => host.endsWith('.ns.cloudflare.com'))
  } catch {
    return null
  }
}

type FetchPage = Parameters<typeof liveOrigins>[1]

/** The origins that should show the site and do not, each with why it should. */
export async function domainsDown(
  origins: Record<Language, string>,
  fetchPage?: FetchPage,
  nameservers: Nameservers = cloudflareNameservers,
): Promise<{ origin: string; answers: boolean }[]> {
  const live = await liveOrigins(origins, fetchPage)
  const down = await Promise.all(
    LANGUAGES.filter((language) => !live[language]).map(async (language) => {
      const origin = origins[language]
      const onCloudflare = await nameservers(new URL(origin).hostname)
      return onCloudflare === false ? [] : [{ origin, answers: onCloudflare === true }]
    }),
  )
  return down.flat()
}

/** The text: which domain, and what to do, in Danish. */
export function siteDownBody(down: { origin: string; answers: boolean }[], date: Date): string {
  const day = date.toLocaleDateString('da-DK', { day: 'numeric', month: 'long', year: 'numeric' })
  return [
    `Tjekket ${day}:`,
    '',
    ...down.map(({ origin, answers }) =>
      answers
        ? `- **${origin} viser ikke din side med formularerne.** Domænet er flyttet til Cloudflare, men siden svarer ikke, eller den viser noget andet.`
        : `- **${origin} svarer slet ikke.** Ingen navneserver svarer for domænet: Det kan være udløbet, eller DNSSEC kan være brudt.`,
    ),
    '',
    'Indtil det er rettet, kan kunderne ikke skrive til dig dér, men de kan stadig ringe. Følg guiden under »Når siden ikke svarer«. Har du lige skiftet navneservere og endnu ikke koblet domænet på projektet (trin 8), så se bort fra det. Når siden virker igen, så luk sagen: knappen **Close issue** nederst.',
  ].join('\n')
}

if (import.meta.main) {
  if (launchSamples(readSiteFile()).length > 0) {
    console.log('No site check: the domains show the holding page until the samples are replaced.')
    process.exit(0)
  }
  const { GITHUB_REPOSITORY, GITHUB_TOKEN } = process.env
  if (!GITHUB_REPOSITORY || !GITHUB_TOKEN) {
    console.error('GITHUB_REPOSITORY and GITHUB_TOKEN must be set')
    process.exit(2)
  }
  const down = await domainsDown(siteOrigins(process.env))
  if (down.length === 0) {
    console.log('Both domains show the site, or still his old one before step 8.')
    process.exit(0)
  }
  const done = await openOrComment({
    repository: GITHUB_REPOSITORY,
    token: GITHUB_TOKEN,
    title: SITE_DOWN_TITLE,
    body: siteDownBody(down, new Date()),
  })
  console.log(`${SITE_DOWN_TITLE}: ${done}`)
}
