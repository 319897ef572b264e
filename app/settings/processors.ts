/**
 * The data processors the privacy policy names (`processors` in content/site.json), and the
 * bases on which personal data may reach them. Plain values, shared by the site file's schema
 * (app/settings/site-file-schema.ts), the privacy policy (app/sections/legal-text.ts), the launch check and the
 * editor.
 */

/** The processors, in the privacy policy's order. */
export const PROCESSORS = ['webHost', 'formService', 'mailbox', 'bookkeeping'] as const
export type Processor = (typeof PROCESSORS)[number]

/**
 * On what basis personal data may reach a processor (GDPR chapter V): it keeps them in the
 * EU/EEA; it is certified under the EU–US Data Privacy Framework, or its country has another
 * adequacy decision (art. 45); or the EU's standard contractual clauses are part of its data
 * processing agreement (art. 46(2)(c)). `unconfirmed` until the owner has checked.
 */
export const TRANSFER_BASES = ['unconfirmed', 'eea', 'dpf', 'adequacy', 'scc'] as const
export type TransferBasis = (typeof TRANSFER_BASES)[number]

/** The EU and EEA countries, by ISO code. */
export const EEA_COUNTRIES =
  'AT BE BG CY CZ DE DK EE ES FI FR GR HR HU IE IT LT LU LV MT NL PL PT RO SE SI SK IS LI NO'.split(
    ' ',
  )

/**
 * The basis the privacy policy states for a processor (§ 6). Data sent to a company in the EU/EEA
 * leave no EU/EEA country, so they need no transfer basis: its line follows from its country,
 * whatever was chosen. Only a company elsewhere gets the basis the owner chose, or `unconfirmed`.
 */
export function transferBasis({
  country,
  basis,
}: {
  country: string
  basis: TransferBasis
}): TransferBasis {
  return EEA_COUNTRIES.includes(country) ? 'eea' : basis
}

/** Each processor as the owner's tools name it (the editor's fields, the launch check), in Danish. */
export const PROCESSOR_LABELS: Record<Processor, string> = {
  webHost: 'Webhost',
  formService: 'Formulartjeneste',
  mailbox: 'Postkasse',
  bookkeeping: 'Bogføringssystem',
}
