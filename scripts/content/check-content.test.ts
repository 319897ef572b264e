import { expect, test } from 'vitest'
import { buildFailedReport, contentReport } from './check-content.ts'

test('the report says in Danish what stops the publish and what only warns, naming file and sentence', () => {
  const report = contentReport(
    [],
    [
      {
        rule: 'promised-outcome',
        severity: 'block',
        file: 'content/blog/da/nyt.md',
        field: '#2',
        sentence: 'Jeg lover dig top 3.',
      },
      {
        rule: 'american-spelling',
        severity: 'warn',
        file: 'content/blog/en/nyt.md',
        field: 'title',
        sentence: 'How I optimise',
      },
    ],
  )
  expect(report).toContain(
    '### Tekster, der kan skade dig: 1. Siden udgives ikke, før de er rettet\n\n- `content/blog/da/nyt.md` (#2): »Jeg lover dig top 3.«\n  Lov aldrig en placering',
  )
  expect(report).toContain(
    '### Forslag til teksterne: 1. Siden udgives alligevel\n\n- `content/blog/en/nyt.md` (title): »How I optimise«',
  )
  expect(contentReport([], [])).toBe('## Tjek af indholdet\n\nAlt er i orden.')
  expect(contentReport(['content/site.json has wrong values:\n  - cvr: must be…'], [])).toContain(
    '### Fejl i filerne: 1. Siden udgives ikke\n\n- content/site.json has wrong values:\n    - cvr',
  )
})

test('a failed build is told in Danish, with what to do; its own message is folded away for a developer', () => {
  const report = buildFailedReport('react-router build failed for da')
  const shown = report.split('<details>')[0] ?? ''
  expect(shown).toMatch(/^### Siden kunne ikke bygges\. Intet er udgivet/)
  expect(shown).toContain('Re-run all jobs')
  expect(shown).not.toContain('react-router build failed')
  expect(report).toContain('<summary>Den tekniske besked, til en udvikler</summary>')
  expect(report).toContain('react-router build failed for da')
})
