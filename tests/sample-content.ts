import { execFileSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { CONTENT_PATHS } from '#scripts/deploy/changed-since-publish.ts'

/**
 * The tests test the code with the content the template ships: the sample business, its posts,
 * its page texts (docs/decisions/042-tests-run-on-the-shipped-samples.md). The owner rewrites
 * all of that in the editor, within the rules the content check holds him to at every save; a
 * test that pinned a sample sentence or post would otherwise fail the month he changed it, and
 * with it every update.
 *
 * `.ci/sample-content.json` names the folders as shipped by their git trees, which survive a
 * copy made from a template (the copy's first commit has the same trees) as well as a transfer.
 * - `freeze`: records the folders as they are now (after changing a sample, commit the file too;
 *   a unit test says when it is behind);
 * - `use`: puts the recorded samples in place of whatever the folders hold (`.ci/run`, before the
 *   tests; in his copy that needs the history: `fetch-depth: 0`);
 * - `restore`: puts back what the last commit holds.
 */

/** The folders the owner edits (scripts/deploy/changed-since-publish.ts), as the tests read them. */
export const SAMPLE_FOLDERS = ['content', 'public/locales'] as const

export const SAMPLE_RECORD = '.ci/sample-content.json'

type Trees = Record<(typeof SAMPLE_FOLDERS)[number], string>

const git = (args: string[], env: NodeJS.ProcessEnv = process.env) =>
  execFileSync('git', args, { encoding: 'utf8', env }).trim()

/** The git tree each folder would have if committed now, tracked or not (.gitignore applies). */
export function currentTrees(): Trees {
  const index = path.join(mkdtempSync(path.join(tmpdir(), 'sample-index-')), 'index')
  const env = { ...process.env, GIT_INDEX_FILE: index }
  try {
    git(['read-tree', '--empty'], env)
    git(['add', '--all', '--', ...SAMPLE_FOLDERS], env)
    return Object.fromEntries(
      SAMPLE_FOLDERS.map((folder) => [folder, git(['write-tree', `--prefix=${folder}/`], env)]),
    ) as Trees
  } finally {
    rmSync(path.dirname(index), { recursive: true, force: true })
  }
}

export function recordedTrees(): Trees {
  return JSON.parse(readFileSync(SAMPLE_RECORD, 'utf8')) as Trees
}

/**
 * Replaces each folder with its recorded tree, from the repository's history. Refuses while a
 * folder has changes not committed, which `restore` would not bring back.
 */
function putSamplesInPlace(): void {
  const trees = recordedTrees()
  const uncommitted = git(['status', '--porcelain', '--', ...SAMPLE_FOLDERS])
  if (uncommitted && JSON.stringify(currentTrees()) !== JSON.stringify(trees))
    throw new Error(`Commit or set aside these changes first:\n${uncommitted}`)
  for (const folder of SAMPLE_FOLDERS) {
    const tree = trees[folder]
    try {
      git(['cat-file', '-e', `${tree}^{tree}`])
    } catch {
      throw new Error(
        `${SAMPLE_RECORD}: the samples of ${folder} (${tree}) are not in this clone; check it out with its history (actions/checkout with fetch-depth: 0)`,
      )
    }
    rmSync(folder, { recursive: true, force: true })
    mkdirSync(folder, { recursive: true })
    const archive = execFileSync('git', ['archive', tree], { maxBuffer: 512 * 1024 * 1024 })
    execFileSync('tar', ['-x', '-C', folder], { input: archive })
  }
}

/** Puts back each folder as the last commit holds it. */
function restoreFolders(): void {
  git(['checkout', 'HEAD', '--', ...SAMPLE_FOLDERS])
  git(['clean', '-fdq', '--', ...SAMPLE_FOLDERS])
}

if (import.meta.main) {
  // The same folders as the deploy's content path: what he edits is what the samples cover.
  for (const folder of SAMPLE_FOLDERS)
    if (!CONTENT_PATHS.some((pattern) => pattern.test(`${folder}/x`)))
      throw new Error(`${folder} is not one of the owner's folders`)
  const command = process.argv[2]
  if (command === 'freeze')
    writeFileSync(SAMPLE_RECORD, `${JSON.stringify(currentTrees(), null, 2)}\n`)
  else if (command === 'use') putSamplesInPlace()
  else if (command === 'restore') restoreFolders()
  else throw new Error('Usage: node tests/sample-content.ts freeze | use | restore')
  console.log(`sample content: ${command} done`)
}
