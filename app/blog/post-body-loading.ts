import { DEFAULT_LANGUAGE, toLanguage } from '#app/i18n/languages.ts'
import { fillTextVariables } from '#app/settings/site.ts'

/**
 * Where a post's body is served, per slug and language (spec), made from its Markdown file: the
 * build writes it as `{path}.html`, which the host serves at this address without a redirect.
 */
export function postBodyPath(language: string, slug: string): string {
  return `/content/blog/${language}/${slug}`
}

export const BODY_NOT_FOUND = '<p>Content not found</p>'
export const BODY_LOAD_ERROR = '<p>Error loading content</p>'

type Fetch = (url: string) => Promise<Response>

/**
 * A post's body in the shown language. A body that cannot be had in it falls back to the
 * default language's (Danish). If no body exists: "Content not found"; if loading itself
 * fails: "Error loading content".
 */
export async function loadPostBody(
  slug: string,
  language: string,
  fetchBody: Fetch = fetch,
): Promise<string> {
  const languages = [...new Set([toLanguage(language), DEFAULT_LANGUAGE])]
  let failed = false
  for (const lng of languages) {
    try {
      const response = await fetchBody(postBodyPath(lng, slug))
      if (response.ok) return fillTextVariables(await response.text())
    } catch {
      failed = true
    }
  }
  return failed ? BODY_LOAD_ERROR : BODY_NOT_FOUND
}
