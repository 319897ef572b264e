import { execFileSync } from 'node:child_process'
import { setStepOutput } from '#scripts/github-actions.ts'

/**
 * Decides, in the deploy workflow, whether a push may take the content path: only the owner's
 * content changed since the last run that published (texts, prices, posts, pictures, legal
 * texts), so `npm run check:content` is enough and the change is live in minutes; any other
 * change runs every test first (docs/deploy.md). Compared with the last successful push's run on
 * main, not the previous commit nor a preview of the drafts (which skips the tests), so code that failed its tests, or whose run was cancelled by a newer
 * push, is never published untested. Needs only Node, git and the GitHub CLI (`gh`, with
 * GH_TOKEN): it runs before anything is installed. Writes `code=true|false` to GITHUB_OUTPUT.
 */

/** What the owner edits, in the editor or on GitHub: a change here is content only. */
export const CONTENT_PATHS = [
  /^content\//,
  /^public\/locales\//,
  // The owner's list of his accounts (docs/konti.md): built into nothing, so no test waits on it.
  /^docs\/konti\.md$/,
]

export const isContent = (file: string) => CONTENT_PATHS.some((pattern) => pattern.test(file))

export type Decision = { code: boolean; why: string }

export function decide(input: {
  event: string
  ref: string
  /** The commit the last successful run on main published, if any. */
  published: string | null
  /** The files changed since then, or null when they cannot be told. */
  changed: string[] | null
}): Decision {
  // A run started by hand on main publishes it as a push would (the undo workflow starts one);
  // a preview of the drafts runs no test whatever this says.
  const publishesMain =
    (input.event === 'push' || input.event === 'workflow_dispatch') &&
    input.ref === 'refs/heads/main'
  if (!publishesMain) return { code: true, why: `a ${input.event} on ${input.ref} runs every test` }
  if (!input.published) return { code: true, why: 'no earlier run has published: every test' }
  if (!input.changed)
    return { code: true, why: `cannot compare with ${input.published}: every test` }
  const code = input.changed.filter((file) => !isContent(file))
  return code.length
    ? {
        code: true,
        why: `${code.length} file(s) outside the content changed since ${input.published.slice(0, 7)}: ${code.slice(0, 5).join(', ')}`,
      }
    : {
        code: false,
        why: `only content changed since ${input.published.slice(0, 7)} (${input.changed.length} file(s)): check:content`,
      }
}

function run(command: string, args: string[], cwd = '.'): string | null {
  try {
    return execFileSync(command, args, {
      cwd,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
    }).trim()
  } catch {
    return null
  }
}

/** The files changed between a commit and HEAD, or null when git cannot tell (a shallow clone). */
export function changedSince(commit: string, repository = '.'): string[] | null {
  const out = run('git', ['diff', '--name-only', `${commit}...HEAD`], repository)
  return out === null ? null : out.split('\n').filter(Boolean)
}

if (import.meta.main) {
  const env = process.env
  const published =
    run('gh', [
      'run',
      'list',
      '--workflow',
      env.WORKFLOW_FILE ?? 'deploy.yml',
      '--branch',
      'main',
      '--status',
      'success',
      // A push's run tested what it published; a preview of the drafts skipped the tests.
      '--event',
      'push',
      '--limit',
      '1',
      '--json',
      'headSha',
      '--jq',
      '.[0].headSha // ""',
    ]) || null
  const decision = decide({
    event: env.GITHUB_EVENT_NAME ?? '',
    ref: env.GITHUB_REF ?? '',
    published,
    changed: published ? changedSince(published) : null,
  })
  console.log(decision.why)
  setStepOutput('code', String(decision.code), env)
}
