import raw from '@content/sample-analysis.json'
import { BUILD_LANGUAGE } from '#app/build-time/build-env.ts'
import { DemoSheet } from '#app/components/demo-sheet.tsx'
import { fillStrings } from '#app/content-files/fill-strings.ts'
import { DEMO_ANALYSIS_FILES } from '#app/demo-analysis/analysis-files.ts'
import {
  ADDRESS_CELL,
  BAND_COLOURS,
  BANDS,
  bandOf,
  GRID_SIZE,
  rowCells,
  searchTableRows,
} from '#app/demo-analysis/analysis-grid.ts'

/** The sample's text with {{analysis_fixes}} and the other settings filled in. */
export const analysis = fillStrings(raw, BUILD_LANGUAGE)

/** The grid's cells in the SVG's units: a square of CELL with GAP between. */
const CELL = 44
const GAP = 6
const GRID = GRID_SIZE * CELL + (GRID_SIZE - 1) * GAP

/**
 * The map grid of the first search: a rounded square per point, coloured by the position there,
 * with the number on it, and the address (the middle) ringed. A picture to assistive technology,
 * named by the grid's heading and described by `grid_summary`. Home shows it too
 * (sections/demo-analysis-preview.tsx).
 */
export function MapGrid() {
  const cells = analysis.grid.flatMap((row, rowIndex) =>
    rowCells(row).map((position, column) => ({
      position,
      x: column * (CELL + GAP),
      y: rowIndex * (CELL + GAP),
      address: rowIndex === ADDRESS_CELL && column === ADDRESS_CELL,
    })),
  )
  const address = cells.find((cell) => cell.address)
  return (
    <svg
      role="img"
      aria-labelledby="sample-analysis-grid-title"
      aria-describedby="sample-analysis-grid-summary"
      width={GRID}
      height={GRID}
      viewBox={`0 0 ${GRID} ${GRID}`}
      className="h-auto w-full max-w-61 shrink-0"
    >
      <title id="sample-analysis-grid-title">{analysis.grid_title}</title>
      <desc id="sample-analysis-grid-summary">{analysis.grid_summary}</desc>
      {cells.map(({ position, x, y }) => {
        const band = BAND_COLOURS[bandOf(position)]
        return (
          <g key={`${x},${y}`}>
            <rect x={x} y={y} width={CELL} height={CELL} rx={8} fill={band.fill} />
            <text
              x={x + CELL / 2}
              y={y + CELL / 2}
              textAnchor="middle"
              dominantBaseline="central"
              fontSize={15}
              fontWeight={700}
              fill={band.text}
            >
              {position}
            </text>
          </g>
        )
      })}
      {address && (
        <rect
          x={address.x - 3}
          y={address.y - 3}
          width={CELL + 6}
          height={CELL + 6}
          rx={10}
          fill="none"
          strokeWidth={3}
          className="stroke-brand-950"
        />
      )}
    </svg>
  )
}

/** What the grid's colours mean, and the address. */
export function Legend() {
  return (
    <ul className="grid grid-cols-2 gap-x-3 gap-y-1 text-sm sm:grid-cols-1">
      {BANDS.map((band) => (
        <li key={band} className="flex items-center gap-1.5">
          <svg viewBox="0 0 12 12" aria-hidden="true" className="size-3 shrink-0">
            <rect
              x={0.5}
              y={0.5}
              width={11}
              height={11}
              rx={2}
              fill={BAND_COLOURS[band].fill}
              stroke={BAND_COLOURS[band].edge ?? 'none'}
            />
          </svg>
          {analysis.legend[band]}
        </li>
      ))}
      <li className="flex items-center gap-1.5">
        <span aria-hidden="true" className="size-3 shrink-0 rounded-sm border-2 border-brand-950" />
        {analysis.legend.address}
      </li>
    </ul>
  )
}

/** His average position and each competitor's, one row per business, one column per search. */
function SearchTable() {
  const rows = searchTableRows(analysis)
  return (
    <div className="mt-5 overflow-x-auto">
      <table className="w-full text-sm">
        <caption className="text-left">
          <span className="block text-sm font-bold text-brand-900">{analysis.searches_title}</span>
          <span className="block text-sm text-muted">{analysis.searches_note}</span>
        </caption>
        <thead>
          <tr className="border-b-2 border-brand-900 align-bottom text-brand-950">
            <th scope="col" className="py-1.5 pr-1 text-left font-semibold">
              {analysis.business_column}
            </th>
            {analysis.searches.map((search) => (
              <th
                key={search.query}
                scope="col"
                className="shadow-[inset_1px_0_0_var(--color-brand-100)] px-0.5 py-1.5 text-center font-semibold hyphens-auto sm:px-1"
              >
                {search.query}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr
              key={row.name}
              className={
                row.you ? 'bg-brand-50 font-bold text-brand-950' : 'border-t border-brand-100'
              }
            >
              <th
                scope="row"
                className={`py-1.5 pr-1 pl-1 text-left ${row.you ? 'font-bold' : 'font-normal'}`}
              >
                {row.name}
              </th>
              {row.positions.map((position, index) => (
                <td
                  // biome-ignore lint/suspicious/noArrayIndexKey: one position per search, in order
                  key={index}
                  className="shadow-[inset_1px_0_0_var(--color-brand-100)] px-0.5 py-1.5 text-center tabular-nums sm:px-1"
                >
                  {position}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}

/** The fixes in order, numbered, each with why it matters. */
function FixList() {
  return (
    <ol className="mt-2 space-y-2">
      {analysis.fixes.map((fix, index) => (
        <li key={fix.title} className="flex gap-2.5">
          <span
            aria-hidden="true"
            className="mt-px flex size-5 shrink-0 items-center justify-center rounded-full bg-brand-900 text-xs font-bold text-white"
          >
            {index + 1}
          </span>
          <div>
            <p className="font-semibold text-ink">{fix.title}</p>
            <p className="text-muted">{fix.why}</p>
          </div>
        </li>
      ))}
    </ol>
  )
}

/** The section's id: home links to it (sections/demo-analysis-preview.tsx). */
export const DEMO_ANALYSIS_ID = 'sample-analysis'

/**
 * The demo free analysis for the free-analysis page: what the visitor gets back, drawn as the
 * sheet it is (the map grid of his first search, his searches against his nearest competitors,
 * the fixes that matter most), marked as a sample, with the same text as a PDF to download
 * (content/{da,en}/sample-analysis.json, checked at build start by
 * demo-analysis/demo-analysis-file.ts, which holds it to the counts in content/site.json).
 * Plain HTML and one inline SVG of fixed size: no images, no scripts, no layout shift.
 */
export function DemoAnalysis() {
  return (
    <DemoSheet
      id={DEMO_ANALYSIS_ID}
      text={analysis}
      date={analysis.date}
      pdf={DEMO_ANALYSIS_FILES[BUILD_LANGUAGE]}
      sheetClassName="p-3"
    >
      <h4 className="mt-5 font-bold text-brand-900">{analysis.grid_title}</h4>
      <div className="mt-2 flex flex-col gap-3 sm:flex-row sm:items-start sm:gap-5">
        <MapGrid />
        <div>
          <Legend />
          <p className="mt-2 text-sm text-muted">{analysis.grid_note}</p>
        </div>
      </div>
      <SearchTable />
      <h4 className="mt-5 font-bold text-brand-900">{analysis.fixes_title}</h4>
      <FixList />
      <p className="mt-4 rounded-md border-l-4 border-accent-400 bg-brand-50 p-3">
        {analysis.closing}
      </p>
    </DemoSheet>
  )
}
