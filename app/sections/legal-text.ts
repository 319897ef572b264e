import { ANALYTICS } from '#app/build-time/build-env.ts'
import type { Language } from '#app/i18n/languages.ts'
import { PROCESSORS, type TransferBasis, transferBasis } from '#app/settings/processors.ts'
import { fillTextVariables, site } from '#app/settings/site.ts'

/** A legal text in content/{da,en}/: numbered sections; the English one says the Danish prevails. */
export type LegalText = {
  intro: string
  notice?: string
  /**
   * The privacy policy's line for a data processor, by the basis on which data reach it
   * (`processors` in content/site.json), with `{{processor}}` and `{{country}}` to fill in. A
   * list line that is just `{{transfers}}` becomes one such line per processor.
   */
  transfers?: Record<TransferBasis, string>
  sections: { title: string; paragraphs: string[]; list?: string[] }[]
}

/** The date the privacy policy and the terms were published (`legal.updated` in the site file). */
export const LEGAL_UPDATED = site.legal.updated

/**
 * Facts about the business that only the owner can vouch for. A line of a legal text that
 * starts with `{{?name}}` is shown only when the fact is confirmed; one that starts with
 * `{{!name}}` only while it is not, and says what is true either way. Every fact is unconfirmed
 * until the owner says otherwise: the mailbox's two-step verification and the form service's
 * history turned off (`privacyFacts`), and a
 * checked basis for every processor (`processors`, which the launch check also lists). A company
 * in the EU/EEA needs no transfer basis (§ 6 follows its country), but choosing `eea` for it is
 * still how the owner says he has read its data processing agreement, which § 5 then states.
 */
export const PRIVACY_FACTS = {
  mailbox_2fa: site.privacyFacts.mailboxTwoFactor,
  form_history_off: site.privacyFacts.formHistoryOff,
  processors_confirmed: PROCESSORS.every((name) => site.processors[name].basis !== 'unconfirmed'),
} satisfies Record<string, boolean>

/** The facts a legal line may depend on: the owner's, and whether this build counts visits. */
export const LEGAL_FACTS = { ...PRIVACY_FACTS, analytics: ANALYTICS !== null }

const CONDITION = /^{{([?!])(\w+)}}\s*/
const LIST = /^{{(\w+)}}$/

/**
 * One line per data processor, in the policy's order, from the text's line for its basis: for a
 * company in the EU/EEA, the line that needs no transfer basis, from its country alone
 * (`transferBasis`); for any other, the line for the basis the owner chose.
 */
export function transferLines(
  templates: Record<TransferBasis, string>,
  language: Language,
  processors = site.processors,
): string[] {
  const countries = new Intl.DisplayNames([language], { type: 'region' })
  return PROCESSORS.map((name) => {
    const { name: processor, country } = processors[name]
    return templates[transferBasis(processors[name])]
      .replaceAll('{{processor}}', processor)
      .replaceAll('{{country}}', countries.of(country) ?? country)
  })
}

/**
 * The lines to show, with the business's details filled in and the conditions taken off; a line
 * that is only `{{name}}` of one of `lists` becomes that list's lines.
 */
export function legalLines(
  lines: string[],
  facts: Record<string, boolean> = LEGAL_FACTS,
  lists: Record<string, string[]> = {},
): string[] {
  return lines.flatMap((line) => {
    const list = LIST.exec(line)?.[1]
    if (list && list in lists) return lists[list] ?? []
    const condition = CONDITION.exec(line)
    const shown = condition ? shownLine(line, condition, facts) : line
    if (shown === null) return []
    const filled = fillTextVariables(shown)
    if (filled.includes('{{')) throw new Error(`"${line}": a placeholder the site does not fill in`)
    return [filled]
  })
}

function shownLine(
  line: string,
  [marker, sign, name = '']: RegExpExecArray,
  facts: Record<string, boolean>,
): string | null {
  if (!(name in facts))
    throw new Error(`"${line}": no fact named ${name} (${Object.keys(facts).join(', ')})`)
  return facts[name] === (sign === '?') ? line.slice(marker.length) : null
}
