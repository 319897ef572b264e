import { mkdtempSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { expect, test } from 'vitest'
import { setStepOutput, writeRunSummary } from './github-actions.ts'

test("a section of the run's summary and a step's output go to the files GitHub names, and nowhere without them", () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'actions-'))
  const env = {
    GITHUB_STEP_SUMMARY: path.join(dir, 'summary.md'),
    GITHUB_OUTPUT: path.join(dir, 'output.txt'),
  }
  writeRunSummary('## Tjek af indholdet', env)
  writeRunSummary('Alt er i orden.', env)
  setStepOutput('publish', 'true', env)
  expect(readFileSync(env.GITHUB_STEP_SUMMARY, 'utf8')).toBe(
    '## Tjek af indholdet\n\nAlt er i orden.\n\n',
  )
  expect(readFileSync(env.GITHUB_OUTPUT, 'utf8')).toBe('publish=true\n')
  expect(() => writeRunSummary('x', {})).not.toThrow()
  expect(() => setStepOutput('x', 'y', {})).not.toThrow()
})
