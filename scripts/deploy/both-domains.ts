import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { setStepOutput, writeRunSummary } from '#scripts/github-actions.ts'

/**
 * The deploy's two steps that keep the two domains on the same save (docs/deploy.md):
 * - `newest`: before publishing, is this run's commit still the newest on `main`? A re-run of an
 *   old run would otherwise put older texts back over newer ones. Writes `publish=true|false`
 *   to the step's outputs.
 * - `report`: after both publishes, which domain, if any, is behind, in Danish in the run's
 *   summary, with how to bring it level. Exits 1 when one is behind, so GitHub marks the run
 *   failed and e-mails the owner.
 */

export type Outcome = 'success' | 'failure' | 'cancelled' | 'skipped' | ''

/** One language's site: what the owner calls it, where it is, and how its publish went. */
type Site = { label: string; address: string; outcome: Outcome }

/**
 * The project's pages.dev address as Cloudflare gave it, read from what `wrangler pages deploy`
 * printed ("Take a peek over at https://1a2b3c4d.lokalsynlig-dk-8xy.pages.dev"): a project's
 * address can have a suffix its name has not, when the name was taken.
 */
export function pagesDevFromLog(log: string): string | undefined {
  const subdomain = /https:\/\/[0-9a-f]{8}\.([a-z0-9-]+)\.pages\.dev/.exec(log)?.[1]
  return subdomain && `https://${subdomain}.pages.dev`
}

/**
 * Where a site is: its project's pages.dev address (as the publish printed it, else from the
 * project's name), and its domain once he has connected it.
 */
export function siteAddress(
  project: string | undefined,
  domain: string | undefined,
  publishLog = '',
): string {
  const pagesDev = pagesDevFromLog(publishLog) ?? (project ? `https://${project}.pages.dev` : '')
  const own = domain ? `${domain}, når domænet er koblet på` : ''
  return [pagesDev, own].filter(Boolean).join(' og ') || 'dets adresse'
}

const RERUN =
  'Åbn kørslen, og vælg **Re-run jobs → Re-run all jobs**. Kør kun den nyeste kørsel igen.'

/**
 * The Danish report of a publish, and whether both sites are on this save. A preview (a pull
 * request, or the drafts at `kladder`) leaves the real sites as they are, and says so.
 */
export function publishReport(
  sites: [Site, Site],
  commit: string,
  preview?: string,
): { inStep: boolean; summary: string } {
  const short = commit.slice(0, 7)
  const behind = sites.filter(({ outcome }) => outcome !== 'success')
  const where = (list: Site[]) => list.map(({ label, address }) => `${label} (${address})`)
  // A preview's address is its branch before the project's own pages.dev address.
  const previewAt = ({ label, address }: Site) => {
    const project = /https:\/\/([a-z0-9-]+)\.pages\.dev/.exec(address)?.[1] ?? '<projektnavn>'
    return `${label}: \`https://${preview}.${project}.pages.dev\``
  }
  if (preview)
    return {
      inStep: behind.length === 0,
      summary: behind.length
        ? `## Forhåndsvisningen blev ikke udgivet\n\nDe rigtige sider er ikke rørt. ${RERUN}`
        : `## Forhåndsvisningen er udgivet\n\nÆndringen \`${short}\` kan ses på forhåndsvisningens adresser: ${sites.map(previewAt).join(' og ')}. De rigtige sider er ikke rørt, og søgemaskiner viser ikke forhåndsvisninger.`,
    }
  if (behind.length === 0)
    return {
      inStep: true,
      summary: `## Begge sider er opdateret\n\nÆndringen \`${short}\` er udgivet på ${where(sites).join(' og ')}.`,
    }
  const updated = sites.filter(({ outcome }) => outcome === 'success')
  const lines =
    updated.length > 0
      ? [
          `## ${behind.map(({ label }) => label).join(' og ')} er bagud`,
          '',
          `${where(updated).join(' og ')} viser ændringen \`${short}\`, men ${where(behind).join(' og ')} viser stadig den forrige udgivelse.`,
          '',
          `Sådan bringer du dem i takt: ${RERUN} Fejler det igen, så se, om Cloudflare melder om problemer (cloudflarestatus.com), og prøv igen senere.`,
        ]
      : [
          '## Ingen af siderne blev opdateret',
          '',
          'Begge sider viser stadig den forrige udgivelse: intet er ændret for de besøgende.',
          '',
          'Er det den første udgivelse, eller har du lige ændret noget hos Cloudflare, så er det næsten altid en indstilling: Tjek hemmelighederne `CLOUDFLARE_API_TOKEN` og `CLOUDFLARE_ACCOUNT_ID` (guiden, trin 3) og variablerne `CLOUDFLARE_PROJECT_DA` og `CLOUDFLARE_PROJECT_EN`, som skal være projekternes navne præcis (guiden, trin 2). Cloudflares egen besked står under punktet **Publish the Danish site** i jobbet.',
          '',
          `Har det virket før, så er Cloudflare måske nede et øjeblik (cloudflarestatus.com). ${RERUN}`,
        ]
  return { inStep: false, summary: lines.join('\n') }
}

/** Whether a run for this commit may publish to production: only the newest save on main. */
export function mayPublish(commit: string, newestOnMain: string): boolean {
  return commit === newestOnMain
}

if (import.meta.main) {
  const commit = process.env.GITHUB_SHA ?? ''
  if (process.argv[2] === 'newest') {
    const newest = execFileSync('git', ['ls-remote', 'origin', 'refs/heads/main'], {
      encoding: 'utf8',
    }).split(/\s/)[0]
    const publish = mayPublish(commit, newest ?? '')
    if (!publish)
      writeRunSummary(
        `## Denne kørsel udgiver ikke\n\nDer er gemt noget nyere (\`${newest?.slice(0, 7)}\`) siden denne kørsel (\`${commit.slice(0, 7)}\`). Den nyeste kørsel udgiver det hele; en ældre lægger ikke ældre tekster tilbage.`,
      )
    setStepOutput('publish', String(publish))
    console.log(`publish=${publish}`)
  } else if (process.argv[2] === 'report') {
    const env = process.env
    const readLog = (language: string) => {
      try {
        return readFileSync(`publish-${language}.log`, 'utf8')
      } catch {
        return ''
      }
    }
    const { inStep, summary } = publishReport(
      [
        {
          label: 'Den danske side',
          address: siteAddress(env.CLOUDFLARE_PROJECT_DA, env.SITE_URL_DA, readLog('da')),
          outcome: env.DA as Outcome,
        },
        {
          label: 'Den engelske side',
          address: siteAddress(env.CLOUDFLARE_PROJECT_EN, env.SITE_URL_EN, readLog('en')),
          outcome: env.EN as Outcome,
        },
      ],
      commit,
      process.env.BRANCH && process.env.BRANCH !== 'main' ? process.env.BRANCH : undefined,
    )
    console.log(summary)
    writeRunSummary(summary)
    if (!inStep) process.exit(1)
  } else {
    console.error('usage: node scripts/deploy/both-domains.ts newest|report')
    process.exit(2)
  }
}
