import { z } from 'zod'
import { readContentFile } from '#app/content-files/content-file.ts'
import { demoSheetFields, demoText as text } from '#app/content-files/demo-text-schema.ts'
import type { Language } from '#app/i18n/languages.ts'

/** The demo monthly report's text in a language: the packages page shows it, the PDF typesets it. */
export const demoReportFile = (language: Language) => `content/${language}/sample-report.json`

const list = z.array(text).min(1, 'must have at least one line')

export const demoReportSchema = z.strictObject({
  ...demoSheetFields,
  period: text,
  numbers_title: text,
  numbers: z
    .array(z.strictObject({ label: text, value: text, change: text }))
    .min(1, 'must have at least one number')
    .max(6, 'must have at most six numbers'),
  numbers_note: text,
  done_title: text,
  done: list,
  next_title: text,
  next: list,
  closing: text,
})

export type DemoReport = z.infer<typeof demoReportSchema>

/** Reads and checks a language's demo report; fails naming the file, each wrong field and why. */
export const readDemoReport = (language: Language): DemoReport =>
  readContentFile(demoReportFile(language), demoReportSchema)
