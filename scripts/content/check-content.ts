import { HELD_BACK_POSTS_VARIABLE, readPostFiles } from '#app/blog/post-files.server.ts'
import { readDemoAnalysis } from '#app/demo-analysis/demo-analysis-file.ts'
import { readDemoReport } from '#app/demo-report/demo-report-file.ts'
import { LANGUAGES, siteOrigins } from '#app/i18n/languages.ts'
import { readSiteFile } from '#app/settings/site-file-schema.ts'
import { build } from '#scripts/build/build.ts'
import { writeRunSummary } from '#scripts/github-actions.ts'
import { CONTENT_RULES, checkContent, type Finding } from './content-rules.ts'
import { conditionalLineProblems } from './legal-conditions.ts'
import { localeProblems } from './locale-files.ts'

/**
 * `npm run check:content`: what a change to the owner's content must pass before it is
 * published, in a few minutes (docs/deploy.md): the content files' schemas, the rules that
 * protect him (content-rules.ts: what can hurt him stops here, style only warns), and the build
 * of both languages, which publishes the holding page while samples remain (the launch check).
 * What it finds is printed, and on GitHub written to the run's summary, in Danish, naming the
 * file and the sentence.
 */

/** The content files' own checks: each reader fails naming the file, the field and why. */
function schemaProblems(): string[] {
  const attempts = [
    readSiteFile,
    () => readPostFiles(),
    ...LANGUAGES.map((language) => () => readDemoReport(language)),
    ...LANGUAGES.map((language) => () => readDemoAnalysis(language)),
  ]
  return [
    ...attempts.flatMap((read) => {
      try {
        read()
        return []
      } catch (error) {
        return [(error as Error).message]
      }
    }),
    ...localeProblems(),
    ...conditionalLineProblems(),
  ]
}

const adviceOf = new Map(CONTENT_RULES.map((rule) => [rule.id, rule.advice]))

/** The exit code of a run that published everything but the posts it held back. */
export const HELD_BACK_EXIT_CODE = 2

/** A post's slug from its file (`content/blog/da/my-post.md`; posts are the only Markdown texts). */
const postSlug = (file: string) => file.match(/[\\/][a-z]{2}[\\/]([a-z0-9-]+)\.md$/)?.[1]

/**
 * What the blocking findings stop: a post that breaks a blocking rule is held back, as a draft is,
 * in every language (a translation alone would have no Danish post), and the rest publishes;
 * any other (prices, pages, the legal texts) stops the publish (docs/decisions/024).
 */
export function blockingOutcome(findings: Finding[]): {
  heldBack: string[]
  stopsPublish: boolean
} {
  const blocking = findings.filter(({ severity }) => severity === 'block')
  return {
    heldBack: [
      ...new Set(blocking.map(({ file }) => postSlug(file)).filter((slug) => slug !== undefined)),
    ],
    stopsPublish: blocking.some(({ file }) => postSlug(file) === undefined),
  }
}

function findingLines(findings: Finding[]): string {
  return findings
    .map(
      ({ rule, file, field, sentence }) =>
        `- \`${file}\` (${field}): »${sentence.replaceAll('\n', ' ')}«\n  ${adviceOf.get(rule)}`,
    )
    .join('\n')
}

/** The report of the schemas and the rules, in Danish for the owner: markdown, as GitHub shows it. */
export function contentReport(problems: string[], findings: Finding[]): string {
  const blocking = findings.filter(({ severity }) => severity === 'block')
  const inPosts = blocking.filter(({ file }) => postSlug(file) !== undefined)
  const elsewhere = blocking.filter(({ file }) => postSlug(file) === undefined)
  const warnings = findings.filter(({ severity }) => severity === 'warn')
  const sections = [
    ...(problems.length
      ? [
          `### Fejl i filerne: ${problems.length}. Siden udgives ikke\n\n${problems
            .map((problem) => `- ${problem.replaceAll('\n', '\n  ')}`)
            .join('\n')}`,
        ]
      : []),
    ...(elsewhere.length
      ? [
          `### Tekster, der kan skade dig: ${elsewhere.length}. Siden udgives ikke, før de er rettet\n\n${findingLines(elsewhere)}`,
        ]
      : []),
    ...(inPosts.length
      ? [
          `### Blogindlæg holdt tilbage: ${new Set(inPosts.map(({ file }) => postSlug(file))).size}. ${elsewhere.length ? 'Resten af siden venter på rettelserne ovenfor' : 'Resten af siden udgives'}\n\nIndlægget er ikke med på siden (på dansk og engelsk), før du har rettet sætningen. Var det allerede udgivet, er det taget af siden indtil da. Ret det i redigeringen under **Blogindlæg**, og gem: Så kommer det med igen.\n\n${findingLines(inPosts)}`,
        ]
      : []),
    ...(warnings.length
      ? [
          `### Forslag til teksterne: ${warnings.length}. Siden udgives alligevel\n\n${findingLines(warnings)}`,
        ]
      : []),
  ]
  return `## Tjek af indholdet\n\n${sections.length ? sections.join('\n\n') : 'Alt er i orden.'}`
}

/**
 * The summary when the build itself fails after the texts passed: in Danish what it means and
 * what to do; the build's own message, in English, folded away for a developer.
 */
export function buildFailedReport(message: string): string {
  return [
    '### Siden kunne ikke bygges. Intet er udgivet',
    '',
    'Teksterne er i orden, men selve byggeriet af siden fejlede. Siden viser stadig den forrige udgivelse. Prøv først at køre kørslen igen (**Re-run jobs** → **Re-run all jobs**). Fejler den igen, så send linket til denne kørsel til en udvikler.',
    '',
    '<details><summary>Den tekniske besked, til en udvikler</summary>',
    '',
    '```',
    message,
    '```',
    '',
    '</details>',
  ].join('\n')
}

if (import.meta.main) {
  const started = Date.now()
  const problems = schemaProblems()
  const findings = problems.length ? [] : checkContent()
  const report = contentReport(problems, findings)
  console.log(report)
  writeRunSummary(report)
  const { heldBack, stopsPublish } = blockingOutcome(findings)
  if (problems.length || stopsPublish) {
    console.error('\nThe content has errors (above): nothing is built or published.')
    process.exit(1)
  }
  process.env[HELD_BACK_POSTS_VARIABLE] = heldBack.join(',')
  try {
    build(siteOrigins(process.env))
  } catch (error) {
    console.error(error instanceof Error ? error.message : error)
    writeRunSummary(buildFailedReport(error instanceof Error ? error.message : String(error)))
    process.exit(1)
  }
  console.log(`check:content done in ${((Date.now() - started) / 1000).toFixed(0)} s`)
  if (heldBack.length) {
    console.error(
      `\nBuilt without the post(s) a blocking rule holds back (above): ${heldBack.join(', ')}.`,
    )
    process.exit(HELD_BACK_EXIT_CODE)
  }
}
