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

/** Each processor as the owner's tools name it (the editor's fields, the launch check), in Danish. */
export const PROCESSOR_LABELS: Record<Processor, string> = {
  webHost: 'Webhost',
  formService: 'Formulartjeneste',
  mailbox: 'Postkasse',
  bookkeeping: 'Bogføringssystem',
}
