import { ANALYTICS } from '#app/build-env.ts'
import { fillTextVariables, site } from '#app/site.ts'

/** A legal text in content/{da,en}/: numbered sections; the English one says the Danish prevails. */
export type LegalText = {
  intro: string
  notice?: string
  sections: { title: string; paragraphs: string[]; list?: string[] }[]
}

/** The spec's date of the privacy policy and the terms. */
export const LEGAL_UPDATED = '2024-12-19'

/**
 * Facts about the business that only the owner can vouch for (`privacyFacts` in
 * content/site.json). A line of a legal text that starts with `{{?name}}` is shown only when the
 * fact is confirmed; one that starts with `{{!name}}` only while it is not, and says what is
 * true either way. Every fact is unconfirmed until the owner says otherwise.
 */
export const PRIVACY_FACTS = {
  emailjs_scc: site.privacyFacts.emailjsStandardClauses,
  processors_in_eea: site.privacyFacts.otherProcessorsInEea,
  mailbox_2fa: site.privacyFacts.mailboxTwoFactor,
} satisfies Record<string, boolean>

/** The facts a legal line may depend on: the owner's, and whether this build counts visits. */
export const LEGAL_FACTS = { ...PRIVACY_FACTS, analytics: ANALYTICS !== null }

const CONDITION = /^{{([?!])(\w+)}}\s*/

/** The lines to show, with the business's details filled in and the conditions taken off. */
export function legalLines(
  lines: string[],
  facts: Record<string, boolean> = LEGAL_FACTS,
): string[] {
  return lines.flatMap((line) => {
    const condition = CONDITION.exec(line)
    if (!condition) return [fillTextVariables(line)]
    const [marker, sign, name = ''] = condition
    if (!(name in facts))
      throw new Error(`"${line}": no fact named ${name} (${Object.keys(facts).join(', ')})`)
    return facts[name] === (sign === '?') ? [fillTextVariables(line.slice(marker.length))] : []
  })
}
