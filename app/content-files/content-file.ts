import { readFileSync } from 'node:fs'
import type { z } from 'zod'

/**
 * What is wrong with a content file's data under its schema, one line per field ("field: why");
 * none when it is valid.
 */
export function contentProblems(schema: z.ZodType, data: unknown): string[] {
  const result = schema.safeParse(data, {
    error: (issue) => (issue.input === undefined ? 'is missing' : undefined),
  })
  if (result.success) return []
  return result.error.issues.map((issue) => {
    const field = issue.path.join('.') || '(the whole file)'
    return `${field}: ${issue.message}`
  })
}

/**
 * Reads and checks one of the owner's content files at build time; fails naming the file, each
 * wrong field and why.
 */
export function readContentFile<T>(file: string, schema: z.ZodType<T>): T {
  let data: unknown
  try {
    data = JSON.parse(readFileSync(file, 'utf8'))
  } catch (error) {
    throw new Error(`${file} is not valid JSON: ${(error as Error).message}`)
  }
  const problems = contentProblems(schema, data)
  if (problems.length > 0) {
    throw new Error(`${file} has wrong values:\n${problems.map((p) => `  - ${p}`).join('\n')}`)
  }
  return data as T
}
