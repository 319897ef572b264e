import { execFileSync } from 'node:child_process'
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { expect, test } from 'vitest'
import { parse } from 'yaml'
import { undoLastChange } from './undo-last-change.ts'

/** A repository with a developer's commit, then the owner's saves from the editor. */
function repository() {
  const dir = mkdtempSync(path.join(tmpdir(), 'undo-'))
  const git = (...args: string[]) =>
    execFileSync('git', args, { cwd: dir, encoding: 'utf8' }).trim()
  git('init', '--quiet', '--initial-branch=main')
  git('config', 'user.name', 'Test')
  git('config', 'user.email', 'test@example.com')
  const commit = (file: string, text: string, message: string) => {
    writeFileSync(path.join(dir, file), text)
    git('add', '.')
    git('commit', '--quiet', '-m', message)
  }
  commit('app.ts', 'code', 'Add the packages page')
  commit('site.json', '{"price": 2449}', 'content: ret site "site"')
  commit('post.md', 'Første udgave', 'content: opret blog "nyt"')
  commit('post.md', 'Anden udgave', 'content: ret blog "nyt"')
  return { dir, git, commit, read: (file: string) => readFileSync(path.join(dir, file), 'utf8') }
}

test("the owner's last change from the editor is undone as a new commit; run again, the one before it", () => {
  const repo = repository()
  const first = undoLastChange(repo.dir)
  expect(first.committed).toBe(true)
  expect(first.report).toContain('»content: ret blog "nyt"«')
  expect(repo.read('post.md')).toBe('Første udgave')
  expect(repo.git('log', '-1', '--format=%s')).toBe('content: fortryd »ret blog "nyt"«')
  const second = undoLastChange(repo.dir)
  expect(second.report).toContain('»content: opret blog "nyt"«')
  expect(repo.git('ls-files')).not.toContain('post.md')
  undoLastChange(repo.dir)
  expect(repo.git('ls-files')).not.toContain('site.json')
  // Only the developer's commit is left before the editor's changes: that is never undone.
  const none = undoLastChange(repo.dir)
  expect(none.committed).toBe(false)
  expect(none.report).toContain(
    'Den seneste ændring er ikke din fra redigeringen, men »Add the packages page«',
  )
  expect(repo.read('app.ts')).toBe('code')
})

test('a change to what he edits, made on GitHub (his list of accounts), is his too: undone, never a refusal', () => {
  const repo = repository()
  execFileSync('mkdir', ['-p', path.join(repo.dir, 'docs')])
  repo.commit('docs/konti.md', '| GitHub | 2027-01-01 |', 'Update konti.md')
  const undone = undoLastChange(repo.dir)
  expect(undone.committed).toBe(true)
  expect(repo.git('log', '-1', '--format=%s')).toBe('content: fortryd »Update konti.md«')
  expect(undoLastChange(repo.dir).report).toContain('»content: ret blog "nyt"«')
  expect(repo.read('post.md')).toBe('Første udgave')
})

test("it refuses when a developer's change came after the editor's, and changes nothing", () => {
  const repo = repository()
  repo.commit('app.ts', 'new code', 'Faster first paint')
  const head = repo.git('rev-parse', 'HEAD')
  const refused = undoLastChange(repo.dir)
  expect(refused.committed).toBe(false)
  expect(refused.report).toMatch(
    /^## Intet er fortrudt\n\nDen seneste ændring er ikke din fra redigeringen, men »Faster first paint«/,
  )
  expect(repo.git('rev-parse', 'HEAD')).toBe(head)
  expect(repo.read('post.md')).toBe('Anden udgave')
})

test('the workflow saves the undo on main, then starts the deploy itself', () => {
  const workflow = parse(readFileSync('.github/workflows/undo.yml', 'utf8')) as {
    on: Record<string, unknown>
    permissions: Record<string, string>
    jobs: { undo: { steps: { run?: string }[] } }
  }
  expect(Object.keys(workflow.on)).toEqual(['workflow_dispatch'])
  expect(workflow.permissions).toEqual({ contents: 'write', actions: 'write' })
  const runs = workflow.jobs.undo.steps.map(({ run }) => run ?? '')
  const undo = runs.findIndex((run) => run.includes('node scripts/deploy/undo-last-change.ts'))
  const push = runs.indexOf('git push origin HEAD:main')
  const deploy = runs.indexOf('gh workflow run deploy.yml --ref main')
  expect(undo).toBeGreaterThan(-1)
  expect(push).toBeGreaterThan(undo)
  expect(deploy).toBeGreaterThan(push)
})

test("the editor's commit messages carry the prefix the undo looks for", async () => {
  const { EDITOR_PREFIX } = await import('./undo-last-change.ts')
  const config = readFileSync('admin/cms-config.ts', 'utf8')
  const messages = /commit_messages: \{([\s\S]*?)\n\s*\},/.exec(config)?.[1] ?? ''
  const templates = [...messages.matchAll(/'([^']*)'/g)].map(([, message = '']) => message)
  expect(templates).toHaveLength(5)
  for (const template of templates) expect(template.startsWith(EDITOR_PREFIX), template).toBe(true)
})
