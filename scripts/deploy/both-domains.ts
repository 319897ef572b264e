import { execFileSync } from 'node:child_process'
import { appendFileSync } from 'node:fs'
import { writeRunSummary } from '#scripts/build/launch-check.ts'

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

type Domain = { name: string; outcome: Outcome }

/**
 * The Danish report of a publish, and whether both domains are on this save. A preview (a pull
 * request, or the drafts at `kladder`) leaves the domains as they are, and says so.
 */
export function publishReport(
  domains: [Domain, Domain],
  commit: string,
  preview?: string,
): { inStep: boolean; summary: string } {
  const short = commit.slice(0, 7)
  const behind = domains.filter(({ outcome }) => outcome !== 'success')
  if (preview)
    return {
      inStep: behind.length === 0,
      summary: behind.length
        ? `## Forhåndsvisningen blev ikke udgivet\n\nDomænerne er ikke rørt. Klik på **Re-run jobs** og derefter **Re-run all jobs** for at prøve igen.`
        : `## Forhåndsvisningen er udgivet\n\nGemningen \`${short}\` kan ses på forhåndsadressen \`${preview}\` i begge Cloudflare-projekter (fx \`https://${preview}.<projektnavn>.pages.dev\`). Domænerne er ikke rørt, og søgemaskiner viser ikke forhåndsvisninger.`,
    }
  if (behind.length === 0)
    return {
      inStep: true,
      summary: `## Begge domæner er opdateret\n\n${domains.map(({ name }) => name).join(' og ')} viser nu gemningen \`${short}\`.`,
    }
  const names = behind.map(({ name }) => name).join(' og ')
  const updated = domains.filter(({ outcome }) => outcome === 'success')
  return {
    inStep: false,
    summary: [
      `## ${behind.length === 2 ? 'Ingen af domænerne blev opdateret' : `${names} er bagud`}`,
      '',
      updated.length
        ? `${updated.map(({ name }) => name).join(' og ')} viser gemningen \`${short}\`, men ${names} viser stadig den forrige udgivelse.`
        : `Begge domæner viser stadig den forrige udgivelse: intet er ændret for de besøgende.`,
      '',
      'Sådan bringer du dem i takt: Åbn denne kørsel, klik på **Re-run jobs** og derefter **Re-run all jobs**. Virker det heller ikke anden gang, så se, om Cloudflare melder om problemer (cloudflarestatus.com), og prøv igen senere. Kør kun den nyeste kørsel igen.',
    ].join('\n'),
  }
}

/** Whether a run for this commit may publish to production: only the newest save on main. */
export function mayPublish(commit: string, newestOnMain: string): boolean {
  return commit === newestOnMain
}

/** A step output (`name=value`), as GitHub reads them from the file it names. */
function appendOutput(line: string) {
  if (process.env.GITHUB_OUTPUT) appendFileSync(process.env.GITHUB_OUTPUT, `${line}\n`)
  console.log(line)
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
        `## Denne kørsel udgiver ikke\n\nDer er gemt noget nyere (\`${newest?.slice(0, 7)}\`) siden denne kørsel (\`${commit.slice(0, 7)}\`). Den nyeste kørsel udgiver det hele; en ældre må ikke lægge ældre tekster tilbage.`,
      )
    appendOutput(`publish=${publish}`)
  } else if (process.argv[2] === 'report') {
    const { inStep, summary } = publishReport(
      [
        {
          name: process.env.SITE_URL_DA || 'Det danske domæne',
          outcome: process.env.DA as Outcome,
        },
        {
          name: process.env.SITE_URL_EN || 'Det engelske domæne',
          outcome: process.env.EN as Outcome,
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
