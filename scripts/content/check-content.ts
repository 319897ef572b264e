import { readPostFiles } from '#app/blog/post-files.server.ts'
import { LANGUAGES, siteOrigins } from '#app/i18n/languages.ts'
import { readSampleAnalysis } from '#app/sample-analysis/sample-analysis-file.ts'
import { readSampleReport } from '#app/sample-report/sample-report-file.ts'
import { readSiteFile } from '#app/settings/site-file-schema.ts'
import { build } from '#scripts/build/build.ts'
import { writeRunSummary } from '#scripts/build/launch-check.ts'
import { CONTENT_RULES, checkContent, type Finding } from './content-rules.ts'
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
    ...LANGUAGES.map((language) => () => readSampleReport(language)),
    ...LANGUAGES.map((language) => () => readSampleAnalysis(language)),
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
  ]
}

const adviceOf = new Map(CONTENT_RULES.map((rule) => [rule.id, rule.advice]))

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
  const warnings = findings.filter(({ severity }) => severity === 'warn')
  const sections = [
    ...(problems.length
      ? [
          `### Fejl i filerne: ${problems.length}. Siden udgives ikke\n\n${problems
            .map((problem) => `- ${problem.replaceAll('\n', '\n  ')}`)
            .join('\n')}`,
        ]
      : []),
    ...(blocking.length
      ? [
          `### Tekster, der kan skade dig: ${blocking.length}. Siden udgives ikke, før de er rettet\n\n${findingLines(blocking)}`,
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
  if (problems.length || findings.some(({ severity }) => severity === 'block')) {
    console.error('\nThe content has errors (above): nothing is built or published.')
    process.exit(1)
  }
  try {
    build(siteOrigins(process.env))
  } catch (error) {
    console.error(error instanceof Error ? error.message : error)
    writeRunSummary(buildFailedReport(error instanceof Error ? error.message : String(error)))
    process.exit(1)
  }
  console.log(`check:content done in ${((Date.now() - started) / 1000).toFixed(0)} s`)
}
