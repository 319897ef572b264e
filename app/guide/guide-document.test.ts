// @vitest-environment happy-dom
// @vitest-environment node
import { readFileSync } from 'node:fs'
import { extractText, getDocumentProxy } from 'unpdf'
import { expect, test } from 'vitest'
import { ORIGINS } from '#app/build-time/build-env.ts'
import { pagePath } from '#app/i18n/pages.ts'
import { site } from '#app/settings/site.ts'
import { renderGuide } from './guide-document.server.tsx'

async function guideText(language: 'da' | 'en') {
  const bytes = new Uint8Array(await renderGuide(language))
  expect(Buffer.from(bytes.subarray(0, 5)).toString()).toBe('%PDF-')
  const pdf = await getDocumentProxy(bytes)
  const { totalPages, text } = await extractText(pdf, { mergePages: true })
  return {
    totalPages,
    text,
    guide: JSON.parse(readFileSync(`content/${language}/guide.json`, 'utf8')),
  }
}

test('the Danish guide has at least 6 pages, its headings, and æøå as text', {
  timeout: 30_000,
}, async () => {
  const { totalPages, text, guide } = await guideText('da')
  expect(totalPages).toBeGreaterThanOrEqual(6)
  expect(text).toContain(guide.title)
  for (const step of guide.steps) expect(text.replace(/\s+/g, ' ')).toContain(step.title)
  expect(text).toContain(guide.checklist_title)
  for (const letter of ['æ', 'ø', 'å']) expect(text).toContain(letter)
  expect(text).toContain(site.email)
  // Every page after the cover ends with the contact line and its number.
  for (let page = 2; page <= totalPages; page++)
    expect(text.replace(/\s+/g, ' ')).toContain(
      `${site.email} · ${site.phone.display} ${page} / ${totalPages}`.replace(/\s+/g, ' '),
    )
  expect(text).not.toContain('{{')
})

test('the English guide has at least 6 pages and its headings', { timeout: 30_000 }, async () => {
  const { totalPages, text, guide } = await guideText('en')
  expect(totalPages).toBeGreaterThanOrEqual(6)
  expect(text).toContain(guide.title)
  for (const step of guide.steps) expect(text.replace(/\s+/g, ' ')).toContain(step.title)
  expect(text).toContain(site.brand)
})

test.each(['da', 'en'] as const)(
  '%s: the guide ends with a link to the self-check on its own site',
  { timeout: 30_000 },
  async (language) => {
    const { text } = await guideText(language)
    const url = ORIGINS[language] + pagePath('selfCheck', language)
    expect(text.replace(/\s+/g, ' ')).toContain(url)
    const teaser = JSON.parse(
      readFileSync(`public/locales/${language}/universal.json`, 'utf8'),
    ).self_check
    expect(text.replace(/\s+/g, ' ')).toContain(teaser.link)
  },
)
