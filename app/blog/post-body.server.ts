import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { loadPostBody } from './post-body.ts'

/** Answers a body's path from content/blog on disk, as a static host would. */
async function readFromContent(url: string): Promise<Response> {
  try {
    return new Response(await readFile(path.join(process.cwd(), url), 'utf8'))
  } catch {
    return new Response('Not found', { status: 404 })
  }
}

/**
 * A post's body, resolved while prerendering with the spec's rules (English falls back to
 * Danish, then "Content not found"), so visitors and crawlers get it in the HTML.
 */
export function readPostBody(language: string, slug: string): Promise<string> {
  return loadPostBody(slug, language, (url) => readFromContent(url))
}
