import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import {
  Document,
  Font,
  Image,
  Page,
  renderToBuffer,
  StyleSheet,
  Text,
  View,
} from '@react-pdf/renderer'
import type { ReactNode } from 'react'
import sharp from 'sharp'
import { LOGO_SVG } from '#app/components/logo-svg.ts'
import type { Language } from '#app/i18n/languages.ts'
import { fillTextVariables, palette, site } from '#app/site.ts'

/**
 * The free PDF guide, typeset from content/{da,en}/guide.json with @react-pdf/renderer: a
 * cover, the introduction, ten steps, a checklist and how to reach us. DejaVu Sans is embedded
 * (from npm), so æøå render everywhere. The resource route routes/guide-pdf.ts serves it, and the
 * build prerenders it at GUIDE_FILES (guide/guide-files.ts).
 */

export type GuideText = {
  title: string
  subtitle: string
  intro: string[]
  steps: { title: string; why: string; how: string[]; tip: string }[]
  checklist_title: string
  checklist: string[]
  closing_title: string
  closing: string[]
}

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

const GREEN = palette.brand[900]
const DARK = palette.brand[950]
const MINT = palette.brand[50]
const AMBER = palette.accent[400]

const styles = StyleSheet.create({
  page: {
    fontFamily: 'DejaVu Sans',
    fontSize: 10.5,
    lineHeight: 1.55,
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
  cover: { fontFamily: 'DejaVu Sans', backgroundColor: MINT, padding: 0 },
  coverBody: { flex: 1, paddingHorizontal: 64, justifyContent: 'center' },
  coverTitle: { fontSize: 30, fontWeight: 700, color: DARK, lineHeight: 1.2, marginTop: 24 },
  coverSubtitle: { fontSize: 14, color: GREEN, marginTop: 16 },
  coverBand: {
    backgroundColor: GREEN,
    color: '#ffffff',
    paddingHorizontal: 64,
    paddingVertical: 28,
    fontSize: 11,
  },
  rule: { width: 90, height: 5, backgroundColor: AMBER, borderRadius: 2 },
  h1: { fontSize: 20, fontWeight: 700, color: DARK, marginBottom: 12 },
  h2: { fontSize: 15, fontWeight: 700, color: DARK, marginBottom: 6 },
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
  step: { marginBottom: 18 },
  number: {
    width: 28,
    height: 28,
    borderRadius: 14,
    backgroundColor: GREEN,
    color: '#ffffff',
    fontSize: 12,
    fontWeight: 700,
    textAlign: 'center',
    paddingTop: 6,
    marginRight: 10,
  },
  row: { flexDirection: 'row', marginBottom: 3 },
  bullet: { width: 12, color: GREEN },
  tip: {
    backgroundColor: MINT,
    borderLeftWidth: 3,
    borderLeftColor: AMBER,
    padding: 8,
    marginTop: 6,
  },
  box: {
    width: 11,
    height: 11,
    borderWidth: 1.2,
    borderColor: GREEN,
    borderRadius: 2,
    marginRight: 9,
    marginTop: 2,
  },
})

function Bullets({ items }: { items: string[] }) {
  return (
    <View>
      {items.map((item) => (
        <View key={item} style={styles.row} wrap={false}>
          <Text style={styles.bullet}>•</Text>
          <Text style={{ flex: 1 }}>{item}</Text>
        </View>
      ))}
    </View>
  )
}

function Frame({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <Page size="A4" style={styles.page} wrap>
      <View style={styles.header} fixed>
        <Text>{site.brand}</Text>
        <Text>{title}</Text>
      </View>
      {children}
      <View style={styles.footer} fixed>
        <Text>{`${site.email} · ${site.phone.display}`}</Text>
        <Text render={({ pageNumber, totalPages }) => `${pageNumber} / ${totalPages}`} />
      </View>
    </Page>
  )
}

function GuideDocument({
  guide,
  logo,
  language,
}: {
  guide: GuideText
  logo: Buffer
  language: Language
}) {
  return (
    <Document
      title={guide.title}
      author={site.brand}
      subject={guide.subtitle}
      language={language}
      creator={site.brand}
      producer={site.brand}
    >
      <Page size="A4" style={styles.cover}>
        <View style={styles.coverBody}>
          <Image
            src={{ data: logo, format: 'png' }}
            style={{ width: 72, height: 72, marginBottom: 20 }}
          />
          <View style={styles.rule} />
          <Text style={styles.coverTitle}>{guide.title}</Text>
          <Text style={styles.coverSubtitle}>{guide.subtitle}</Text>
        </View>
        <View style={styles.coverBand}>
          <Text style={{ fontWeight: 700, fontSize: 14 }}>{site.brand}</Text>
          <Text>{`${site.email} · ${site.phone.display}`}</Text>
        </View>
      </Page>
      <Frame title={guide.title}>
        {guide.intro.map((paragraph) => (
          <Text key={paragraph} style={styles.paragraph}>
            {paragraph}
          </Text>
        ))}
        <View style={{ marginTop: 14 }}>
          {guide.steps.map((step, index) => (
            <Text key={step.title} style={{ marginBottom: 3 }}>
              {`${index + 1}. ${step.title}`}
            </Text>
          ))}
        </View>
      </Frame>
      <Frame title={guide.title}>
        {guide.steps.map((step, index) => (
          <View key={step.title} style={styles.step}>
            {/* A step's heading never ends a page alone. */}
            <View
              style={{ flexDirection: 'row', alignItems: 'center', marginBottom: 6 }}
              minPresenceAhead={140}
            >
              <Text style={styles.number}>{String(index + 1)}</Text>
              <Text style={{ ...styles.h2, marginBottom: 0, flex: 1 }}>{step.title}</Text>
            </View>
            <Text style={styles.paragraph}>{step.why}</Text>
            <Bullets items={step.how} />
            <View style={styles.tip} wrap={false}>
              <Text>{step.tip}</Text>
            </View>
          </View>
        ))}
      </Frame>
      <Frame title={guide.title}>
        <Text style={styles.h1}>{guide.checklist_title}</Text>
        {guide.checklist.map((item) => (
          <View key={item} style={{ flexDirection: 'row', marginBottom: 7 }} wrap={false}>
            <View style={styles.box} />
            <Text style={{ flex: 1 }}>{item}</Text>
          </View>
        ))}
      </Frame>
      <Frame title={guide.title}>
        <Text style={styles.h1}>{guide.closing_title}</Text>
        {guide.closing.map((paragraph) => (
          <Text key={paragraph} style={styles.paragraph}>
            {paragraph}
          </Text>
        ))}
      </Frame>
    </Document>
  )
}

/** Fills {{brand}} and the other business placeholders in every string of the guide. */
function fill<T>(value: T): T {
  return JSON.parse(JSON.stringify(value), (_, item) =>
    typeof item === 'string' ? fillTextVariables(item) : item,
  )
}

/** The guide of a language, as the bytes of its PDF. */
export async function renderGuide(language: Language): Promise<Buffer> {
  const guide = fill<GuideText>(
    JSON.parse(readFileSync(path.join('content', language, 'guide.json'), 'utf8')),
  )
  const logo = await sharp(Buffer.from(LOGO_SVG), { density: 600 }).resize(288).png().toBuffer()
  return renderToBuffer(<GuideDocument guide={guide} logo={logo} language={language} />)
}
