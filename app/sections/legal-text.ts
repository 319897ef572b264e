/** A legal text in content/{da,en}/: numbered sections; the English one says the Danish prevails. */
export type LegalText = {
  intro: string
  notice?: string
  sections: { title: string; paragraphs: string[]; list?: string[] }[]
}

export type LegalKind = 'privacy' | 'terms'

/** Both builds serve both languages' legal texts here (copied by scripts/build.ts). */
export function legalTextPath(language: string, kind: LegalKind): string {
  return `/content/${language}/${kind}.json`
}

/** The spec's date of the privacy policy and the terms. */
export const LEGAL_UPDATED = '2024-12-19'
