import { readFileSync } from 'node:fs'
import { mkdir } from 'node:fs/promises'
import { createRequire } from 'node:module'
import path from 'node:path'
import {
  Document,
  Font,
  Image,
  Page,
  renderToFile,
  StyleSheet,
  Text,
  View,
} from '@react-pdf/renderer'
import { createElement as h, type ReactNode } from 'react'
import sharp from 'sharp'
import { LOGO_SVG } from '../app/components/logo-svg.ts'
import { GUIDE_FILES } from '../app/guide.ts'
import type { Language } from '../app/i18n/languages.ts'
import { fillTextVariables, palette, site } from '../app/site.ts'

/**
 * The free PDF guide, typeset from content/{da,en}/guide.json with @react-pdf/renderer at build
 * time: a cover, the introduction, ten steps, a checklist and how to reach us. DejaVu Sans is
 * embedded (from npm), so æøå render everywhere.
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
  return h(
    View,
    null,
    ...items.map((item) =>
      h(
        View,
        { key: item, style: styles.row, wrap: false },
        h(Text, { style: styles.bullet }, '•'),
        h(Text, { style: { flex: 1 } }, item),
      ),
    ),
  )
}

function Frame({ title, children }: { title: string; children?: ReactNode }) {
  return h(
    Page,
    { size: 'A4', style: styles.page, wrap: true },
    h(View, { style: styles.header, fixed: true }, h(Text, null, site.brand), h(Text, null, title)),
    children,
    h(
      View,
      { style: styles.footer, fixed: true },
      h(Text, null, `${site.email} · ${site.phone.display}`),
      h(Text, {
        render: ({ pageNumber, totalPages }: { pageNumber: number; totalPages: number }) =>
          `${pageNumber} / ${totalPages}`,
      }),
    ),
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
  return h(
    Document,
    {
      title: guide.title,
      author: site.brand,
      subject: guide.subtitle,
      language,
      creator: site.brand,
      producer: site.brand,
    },
    h(
      Page,
      { size: 'A4', style: styles.cover },
      h(
        View,
        { style: styles.coverBody },
        h(Image, {
          src: { data: logo, format: 'png' },
          style: { width: 72, height: 72, marginBottom: 20 },
        }),
        h(View, { style: styles.rule }),
        h(Text, { style: styles.coverTitle }, guide.title),
        h(Text, { style: styles.coverSubtitle }, guide.subtitle),
      ),
      h(
        View,
        { style: styles.coverBand },
        h(Text, { style: { fontWeight: 700, fontSize: 14 } }, site.brand),
        h(Text, null, `${site.email} · ${site.phone.display}`),
      ),
    ),
    h(
      Frame,
      { title: guide.title },
      ...guide.intro.map((paragraph) =>
        h(Text, { key: paragraph, style: styles.paragraph }, paragraph),
      ),
      h(
        View,
        { style: { marginTop: 14 } },
        ...guide.steps.map((step, index) =>
          h(Text, { key: step.title, style: { marginBottom: 3 } }, `${index + 1}. ${step.title}`),
        ),
      ),
    ),
    h(
      Frame,
      { title: guide.title },
      ...guide.steps.map((step, index) =>
        h(
          View,
          { key: step.title, style: styles.step },
          h(
            View,
            // A step's heading never ends a page alone.
            {
              style: { flexDirection: 'row', alignItems: 'center', marginBottom: 6 },
              minPresenceAhead: 140,
            },
            h(Text, { style: styles.number }, String(index + 1)),
            h(Text, { style: { ...styles.h2, marginBottom: 0, flex: 1 } }, step.title),
          ),
          h(Text, { style: styles.paragraph }, step.why),
          h(Bullets, { items: step.how }),
          h(View, { style: styles.tip, wrap: false }, h(Text, null, step.tip)),
        ),
      ),
    ),
    h(
      Frame,
      { title: guide.title },
      h(Text, { style: styles.h1 }, guide.checklist_title),
      ...guide.checklist.map((item) =>
        h(
          View,
          { key: item, style: { flexDirection: 'row', marginBottom: 7 }, wrap: false },
          h(View, { style: styles.box }),
          h(Text, { style: { flex: 1 } }, item),
        ),
      ),
    ),
    h(
      Frame,
      { title: guide.title },
      h(Text, { style: styles.h1 }, guide.closing_title),
      ...guide.closing.map((paragraph) =>
        h(Text, { key: paragraph, style: styles.paragraph }, paragraph),
      ),
    ),
  )
}

/** Fills {{brand}} and the other business placeholders in every string of the guide. */
function fill<T>(value: T): T {
  return JSON.parse(JSON.stringify(value), (_, item) =>
    typeof item === 'string' ? fillTextVariables(item) : item,
  )
}

export async function writeGuide(outDir: string, language: Language): Promise<string> {
  const guide = fill<GuideText>(
    JSON.parse(readFileSync(path.join('content', language, 'guide.json'), 'utf8')),
  )
  const logo = await sharp(Buffer.from(LOGO_SVG), { density: 600 }).resize(288).png().toBuffer()
  const file = path.join(outDir, GUIDE_FILES[language])
  await mkdir(path.dirname(file), { recursive: true })
  await renderToFile(h(GuideDocument, { guide, logo, language }) as never, file)
  return file
}
