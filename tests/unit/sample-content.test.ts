import { execFileSync } from 'node:child_process'
import { copyFileSync, mkdtempSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { expect, test } from 'vitest'
import { currentTrees, recordedTrees, SAMPLE_RECORD } from '#tests/sample-content.ts'

test('the record names the samples as the folders hold them, so the tests and the shipped site read the same', () => {
  expect(
    currentTrees(),
    `${SAMPLE_RECORD} is behind the samples: run \`node tests/sample-content.ts freeze\` and commit it. In the owner's copy, the tests run through \`bash .ci/run\` on GitHub, which puts the samples in place first.`,
  ).toEqual(recordedTrees())
})

test("in the owner's copy, the tests get the samples whatever he has changed, and his content comes back after", () => {
  const run = (cwd: string, command: string, args: string[]) =>
    execFileSync(command, args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] })
  const copy = path.join(mkdtempSync(path.join(tmpdir(), 'owners-copy-')), 'site')
  run(process.cwd(), 'git', ['clone', '--quiet', process.cwd(), copy])
  // What this working tree has, committed or not: the tool and its record.
  for (const file of ['tests/sample-content.ts', SAMPLE_RECORD])
    copyFileSync(file, path.join(copy, file))
  symlinkSync(path.resolve('node_modules'), path.join(copy, 'node_modules'))
  // He deletes a post (the first his copy has, if any), renames the business, adds a text of
  // his own, and commits.
  const post = run(copy, 'git', ['ls-files', 'content/blog']).split('\n')[0]
  if (post) run(copy, 'git', ['rm', '--quiet', post])
  const siteFile = path.join(copy, 'content', 'site.json')
  writeFileSync(
    siteFile,
    readFileSync(siteFile, 'utf8').replace(/"brand": "[^"]*"/, '"brand": "Hansen"'),
  )
  writeFileSync(path.join(copy, 'public', 'locales', 'da', 'his.json'), '{}\n')
  run(copy, 'git', ['add', '-A'])
  run(copy, 'git', [
    '-c',
    'user.name=Owner',
    '-c',
    'user.email=owner@example.com',
    'commit',
    '--quiet',
    '-m',
    'his text',
  ])
  const node = path.resolve('node_modules/.bin/node')
  const trees = () =>
    JSON.parse(
      run(copy, node, [
        '--input-type=module',
        '-e',
        "const { currentTrees } = await import('./tests/sample-content.ts'); console.log(JSON.stringify(currentTrees()))",
      ]),
    )
  const his = trees()
  expect(his).not.toEqual(recordedTrees())
  run(copy, node, ['tests/sample-content.ts', 'use'])
  expect(trees()).toEqual(recordedTrees())
  run(copy, node, ['tests/sample-content.ts', 'restore'])
  expect(trees()).toEqual(his)
  expect(run(copy, 'git', ['status', '--porcelain', '--', 'content', 'public/locales'])).toBe('')
  // A change he has not committed is never overwritten.
  writeFileSync(siteFile, '{}\n')
  expect(() => run(copy, node, ['tests/sample-content.ts', 'use'])).toThrow(
    /Commit or set aside these changes first/,
  )
}, 60_000)
