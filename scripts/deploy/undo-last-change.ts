import { execFileSync } from 'node:child_process'
import { writeRunSummary } from '#scripts/github-actions.ts'
import { isContent } from './changed-since-publish.ts'

/**
 * "Fortryd seneste ændring" (.github/workflows/undo.yml), which the owner starts from the Actions
 * tab: it reverts his last change on `main` (the newest commit, not yet undone, whose message
 * has the editor's prefix, `commit_messages` in admin/cms-config.ts, or that changed only what
 * he edits, such as docs/konti.md on GitHub: CONTENT_PATHS), as a new
 * commit, and the workflow then starts the deploy (a push made with the workflow's own token
 * starts no run). Run again, it undoes the change before that. It refuses, in Danish, when a
 * developer's change (or an update) came after it: reverting under it could break the site.
 */

/** The editor's prefix (admin/cms-config.ts, `commit_messages`). */
export const EDITOR_PREFIX = 'content: '
/** An undo's own message starts so; it is the editor's kind of change, and never undone itself. */
export const UNDO_PREFIX = `${EDITOR_PREFIX}fortryd `

export type Commit = { sha: string; subject: string; body: string; files: string[] }

/** His change: saved in the editor, or one that changed only what he edits. */
const isOwners = ({ subject, files }: Commit) =>
  subject.startsWith(EDITOR_PREFIX) || (files.length > 0 && files.every(isContent))

export type UndoPlan = { undo: Commit } | { refused: string }

/** What to undo in `commits` (newest first), or why not. */
export function planUndo(commits: Commit[]): UndoPlan {
  const undone = new Set(
    commits
      .filter(({ subject }) => subject.startsWith(UNDO_PREFIX))
      .flatMap(({ body }) =>
        [...body.matchAll(/This reverts commit ([0-9a-f]{40})/g)].map((m) => m[1]),
      ),
  )
  for (const commit of commits) {
    if (commit.subject.startsWith(UNDO_PREFIX) || undone.has(commit.sha)) continue
    if (isOwners(commit)) return { undo: commit }
    return {
      refused: `Den seneste ændring er ikke din fra redigeringen, men »${commit.subject}« (${commit.sha.slice(0, 7)}), fx fra en udvikler eller en opdatering. Den fortryder dette workflow ikke, for det kunne ødelægge siden. Ret teksten tilbage i redigeringen i stedet (guiden, »Fortryd en ændring«), eller spørg en udvikler.`,
    }
  }
  return { refused: 'Der er ingen ændring fra redigeringen at fortryde.' }
}

const git = (dir: string, ...args: string[]) =>
  execFileSync('git', args, { cwd: dir, encoding: 'utf8' }).trim()

/** The last `count` commits of the checkout's HEAD, newest first. */
export function recentCommits(dir: string, count = 200): Commit[] {
  const log = git(dir, 'log', `-${count}`, '--name-only', '--format=%x1e%H%x1f%s%x1f%b%x1f')
  return log
    .split('\x1e')
    .filter((entry) => entry.trim())
    .map((entry) => {
      const [sha = '', subject = '', body = '', files = ''] = entry.split('\x1f')
      return { sha, subject, body: body.trim(), files: files.split('\n').filter(Boolean) }
    })
}

/**
 * Reverts the planned commit in the checkout at `dir` as a commit of its own, or says why not.
 * Returns the report, in Danish, and whether a commit was made.
 */
export function undoLastChange(dir: string): { report: string; committed: boolean } {
  const plan = planUndo(recentCommits(dir))
  if ('refused' in plan)
    return { report: `## Intet er fortrudt\n\n${plan.refused}`, committed: false }
  const { sha, subject } = plan.undo
  try {
    git(dir, 'revert', '--no-commit', sha)
  } catch {
    git(dir, 'revert', '--abort')
    return {
      report: `## Intet er fortrudt\n\n»${subject}« kan ikke fortrydes af sig selv, fordi en senere ændring rører de samme linjer. Ret teksten tilbage i redigeringen i stedet (guiden, »Fortryd en ændring«).`,
      committed: false,
    }
  }
  git(
    dir,
    'commit',
    '--quiet',
    '-m',
    `${UNDO_PREFIX}»${subject.startsWith(EDITOR_PREFIX) ? subject.slice(EDITOR_PREFIX.length) : subject}«`,
    '-m',
    `This reverts commit ${sha}.`,
  )
  return {
    report: `## Fortrudt\n\n»${subject}« (${sha.slice(0, 7)}) er fortrudt. Siden bliver udgivet igen om et par minutter (kørslen »Test and deploy«). Kør workflowet igen for at fortryde ændringen før den.`,
    committed: true,
  }
}

if (import.meta.main) {
  const { report, committed } = undoLastChange('.')
  console.log(report)
  writeRunSummary(report)
  if (!committed) process.exit(1)
}
