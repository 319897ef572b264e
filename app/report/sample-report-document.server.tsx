import { Document, renderToBuffer, StyleSheet, Text, View } from '@react-pdf/renderer'
import type { Language } from '#app/i18n/languages.ts'
import {
  AMBER,
  Bullets,
  DARK,
  Frame,
  fillStrings,
  GREEN,
  MINT,
  pdfStyles,
} from '#app/pdf/pdf-parts.server.tsx'
import { palette, site } from '#app/site.ts'
import { readSampleReport, type SampleReport } from './sample-report-file.ts'

/**
 * The sample monthly report as a one-page PDF, typeset from content/{da,en}/sample-report.json
 * like the guide (pdf/pdf-parts.server.tsx). It says it is a sample three times: the label at the
 * top, the note under it and a watermark across the page. The resource route
 * routes/sample-report-pdf.ts serves it; the build prerenders it at SAMPLE_REPORT_FILES.
 */

const styles = {
  ...pdfStyles,
  ...StyleSheet.create({
    watermark: {
      position: 'absolute',
      top: 300,
      left: -60,
      right: -60,
      textAlign: 'center',
      fontSize: 84,
      fontWeight: 700,
      color: palette.brand[200],
      opacity: 0.35,
      transform: 'rotate(-30deg)',
    },
    label: {
      alignSelf: 'flex-start',
      backgroundColor: AMBER,
      color: DARK,
      fontSize: 9,
      fontWeight: 700,
      textTransform: 'uppercase',
      letterSpacing: 1,
      paddingHorizontal: 8,
      paddingVertical: 3,
      borderRadius: 3,
    },
    note: { fontSize: 9, color: palette.muted, marginTop: 4, marginBottom: 16 },
    meta: { color: GREEN, marginBottom: 10 },
    tiles: { flexDirection: 'row', flexWrap: 'wrap', marginHorizontal: -5, marginBottom: 4 },
    tile: { width: '50%', padding: 5 },
    tileInner: { backgroundColor: MINT, borderRadius: 6, padding: 10 },
    value: { fontSize: 22, fontWeight: 700, color: GREEN, lineHeight: 1.2 },
    change: { fontSize: 9, color: palette.muted },
    columns: { flexDirection: 'row', marginTop: 14 },
    column: { flex: 1, paddingRight: 14 },
    columnTitle: { ...pdfStyles.h2, fontSize: 13, lineHeight: '17pt' },
  }),
}

function SampleReportDocument({ report, language }: { report: SampleReport; language: Language }) {
  const title = `${report.title} (${report.sample_label})`
  return (
    <Document
      title={title}
      author={site.brand}
      subject={report.sample_note}
      language={language}
      creator={site.brand}
      producer={site.brand}
    >
      <Frame title={title}>
        <Text style={styles.label}>{report.sample_label}</Text>
        <Text style={styles.note}>{report.sample_note}</Text>
        <Text style={styles.h1}>{report.title}</Text>
        <Text style={styles.meta}>{`${report.business} · ${report.period}`}</Text>
        <Text style={styles.paragraph}>{report.summary}</Text>
        <Text style={{ ...styles.h2, marginTop: 8 }}>{report.numbers_title}</Text>
        <View style={styles.tiles}>
          {report.numbers.map((number) => (
            <View key={number.label} style={styles.tile}>
              <View style={styles.tileInner}>
                <Text style={styles.value}>{number.value}</Text>
                <Text style={{ fontWeight: 700 }}>{number.label}</Text>
                <Text style={styles.change}>{number.change}</Text>
              </View>
            </View>
          ))}
        </View>
        <Text style={styles.change}>{report.numbers_note}</Text>
        <View style={styles.columns}>
          <View style={styles.column}>
            <Text style={styles.columnTitle}>{report.done_title}</Text>
            <Bullets items={report.done} />
          </View>
          <View style={styles.column}>
            <Text style={styles.columnTitle}>{report.next_title}</Text>
            <Bullets items={report.next} />
          </View>
        </View>
        <View style={{ ...styles.tip, marginTop: 18 }}>
          <Text>{report.closing}</Text>
        </View>
        {/* Last, so that it is drawn over the tiles: faint, but on everything. */}
        <Text style={styles.watermark} fixed>
          {report.sample_label.toUpperCase()}
        </Text>
      </Frame>
    </Document>
  )
}

/** The sample report of a language, as the bytes of its PDF. */
export async function renderSampleReport(language: Language): Promise<Buffer> {
  const report = fillStrings(readSampleReport(language))
  return renderToBuffer(<SampleReportDocument report={report} language={language} />)
}
