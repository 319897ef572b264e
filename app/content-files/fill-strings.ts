import type { Language } from '#app/i18n/languages.ts'
import { fillTextVariables } from '#app/settings/site.ts'

/**
 * Fills {{brand}} and the other business placeholders (TEXT_VARIABLES, app/settings/site.ts) in every
 * string of a content file's text: the PDFs' and the demo analysis's on its page. No Node, so a
 * page's module may import it.
 */
export function fillStrings<T>(value: T, language: Language): T {
  return JSON.parse(JSON.stringify(value), (_, item) =>
    typeof item === 'string' ? fillTextVariables(item, language) : item,
  )
}
