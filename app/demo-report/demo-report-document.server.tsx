import { renderToBuffer, StyleSheet, Text, View } from '@react-pdf/renderer'
import { fillStrings } from '#app/content-files/fill-strings.ts'
import type { Language } from '#app/i18n/languages.ts'
import { Bullets, GREEN, MINT, pdfStyles, SampleDocument } from '#app/pdf/pdf-parts.server.tsx'
import { palette } from '#app/settings/site.ts'
import { type DemoReport, readDemoReport } from './demo-report-file.ts'

/**
 * The demo monthly report as a one-page PDF, typeset from content/{da,en}/sample-report.json
 * like the guide (pdf/pdf-parts.server.tsx). It says it is a sample three times: the label at the
 * top, the note under it and a watermark across the page. The resource route
 * routes/demo-report-pdf.ts serves it; the build prerenders it at DEMO_REPORT_FILES.
 */

const styles = {
  ...pdfStyles,
  ...StyleSheet.create({
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

function DemoReportDocument({ report, language }: { report: DemoReport; language: Language }) {
  return (
    <SampleDocument text={report} date={report.period} language={language}>
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
    </SampleDocument>
  )
}

/** The demo report of a language, as the bytes of its PDF. */
export async function renderDemoReport(language: Language): Promise<Buffer> {
  const report = fillStrings(readDemoReport(language), language)
  return renderToBuffer(<DemoReportDocument report={report} language={language} />)
}
