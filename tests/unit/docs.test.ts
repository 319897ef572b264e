import { execFileSync } from 'node:child_process'
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { expect, test } from 'vitest'
import { isContent } from '#scripts/deploy/changed-since-publish.ts'
import packageJson from '../../package.json' with { type: 'json' }

/**
 * The docs tell the truth about the repository: what they name exists. Decision records are
 * history and are left out, but for their status lines.
 */

const DOCS = [
  'README.md',
  ...readdirSync('docs')
    // docs/konti.md is the owner's list of his accounts, which he writes (CONTENT_PATHS).
    .filter((name) => name.endsWith('.md') && !isContent(`docs/${name}`))
    .map((name) => `docs/${name}`),
]
const text = (file: string) => readFileSync(file, 'utf8')

/** What the tools make, as README.md lists it ("Made by the tools, not in git: …"): not checked. */
const GENERATED = [
  // Its sentence, which goes on to a second line (`mail-inbox/`): the folders it names.
  ...(/Made by the tools, not in git: ([\s\S]+?)\.\s/.exec(text('README.md'))?.[1] ?? '').matchAll(
    /`([^`]+\/)`/g,
  ),
].map(([, folder = '']) => folder)

/** Names the docs give that are not the repository's files, each with what it is. */
const NOT_IN_THE_REPOSITORY: Record<string, string> = {
  'thing.test.ts': 'an example of where a test goes',
  'your-island.test.ts': "an example of an island's test",
  'action.yml': "a GitHub action's own file",
  'CalibrationController.ts': "Lighthouse's source",
}

const TRACKED = execFileSync('git', ['ls-files'], { encoding: 'utf8' }).split('\n').filter(Boolean)
const TRACKED_NAMES = new Set(TRACKED.map((file) => path.basename(file)))
const SOURCE_ROOTS =
  /^(app|admin|scripts|server|tests|content|public|docs|\.github|\.ci|mail-inbox)\//

/** The repository paths a doc names in code: `app/i18n/pages.ts`, or a file's name alone. */
function namedPaths(markdown: string): string[] {
  return (
    [...markdown.matchAll(/`([^`\s]+)`/g)]
      .map(([, name = '']) => name.replace(/#.*$/, ''))
      .filter(
        (name) => SOURCE_ROOTS.test(name) || /^[\w.-]+\.(ts|tsx|json|md|ya?ml|css|sh)$/.test(name),
      )
      // A pattern (`{da,en}`, `<slug>`, `*`, `:project`, `…`) or the example language `xx`.
      .filter((name) => !/[{}<>*…:]|(^|\/)xx(\/|$)/.test(name))
      .filter((name) => !GENERATED.some((folder) => name.startsWith(folder)))
  )
}

test('every repository path and file a doc names exists (what the tools make and the examples are marked)', () => {
  expect(GENERATED).toEqual(expect.arrayContaining(['build/', 'mail-inbox/']))
  expect(GENERATED).not.toContain('public/')
  const missing = DOCS.flatMap((doc) =>
    namedPaths(text(doc))
      .filter((name) =>
        name.includes('/') ? !existsSync(name.replace(/\/$/, '')) : !TRACKED_NAMES.has(name),
      )
      .filter((name) => !(name in NOT_IN_THE_REPOSITORY))
      .map((name) => `${doc}: ${name}`),
  )
  expect(missing).toEqual([])
})

test('every `npm run` script a doc names is in package.json', () => {
  const scripts = Object.keys(packageJson.scripts)
  const missing = DOCS.flatMap((doc) =>
    [...text(doc).matchAll(/npm run ([\w-]+(?::[\w-]+)*)/g)]
      .map(([, name = '']) => name)
      .filter((name) => !scripts.includes(name))
      .map((name) => `${doc}: npm run ${name}`),
  )
  expect(missing).toEqual([])
})

const DECISIONS = readdirSync('docs/decisions').filter((name) => /^\d{3}-.*\.md$/.test(name))
const numbersIn = (line: string) => new Set([...line.matchAll(/\b(0\d\d)\b/g)].map(([, n]) => n))

test("every decision a decision's status names exists, and the index names the same ones", () => {
  const numbers = new Set(DECISIONS.map((name) => name.slice(0, 3)))
  const index = text('docs/decisions/README.md')
  for (const file of DECISIONS) {
    const status = /^- Status: (.*(?:\n {2}.*)*)/m.exec(text(`docs/decisions/${file}`))?.[1] ?? ''
    expect(status, `${file} has a status`).not.toBe('')
    const named = numbersIn(status)
    for (const number of named)
      expect(numbers.has(number ?? ''), `${file} names ${number}`).toBe(true)
    const row = index.split('\n').find((line) => line.includes(`](${file})`)) ?? ''
    expect(row, `${file} is in the index`).not.toBe('')
    const cell = row.split('|')[2] ?? ''
    expect([...numbersIn(cell)].sort(), `the index's status of ${file}`).toEqual([...named].sort())
  }
})

test('README.md states the test time docs/testing.md measured', () => {
  const stated = /npm test\s+#[^\n]*\(about (\d+) minutes\)/.exec(text('README.md'))?.[1]
  const measured = /^How long: about (\d+) minutes/m.exec(text('docs/testing.md'))?.[1]
  expect(
    measured,
    'docs/testing.md opens its timing with "How long: about N minutes"',
  ).toBeDefined()
  expect(stated).toBe(measured)
})
