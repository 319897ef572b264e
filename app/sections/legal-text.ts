/** A legal text in content/{da,en}/: numbered sections; the English one says the Danish prevails. */
export type LegalText = {
  intro: string
  notice?: string
  sections: { title: string; paragraphs: string[]; list?: string[] }[]
}

/** The spec's date of the privacy policy and the terms. */
export const LEGAL_UPDATED = '2024-12-19'
