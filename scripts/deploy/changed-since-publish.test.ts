import { execFileSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { expect, test } from 'vitest'
import { changedSince, decide } from './changed-since-publish.ts'

const push = { event: 'push', ref: 'refs/heads/main', published: 'a'.repeat(40) }

test('a push to main that changed only content takes the content path', () => {
  expect(
    decide({
      ...push,
      changed: [
        'content/site.json',
        'content/blog/da/nyt.md',
        'content/images/mig.jpg',
        'public/locales/en/homepage.json',
        // The owner's list of his accounts, which he fills in on GitHub.
        'docs/konti.md',
      ],
    }).code,
  ).toBe(false)
})

test('a run started by hand on main, as the undo workflow starts one, takes the content path too', () => {
  const byHand = { ...push, event: 'workflow_dispatch' }
  expect(decide({ ...byHand, changed: ['content/site.json'] }).code).toBe(false)
  expect(decide({ ...byHand, changed: ['app/settings/site.ts'] }).code).toBe(true)
  expect(decide({ ...byHand, ref: 'refs/heads/other', changed: ['content/site.json'] }).code).toBe(
    true,
  )
})

test('anything else runs every test', () => {
  expect(decide({ ...push, changed: ['content/site.json', 'app/settings/site.ts'] }).code).toBe(
    true,
  )
  expect(decide({ ...push, changed: ['public/favicon.svg'] }).code).toBe(true)
  expect(decide({ ...push, changed: ['docs/ejerguide.md'] }).code).toBe(true)
  expect(decide({ ...push, changed: ['package-lock.json'] }).code).toBe(true)
  expect(decide({ ...push, published: null, changed: null }).code).toBe(true)
  expect(decide({ ...push, changed: null }).code).toBe(true)
  expect(decide({ ...push, event: 'pull_request', changed: ['content/site.json'] }).code).toBe(true)
  expect(decide({ ...push, ref: 'refs/heads/other', changed: ['content/site.json'] }).code).toBe(
    true,
  )
})

test('the changes are counted from the published commit, every commit since included', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'repo-'))
  const git = (...args: string[]) =>
    execFileSync('git', ['-c', 'user.name=t', '-c', 'user.email=t@t.invalid', ...args], {
      cwd: dir,
      encoding: 'utf8',
    }).trim()
  git('init', '-q', '-b', 'main')
  mkdirSync(path.join(dir, 'content'))
  writeFileSync(path.join(dir, 'content', 'site.json'), '{}')
  git('add', '.')
  git('commit', '-qm', 'published')
  const published = git('rev-parse', 'HEAD')
  mkdirSync(path.join(dir, 'app'))
  writeFileSync(path.join(dir, 'app', 'code.ts'), '')
  git('add', '.')
  git('commit', '-qm', 'code that failed its tests')
  writeFileSync(path.join(dir, 'content', 'site.json'), '{"a":1}')
  git('commit', '-qam', 'content')
  expect(changedSince(published, dir)?.sort()).toEqual(['app/code.ts', 'content/site.json'])
  expect(changedSince('0'.repeat(40), dir)).toBeNull()
})
