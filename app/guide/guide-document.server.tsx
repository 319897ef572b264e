import { readFileSync } from 'node:fs'
import path from 'node:path'
import {
  Document,
  Image,
  Link,
  Page,
  renderToBuffer,
  StyleSheet,
  Text,
  View,
} from '@react-pdf/renderer'
import { ORIGINS } from '#app/build-time/build-env.ts'
import { fillStrings } from '#app/content-files/fill-strings.ts'
import type { Language } from '#app/i18n/languages.ts'
import { pagePath } from '#app/i18n/pages.ts'
import {
  AMBER,
  Bullets,
  DARK,
  Frame,
  GREEN,
  logoPng,
  MINT,
  pdfStyles,
} from '#app/pdf/pdf-parts.server.tsx'
import { site } from '#app/settings/site.ts'

/**
 * The free PDF guide, typeset from content/{da,en}/guide.json with @react-pdf/renderer (the
 * parts it shares with the demo report in pdf/pdf-parts.server.tsx): a cover, the
 * introduction, ten steps, a checklist, and how to reach me with a link to the self-check. The resource route
 * routes/guide-pdf.ts serves it, and the build prerenders it at GUIDE_FILES (guide/guide-files.ts).
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

const styles = {
  ...pdfStyles,
  ...StyleSheet.create({
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
    box: {
      width: 11,
      height: 11,
      borderWidth: 1.2,
      borderColor: GREEN,
      borderRadius: 2,
      marginRight: 9,
      marginTop: 2,
    },
  }),
}

function GuideDocument({
  guide,
  logo,
  language,
  selfCheck,
}: {
  guide: GuideText
  logo: Buffer
  language: Language
  selfCheck: SelfCheckTeaser
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
        <View style={styles.tip} wrap={false}>
          <Text style={{ fontWeight: 700 }}>{selfCheck.link}</Text>
          <Text>{selfCheck.lead}</Text>
          <Link src={selfCheck.url} style={{ color: GREEN }}>
            {selfCheck.url}
          </Link>
        </View>
      </Frame>
    </Document>
  )
}

/** The self-check's teaser (universal:self_check) and its address on the language's site. */
export type SelfCheckTeaser = { link: string; lead: string; url: string }

/** The guide of a language, as the bytes of its PDF. */
export async function renderGuide(language: Language): Promise<Buffer> {
  const read = (file: string) => JSON.parse(readFileSync(file, 'utf8'))
  const guide = fillStrings<GuideText>(read(path.join('content', language, 'guide.json')), language)
  const teaser = read(path.join('public', 'locales', language, 'universal.json')).self_check
  const selfCheck: SelfCheckTeaser = {
    ...teaser,
    url: ORIGINS[language] + pagePath('selfCheck', language),
  }
  const logo = await logoPng()
  return renderToBuffer(
    <GuideDocument guide={guide} logo={logo} language={language} selfCheck={selfCheck} />,
  )
}
