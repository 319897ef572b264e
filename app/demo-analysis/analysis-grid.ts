/**
 * The demo free analysis's map grid and its searches' table, as the page
 * (sections/demo-analysis.tsx) and the PDF (demo-analysis-document.server.tsx) draw them and
 * its schema (demo-analysis-file.ts) checks the grid: GRID_SIZE rows of GRID_SIZE map
 * positions, north at the top, centred on the business's address (as grid rank trackers place
 * their points), so the middle cell is the address. Plain data, no Node: the page's module
 * imports it.
 */
import { palette } from '#app/settings/site.ts'
import type { DemoAnalysis } from './demo-analysis-file.ts'

/** Rows and columns of the grid. Odd, so that one cell is the middle. */
export const GRID_SIZE = 5

/** A position at a point: 1 to 20, or "20+" (not among the first 20). */
export const POSITION = /^([1-9]|1\d|20|20\+)$/

/** A grid row's positions: "12 6 4 7 16" → ["12", "6", "4", "7", "16"]. */
export const rowCells = (row: string): string[] => row.trim().split(/\s+/)

/** The row and column of the business's address. */
export const ADDRESS_CELL = Math.floor(GRID_SIZE / 2)

export type Band = 'high' | 'middle' | 'low'

/** The colour band of a position: 1–3 high, 4–10 middle, 11 and further down (20+) low. */
export function bandOf(position: string): Band {
  const place = Number.parseInt(position, 10)
  if (position.endsWith('+') || place > 10) return 'low'
  return place <= 3 ? 'high' : 'middle'
}

export const BANDS: Band[] = ['high', 'middle', 'low']

/**
 * A band's colours, the one place they are written: a cell's fill and its number's, on the page
 * (SVG presentation attributes) and in the PDF; `edge` outlines the palest swatch in a legend.
 */
export const BAND_COLOURS: Record<Band, { fill: string; text: string; edge?: string }> = {
  high: { fill: palette.brand[700], text: '#ffffff' },
  middle: { fill: palette.accent[300], text: palette.brand[950] },
  low: { fill: '#e2e8f0', text: '#334155', edge: '#cbd5e1' },
}

/** The searches' table: his average position and each competitor's, one row per business. */
export const searchTableRows = (analysis: DemoAnalysis) => [
  { name: analysis.you, positions: analysis.searches.map((search) => search.you), you: true },
  ...analysis.competitors.map((name, index) => ({
    name,
    positions: analysis.searches.map((search) => search.competitors[index] ?? ''),
    you: false,
  })),
]
