import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { fillTextVariables } from '../site.ts'
import { postBodyPath } from './post-body.ts'

/** A post's body read from disk while prerendering, so crawlers get it in the HTML. */
export async function readPostBody(language: string, slug: string): Promise<string> {
  return fillTextVariables(
    await readFile(path.join(process.cwd(), postBodyPath(language, slug)), 'utf8'),
  )
}
