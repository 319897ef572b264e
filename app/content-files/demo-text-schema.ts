import { z } from 'zod'
import { TEXT_VARIABLES } from '#app/settings/site.ts'

/** A text's placeholders that app/settings/site.ts cannot fill: "{{brand}}" is one it can. */
const unknownPlaceholders = (text: string) =>
  [...text.matchAll(/{{\s*(\w+)[^}]*}}/g)]
    .map((match) => match[1] ?? '')
    .filter((name) => !(name in TEXT_VARIABLES))

/**
 * A line of a demo document, shown with its placeholders filled (app/content-files/fill-strings.ts): not
 * empty, and every placeholder one the site fills, so that none reaches a visitor as written.
 */
export const demoText = z
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
 * What every demo document (content/{da,en}/sample-*.json) says about itself, which
 * components/demo-sheet.tsx shows around it.
 */
export const demoSheetFields = {
  /** The page's section: its heading and one line under it. */
  section_title: demoText,
  section_lead: demoText,
  /** The word on the document that says it is an example ("Eksempel"). */
  sample_label: demoText,
  /** One line under it: the business and its numbers are made up. */
  sample_note: demoText,
  title: demoText,
  business: demoText,
  summary: demoText,
  /** The button that downloads the PDF. */
  download: demoText,
}

export type DemoText = z.infer<z.ZodObject<typeof demoSheetFields>>
