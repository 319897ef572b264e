import { z } from 'zod'
import { TEXT_VARIABLES } from '#app/settings/site.ts'

/** A text's placeholders that app/settings/site.ts cannot fill: "{{brand}}" is one it can. */
const unknownPlaceholders = (text: string) =>
  [...text.matchAll(/{{\s*(\w+)[^}]*}}/g)]
    .map((match) => match[1] ?? '')
    .filter((name) => !(name in TEXT_VARIABLES))

/**
 * A line of a sample document, shown with its placeholders filled (app/content-files/fill-strings.ts): not
 * empty, and every placeholder one the site fills, so that none reaches a visitor as written.
 */
export const sampleText = z
  .string()
  .trim()
  .min(1, 'must not be empty')
  .refine((value) => unknownPlaceholders(value).length === 0, {
    error: (issue) =>
      `has an unknown placeholder: ${unknownPlaceholders(String(issue.input))
        .map((name) => `{{${name}}}`)
        .join(', ')} (known: ${Object.keys(TEXT_VARIABLES).join(', ')})`,
  })

/**
 * What every sample document (content/{da,en}/sample-*.json) says about itself, which
 * components/sample-sheet.tsx shows around it.
 */
export const sampleSheetFields = {
  /** The page's section: its heading and one line under it. */
  section_title: sampleText,
  section_lead: sampleText,
  /** The word on the document that says it is an example ("Eksempel"). */
  sample_label: sampleText,
  /** One line under it: the business and its numbers are made up. */
  sample_note: sampleText,
  title: sampleText,
  business: sampleText,
  summary: sampleText,
  /** The button that downloads the PDF. */
  download: sampleText,
}

export type SampleText = z.infer<z.ZodObject<typeof sampleSheetFields>>
