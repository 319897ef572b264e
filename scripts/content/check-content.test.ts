import { expect, test } from 'vitest'
import { contentReport } from './check-content.ts'

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
