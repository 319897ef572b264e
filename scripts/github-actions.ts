import { appendFileSync } from 'node:fs'

/**
 * What a script run by a workflow gives back to GitHub Actions: a section of the run's summary
 * (its Actions tab, where the owner reads what happened, in Danish), and a step's outputs.
 * Outside GitHub, where the variables are unset, both do nothing.
 */

/** Adds a section to the run's summary, when there is one. */
export function writeRunSummary(markdown: string, env = process.env): void {
  if (env.GITHUB_STEP_SUMMARY) appendFileSync(env.GITHUB_STEP_SUMMARY, `${markdown}\n\n`)
}

/** Sets a step's output (`steps.<id>.outputs.<name>`), when there is a step. */
export function setStepOutput(name: string, value: string, env = process.env): void {
  if (env.GITHUB_OUTPUT) appendFileSync(env.GITHUB_OUTPUT, `${name}=${value}\n`)
}
