import { renderToBuffer, StyleSheet, Text, View } from '@react-pdf/renderer'
import { fillStrings } from '#app/content-files/fill-strings.ts'
import type { Language } from '#app/i18n/languages.ts'
import { DARK, GREEN, MINT, pdfStyles, SampleDocument } from '#app/pdf/pdf-parts.server.tsx'
import { palette } from '#app/settings/site.ts'
import {
  ADDRESS_CELL,
  BAND_COLOURS,
  bandOf,
  GRID_SIZE,
  rowCells,
  searchTableRows,
} from './analysis-grid.ts'
import { type DemoAnalysis, readDemoAnalysis } from './demo-analysis-file.ts'

/**
 * The demo free analysis as a one-page PDF, typeset from content/{da,en}/sample-analysis.json
 * like the demo monthly report (pdf/pdf-parts.server.tsx): the map grid of the first search,
 * the table of the searches against the competitors, and the fixes, most important first. It
 * says it is a sample three times: the label at the top, the note under it and a watermark across
 * the page. The resource route routes/demo-analysis-pdf.ts serves it; the build prerenders it
 * at DEMO_ANALYSIS_FILES.
 */

const CELL = 19
const SLOT = CELL + 4

const styles = {
  ...pdfStyles,
  ...StyleSheet.create({
    h3: { fontSize: 12, lineHeight: '16pt', fontWeight: 700, color: DARK, marginBottom: 3 },
    small: { fontSize: 8.5, lineHeight: '11.5pt', color: palette.muted },
    gridRowOfPage: { flexDirection: 'row', marginTop: 2, marginBottom: 10 },
    gridColumn: { width: SLOT * GRID_SIZE + 4, marginRight: 18 },
    gridRow: { flexDirection: 'row' },
    slot: {
      width: SLOT,
      height: SLOT,
      alignItems: 'center',
      justifyContent: 'center',
      borderRadius: 6,
    },
    address: { borderWidth: 2, borderColor: DARK },
    cell: {
      width: CELL,
      height: CELL,
      borderRadius: 4,
      alignItems: 'center',
      justifyContent: 'center',
    },
    cellText: { fontSize: 8, lineHeight: '10pt', fontWeight: 700 },
    legend: { flexDirection: 'row', flexWrap: 'wrap', marginTop: 8 },
    legendItem: { flexDirection: 'row', alignItems: 'center', marginRight: 12, marginBottom: 3 },
    swatch: { width: 9, height: 9, borderRadius: 2, marginRight: 4 },
    table: { marginTop: 4, fontSize: 9, lineHeight: '11.5pt' },
    tableRow: {
      flexDirection: 'row',
      alignItems: 'flex-end',
      borderBottomWidth: 0.75,
      borderBottomColor: palette.brand[100],
      paddingVertical: 2,
    },
    tableHead: { fontWeight: 700, color: DARK, borderBottomColor: GREEN },
    you: { backgroundColor: MINT, fontWeight: 700 },
    nameCell: { width: '40%', paddingHorizontal: 4 },
    numberCell: { width: '20%', paddingHorizontal: 4, textAlign: 'center' },
    fixes: { fontSize: 9.5, lineHeight: '13.5pt' },
    fix: { flexDirection: 'row', marginBottom: 4 },
    fixNumber: {
      width: 15,
      height: 15,
      borderRadius: 7.5,
      backgroundColor: GREEN,
      alignItems: 'center',
      justifyContent: 'center',
      marginRight: 8,
      marginTop: 0.5,
    },
    fixNumberText: { color: '#ffffff', fontSize: 8, lineHeight: '10pt', fontWeight: 700 },
    fixesTitle: {
      ...pdfStyles.h2,
      fontSize: 14,
      lineHeight: '18pt',
      marginTop: 12,
      marginBottom: 5,
    },
    fixTitle: { fontWeight: 700, color: palette.ink },
    closing: { ...pdfStyles.tip, marginTop: 8, fontSize: 9.5, lineHeight: '13.5pt' },
  }),
}

function Grid({ analysis }: { analysis: DemoAnalysis }) {
  return (
    <View>
      {analysis.grid.map((row, rowIndex) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the rows are the grid's, in order
        <View key={rowIndex} style={styles.gridRow}>
          {rowCells(row).map((position, column) => {
            const colours = BAND_COLOURS[bandOf(position)]
            const address = rowIndex === ADDRESS_CELL && column === ADDRESS_CELL
            return (
              <View
                // biome-ignore lint/suspicious/noArrayIndexKey: the cells are the row's, in order
                key={column}
                style={address ? { ...styles.slot, ...styles.address } : styles.slot}
              >
                <View style={{ ...styles.cell, backgroundColor: colours.fill }}>
                  <Text style={{ ...styles.cellText, color: colours.text }}>{position}</Text>
                </View>
              </View>
            )
          })}
        </View>
      ))}
    </View>
  )
}

function Legend({ legend }: { legend: DemoAnalysis['legend'] }) {
  const items = [
    { label: legend.high, swatch: { backgroundColor: BAND_COLOURS.high.fill } },
    { label: legend.middle, swatch: { backgroundColor: BAND_COLOURS.middle.fill } },
    { label: legend.low, swatch: { backgroundColor: BAND_COLOURS.low.fill } },
    { label: legend.address, swatch: { borderWidth: 1.5, borderColor: DARK } },
  ]
  return (
    <View style={styles.legend}>
      {items.map(({ label, swatch }) => (
        <View key={label} style={styles.legendItem}>
          <View style={{ ...styles.swatch, ...swatch }} />
          <Text style={styles.small}>{label}</Text>
        </View>
      ))}
    </View>
  )
}

function SearchTable({ analysis }: { analysis: DemoAnalysis }) {
  const rows = searchTableRows(analysis)
  return (
    <View style={styles.table}>
      <View style={{ ...styles.tableRow, ...styles.tableHead }}>
        <Text style={styles.nameCell}>{analysis.business_column}</Text>
        {analysis.searches.map((search) => (
          <Text key={search.query} style={styles.numberCell}>
            {search.query}
          </Text>
        ))}
      </View>
      {rows.map((row) => (
        <View
          key={row.name}
          style={row.you ? { ...styles.tableRow, ...styles.you } : styles.tableRow}
        >
          <Text style={styles.nameCell}>{row.name}</Text>
          {row.positions.map((position, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: one position per search, in order
            <Text key={index} style={styles.numberCell}>
              {position}
            </Text>
          ))}
        </View>
      ))}
    </View>
  )
}

function DemoAnalysisDocument({
  analysis,
  language,
}: {
  analysis: DemoAnalysis
  language: Language
}) {
  return (
    <SampleDocument text={analysis} date={analysis.date} language={language}>
      <View style={styles.gridRowOfPage}>
        <View style={styles.gridColumn}>
          <Grid analysis={analysis} />
        </View>
        <View style={{ flex: 1 }}>
          <Text style={styles.h3}>{analysis.grid_title}</Text>
          <Text style={styles.small}>{analysis.grid_note}</Text>
          <Legend legend={analysis.legend} />
        </View>
      </View>
      <Text style={styles.h3}>{analysis.searches_title}</Text>
      <Text style={styles.small}>{analysis.searches_note}</Text>
      <SearchTable analysis={analysis} />
      <Text style={styles.fixesTitle}>{analysis.fixes_title}</Text>
      <View style={styles.fixes}>
        {analysis.fixes.map((fix, index) => (
          <View key={fix.title} style={styles.fix} wrap={false}>
            <View style={styles.fixNumber}>
              <Text style={styles.fixNumberText}>{index + 1}</Text>
            </View>
            <Text style={{ flex: 1, color: palette.muted }}>
              <Text style={styles.fixTitle}>{fix.title}</Text>
              {` · ${fix.why}`}
            </Text>
          </View>
        ))}
      </View>
      <View style={styles.closing} wrap={false}>
        <Text>{analysis.closing}</Text>
      </View>
    </SampleDocument>
  )
}

/** The demo analysis of a language, as the bytes of its PDF. */
export async function renderDemoAnalysis(language: Language): Promise<Buffer> {
  const analysis = fillStrings(readDemoAnalysis(language), language)
  return renderToBuffer(<DemoAnalysisDocument analysis={analysis} language={language} />)
}
