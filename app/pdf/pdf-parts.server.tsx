import { createRequire } from 'node:module'
import path from 'node:path'
import { Document, Font, Page, StyleSheet, Text, View } from '@react-pdf/renderer'
import type { ReactNode } from 'react'
import sharp from 'sharp'
import { LOGO_SVG } from '#app/components/logo-svg.ts'
import { palette, site } from '#app/settings/site.ts'

/**
 * What the site's PDFs (the guide, the demo monthly report, the demo free analysis) share,
 * for @react-pdf/renderer: the embedded font (DejaVu Sans from npm, so æøå render everywhere),
 * the palette, the text styles, a page frame with the brand, the document's title, the contact
 * line and page numbers, and the page of a demo document (SampleDocument).
 */

const require = createRequire(import.meta.url)
const fontDir = path.join(path.dirname(require.resolve('dejavu-fonts-ttf/package.json')), 'ttf')
Font.register({
  family: 'DejaVu Sans',
  fonts: [
    { src: path.join(fontDir, 'DejaVuSans.ttf'), fontWeight: 400 },
    { src: path.join(fontDir, 'DejaVuSans-Bold.ttf'), fontWeight: 700 },
  ],
})
// No English hyphenation rules on Danish words: break lines at spaces only.
Font.registerHyphenationCallback((word) => [word])

export const GREEN = palette.brand[900]
export const DARK = palette.brand[950]
export const MINT = palette.brand[50]
export const AMBER = palette.accent[400]

export const pdfStyles = StyleSheet.create({
  /**
   * The line height of a page's text (1.55 × 10.5 pt), in points on a view around the text. Not
   * on the page: any line height there makes react-pdf 4.9 drop the footer that holds the page
   * numbers (a `render` text). Not a bare number: on a view, react-pdf multiplies it twice.
   */
  body: { lineHeight: '16.3pt' },
  page: {
    fontFamily: 'DejaVu Sans',
    fontSize: 10.5,
    color: palette.ink,
    paddingTop: 64,
    paddingBottom: 64,
    paddingHorizontal: 56,
  },
  header: {
    position: 'absolute',
    top: 24,
    left: 56,
    right: 56,
    flexDirection: 'row',
    justifyContent: 'space-between',
    fontSize: 8.5,
    color: GREEN,
  },
  footer: {
    position: 'absolute',
    bottom: 24,
    left: 56,
    right: 56,
    flexDirection: 'row',
    justifyContent: 'space-between',
    fontSize: 8.5,
    color: palette.muted,
  },
  h1: { fontSize: 20, lineHeight: '25pt', fontWeight: 700, color: DARK, marginBottom: 12 },
  h2: { fontSize: 15, lineHeight: '20pt', fontWeight: 700, color: DARK, marginBottom: 6 },
  label: {
    fontSize: 9,
    fontWeight: 700,
    color: GREEN,
    textTransform: 'uppercase',
    letterSpacing: 1,
    marginTop: 8,
    marginBottom: 3,
  },
  paragraph: { marginBottom: 8 },
  row: { flexDirection: 'row', marginBottom: 3 },
  bullet: { width: 12, color: GREEN },
  tip: {
    backgroundColor: MINT,
    borderLeftWidth: 3,
    borderLeftColor: AMBER,
    padding: 8,
    marginTop: 6,
  },
})

export function Bullets({ items }: { items: string[] }) {
  return (
    <View>
      {items.map((item) => (
        <View key={item} style={pdfStyles.row} wrap={false}>
          <Text style={pdfStyles.bullet}>•</Text>
          <Text style={{ flex: 1 }}>{item}</Text>
        </View>
      ))}
    </View>
  )
}

export function Frame({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <Page size="A4" style={pdfStyles.page} wrap>
      <View style={pdfStyles.header} fixed>
        <Text>{site.brand}</Text>
        <Text>{title}</Text>
      </View>
      <View style={pdfStyles.body}>{children}</View>
      <View style={pdfStyles.footer} fixed>
        <Text>{`${site.email} · ${site.phone.display}`}</Text>
        <Text render={({ pageNumber, totalPages }) => `${pageNumber} / ${totalPages}`} />
      </View>
    </Page>
  )
}

/** What says a demo document is a sample: its label, the note under it and the watermark. */
const sampleStyles = StyleSheet.create({
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
})

/**
 * A demo document (the monthly report, the free analysis) on one page: it says it is a sample
 * three times (the label, the note under it and the label across the page, drawn last so it lies
 * faintly over the tiles and tables), then its title, its business and date, its summary and
 * `children`.
 */
export function SampleDocument({
  text,
  date,
  language,
  children,
}: {
  text: {
    title: string
    sample_label: string
    sample_note: string
    business: string
    summary: string
  }
  date: string
  language: string
  children: ReactNode
}) {
  const title = `${text.title} (${text.sample_label})`
  return (
    <Document
      title={title}
      author={site.brand}
      subject={text.sample_note}
      language={language}
      creator={site.brand}
      producer={site.brand}
    >
      <Frame title={title}>
        <Text style={sampleStyles.label}>{text.sample_label}</Text>
        <Text style={sampleStyles.note}>{text.sample_note}</Text>
        <Text style={pdfStyles.h1}>{text.title}</Text>
        <Text style={sampleStyles.meta}>{`${text.business} · ${date}`}</Text>
        <Text style={pdfStyles.paragraph}>{text.summary}</Text>
        {children}
        <Text style={sampleStyles.watermark} fixed>
          {text.sample_label.toUpperCase()}
        </Text>
      </Frame>
    </Document>
  )
}

/** The logo as a PNG for a PDF, 288 px square. */
export const logoPng = (): Promise<Buffer> =>
  sharp(Buffer.from(LOGO_SVG), { density: 600 }).resize(288).png().toBuffer()
