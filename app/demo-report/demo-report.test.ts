// @vitest-environment happy-dom
// @vitest-environment node
import { readFileSync } from 'node:fs'
import { extractText, getDocumentProxy } from 'unpdf'
import { expect, test } from 'vitest'
import { contentProblems } from '#app/content-files/content-file.ts'
import { LANGUAGES } from '#app/i18n/languages.ts'
import { site } from '#app/settings/site.ts'
import { renderDemoReport } from './demo-report-document.server.tsx'
import { demoReportFile, demoReportSchema, readDemoReport } from './demo-report-file.ts'

test.each(LANGUAGES)(
  '%s: the demo report is one page that says it is a sample',
  {
    timeout: 30_000,
  },
  async (language) => {
    const report = readDemoReport(language)
    const bytes = new Uint8Array(await renderDemoReport(language))
    expect(Buffer.from(bytes.subarray(0, 5)).toString()).toBe('%PDF-')
    const { totalPages, text } = await extractText(await getDocumentProxy(bytes), {
      mergePages: true,
    })
    const flat = text.replace(/\s+/g, ' ')
    expect(totalPages).toBe(1)
    expect(flat).toContain(report.sample_label)
    expect(flat).toContain(report.sample_note)
    expect(flat).toContain(report.sample_label.toUpperCase())
    for (const number of report.numbers) expect(flat).toContain(number.label)
    for (const line of [...report.done, ...report.next]) expect(flat).toContain(line)
    expect(flat).toContain(`${site.email} · ${site.phone.display} 1 / 1`.replace(/\s+/g, ' '))
  },
)

test('a wrong demo report names the field and why', () => {
  const data = JSON.parse(readFileSync(demoReportFile('da'), 'utf8'))
  data.numbers[1].value = ''
  delete data.sample_note
  data.done = []
  expect(contentProblems(demoReportSchema, data)).toEqual([
    'sample_note: is missing',
    'numbers.1.value: must not be empty',
    'done: must have at least one line',
  ])
})

test('a placeholder the site cannot fill fails the demo report, naming the field', () => {
  const data = JSON.parse(readFileSync(demoReportFile('en'), 'utf8'))
  data.closing = 'Questions? Call {{phone}} or write to {{mail}}.'
  data.done[0] = `${data.done[0]} for {{brand}}`
  expect(contentProblems(demoReportSchema, data)).toEqual([
    expect.stringMatching(/^closing: has an unknown placeholder: {{mail}} \(known: brand, /),
  ])
})
