import { loadPostBody } from './post-body-loading.ts'
import { postBodyFiles } from './post-files.server.ts'

/** Answers a body's path as the static host will: with the body file the build writes, or 404. */
async function answerFromContent(url: string): Promise<Response> {
  const html = postBodyFiles().get(url)
  return html === undefined ? new Response('Not found', { status: 404 }) : new Response(html)
}

/**
 * A post's body, resolved while prerendering with the spec's rules (English falls back to
 * Danish, then "Content not found"), so visitors and crawlers get it in the HTML.
 */
export function readPostBody(language: string, slug: string): Promise<string> {
  return loadPostBody(slug, language, answerFromContent)
}
