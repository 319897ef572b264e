import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { expect, test } from 'vitest'
import { blogPosts, HELD_BACK_POSTS_VARIABLE } from '#app/blog/post-files.server.ts'
import { LANGUAGES, perLanguage } from '#app/i18n/languages.ts'
import { blockingOutcome, buildFailedReport, contentReport } from './check-content.ts'
import { checkContent } from './content-rules.ts'
import { postTexts } from './content-texts.ts'

test('the report says in Danish what stops the publish and what only warns, naming file and sentence', () => {
  const report = contentReport(
    [],
    [
      {
        rule: 'promised-outcome',
        severity: 'block',
        file: 'public/locales/da/homepage.json',
        field: 'hero.lead',
        sentence: 'Jeg lover dig top 3.',
      },
      {
        rule: 'american-spelling',
        severity: 'warn',
        file: 'content/blog/en/nyt.md',
        field: 'title',
        sentence: 'How I optimise',
      },
    ],
  )
  expect(report).toContain(
    '### Tekster, der kan skade dig: 1. Siden udgives ikke, før de er rettet\n\n- `public/locales/da/homepage.json` (hero.lead): »Jeg lover dig top 3.«\n  Lov aldrig en placering',
  )
  expect(report).toContain(
    '### Forslag til teksterne: 1. Siden udgives alligevel\n\n- `content/blog/en/nyt.md` (title): »How I optimise«',
  )
  expect(contentReport([], [])).toBe('## Tjek af indholdet\n\nAlt er i orden.')
  expect(contentReport(['content/site.json has wrong values:\n  - cvr: must be…'], [])).toContain(
    '### Fejl i filerne: 1. Siden udgives ikke\n\n- content/site.json has wrong values:\n    - cvr',
  )
})

test('a failed build is told in Danish, with what to do; its own message is folded away for a developer', () => {
  const report = buildFailedReport('react-router build failed for da')
  const shown = report.split('<details>')[0] ?? ''
  expect(shown).toMatch(/^### Siden kunne ikke bygges\. Intet er udgivet/)
  expect(shown).toContain('Re-run all jobs')
  expect(shown).not.toContain('react-router build failed')
  expect(report).toContain('<summary>Den tekniske besked, til en udvikler</summary>')
  expect(report).toContain('react-router build failed for da')
})

/** A blog folder: each post's Danish and English file, from its body (the front matter is fixed). */
function blogFolder(bodies: Record<string, string>) {
  const dir = mkdtempSync(path.join(tmpdir(), 'held-back-'))
  const frontMatter = () =>
    `---\ntitle: Et indlæg\nexcerpt: Kort.\ncategory: reviews\ndate: 2025-01-09\nread_minutes: 2\nimage_alt: Et kort\nkeywords: [a, b, c]\n---\n\n`
  for (const language of LANGUAGES) {
    mkdirSync(path.join(dir, language))
    for (const [slug, body] of Object.entries(bodies))
      writeFileSync(path.join(dir, language, `${slug}.md`), frontMatter() + body)
  }
  return dir
}

test('a post that breaks a blocking rule is held back as a draft is, in both languages, and the rest publishes', () => {
  const dir = blogFolder({
    'lovet-top-3': 'Med mig kommer du i top 3 på Google Maps inden for en måned.',
    'gode-billeder': 'Gode billeder viser kunderne, hvad du laver.',
  })
  const texts = perLanguage((language) => postTexts(language, dir))
  const findings = checkContent(texts)
  expect(blockingOutcome(findings)).toEqual({ heldBack: ['lovet-top-3'], stopsPublish: false })
  const report = contentReport([], findings)
  expect(report).toContain('### Blogindlæg holdt tilbage: 1. Resten af siden udgives')
  expect(report).toContain(
    `- \`${path.join(dir, 'da', 'lovet-top-3.md')}\` (#1): »Med mig kommer du i top 3 på Google Maps inden for en måned.«\n  Lov aldrig en placering`,
  )
  expect(report).not.toContain('Siden udgives ikke')
  // What the build then reads: the post is in neither site, the other one in both.
  process.env[HELD_BACK_POSTS_VARIABLE] = 'lovet-top-3'
  try {
    for (const language of LANGUAGES)
      expect(blogPosts(language, dir).map(({ slug }) => slug)).toEqual(['gode-billeder'])
  } finally {
    delete process.env[HELD_BACK_POSTS_VARIABLE]
  }
  expect(blogPosts('da', dir)).toHaveLength(2)
})

test('a blocking finding outside the posts still stops the publish', () => {
  const finding = (file: string) => ({
    rule: 'promised-outcome',
    severity: 'block' as const,
    file,
    field: 'hero.lead',
    sentence: 'Top 3 på Google Maps.',
  })
  expect(blockingOutcome([finding('public/locales/da/homepage.json')])).toEqual({
    heldBack: [],
    stopsPublish: true,
  })
  const both = [finding('public/locales/da/homepage.json'), finding('content/blog/da/nyt.md')]
  expect(blockingOutcome(both)).toEqual({ heldBack: ['nyt'], stopsPublish: true })
  expect(contentReport([], both)).toContain(
    '### Blogindlæg holdt tilbage: 1. Resten af siden venter på rettelserne ovenfor',
  )
})
