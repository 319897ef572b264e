import { createRequire } from 'node:module'
import path from 'node:path'
import { Font, Page, StyleSheet, Text, View } from '@react-pdf/renderer'
import type { ReactNode } from 'react'
import sharp from 'sharp'
import { LOGO_SVG } from '#app/components/logo-svg.ts'
import { fillTextVariables, palette, site } from '#app/site.ts'

/**
 * What the site's PDFs (the guide, the sample monthly report) share, for @react-pdf/renderer:
 * the embedded font (DejaVu Sans from npm, so æøå render everywhere), the palette, the text
 * styles, and a page frame with the brand, the document's title, the contact line and page
 * numbers.
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

/** Fills {{brand}} and the other business placeholders in every string of a document's text. */
export function fillStrings<T>(value: T): T {
  return JSON.parse(JSON.stringify(value), (_, item) =>
    typeof item === 'string' ? fillTextVariables(item) : item,
  )
}

/** The logo as a PNG for a PDF, 288 px square. */
export const logoPng = (): Promise<Buffer> =>
  sharp(Buffer.from(LOGO_SVG), { density: 600 }).resize(288).png().toBuffer()
