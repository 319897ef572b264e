import { z } from 'zod'
import { readContentFile } from '#app/content-files/content-file.ts'
import { demoSheetFields, demoText as text } from '#app/content-files/demo-text-schema.ts'
import type { Language } from '#app/i18n/languages.ts'
import { site } from '#app/settings/site.ts'
import { SITE_FILE } from '#app/settings/site-file-schema.ts'
import { GRID_SIZE, POSITION, rowCells } from './analysis-grid.ts'

/**
 * The demo free analysis's text in a language: the free-analysis page shows it, the PDF
 * typesets it. It shows what the page promises (`freeAnalysis` in content/site.json): as many
 * searches, competitors and fixes as the owner says he delivers.
 */
export const demoAnalysisFile = (language: Language) => `content/${language}/sample-analysis.json`

/** An average map position, as the language writes it: "4,2" or "4.2" (or "20+"). */
const average = z
  .string()
  .trim()
  .regex(/^(\d{1,2}([.,]\d)?|20\+)$/, 'must be an average position, such as 4,2 or 4.2')

type Promised = { searches: number; competitors: number; fixes: number }

/** A list with exactly as many entries as the free analysis promises, saying where that is set. */
const promised = <T extends z.ZodType>(item: T, count: number, setting: keyof Promised) =>
  z
    .array(item)
    .length(count, `must have ${count} entries, as freeAnalysis.${setting} in ${SITE_FILE}`)

const gridRow = z.string().refine((row) => {
  const cells = rowCells(row)
  return cells.length === GRID_SIZE && cells.every((cell) => POSITION.test(cell))
}, `must be ${GRID_SIZE} positions (1 to 20, or 20+) separated by spaces, such as "12 6 4 7 16"`)

/** The schema for a promise of so many searches, competitors and fixes (the site's, by default). */
export const demoAnalysisSchemaFor = ({ searches, competitors, fixes }: Promised) =>
  z.strictObject({
    ...demoSheetFields,
    date: text,
    /** The map grid of the first search: its heading, its positions and how to read it. */
    grid_title: text,
    /** GRID_SIZE rows, north first, of GRID_SIZE positions; the middle one is the address. */
    grid: z.array(gridRow).length(GRID_SIZE, `must have ${GRID_SIZE} rows`),
    /** What a screen reader says for the grid, which is a picture: where the business shows. */
    grid_summary: text,
    /** The colour bands of the grid (1–3, 4–10, 11 and further down) and the address mark. */
    legend: z.strictObject({ high: text, middle: text, low: text, address: text }),
    grid_note: text,
    /** The table: the business's and each competitor's average position in each search. */
    searches_title: text,
    searches_note: text,
    business_column: text,
    /** The business's own row, short: "Eksempel VVS (dig)". */
    you: text,
    competitors: promised(text, competitors, 'competitors'),
    searches: promised(
      z.strictObject({
        query: text,
        you: average,
        competitors: promised(average, competitors, 'competitors'),
      }),
      searches,
      'searches',
    ),
    fixes_title: text,
    /** Most important first. */
    fixes: promised(z.strictObject({ title: text, why: text }), fixes, 'fixes'),
    closing: text,
  })

export const demoAnalysisSchema = demoAnalysisSchemaFor(site.freeAnalysis)

export type DemoAnalysis = z.infer<typeof demoAnalysisSchema>

/** Reads and checks a language's demo analysis; fails naming the file, each wrong field and why. */
export const readDemoAnalysis = (language: Language): DemoAnalysis =>
  readContentFile(demoAnalysisFile(language), demoAnalysisSchema)
