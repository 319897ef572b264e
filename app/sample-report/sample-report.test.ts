// @vitest-environment happy-dom
// @vitest-environment node
import { readFileSync } from 'node:fs'
import { extractText, getDocumentProxy } from 'unpdf'
import { expect, test } from 'vitest'
import { contentProblems } from '#app/content-files/content-file.ts'
import { LANGUAGES } from '#app/i18n/languages.ts'
import { site } from '#app/settings/site.ts'
import { renderSampleReport } from './sample-report-document.server.tsx'
import { readSampleReport, sampleReportFile, sampleReportSchema } from './sample-report-file.ts'

test.each(LANGUAGES)(
  '%s: the sample report is one page that says it is a sample',
  {
    timeout: 30_000,
  },
  async (language) => {
    const report = readSampleReport(language)
    const bytes = new Uint8Array(await renderSampleReport(language))
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

test('a wrong sample report names the field and why', () => {
  const data = JSON.parse(readFileSync(sampleReportFile('da'), 'utf8'))
  data.numbers[1].value = ''
  delete data.sample_note
  data.done = []
  expect(contentProblems(sampleReportSchema, data)).toEqual([
    'sample_note: is missing',
    'numbers.1.value: must not be empty',
    'done: must have at least one line',
  ])
})

test('a placeholder the site cannot fill fails the sample report, naming the field', () => {
  const data = JSON.parse(readFileSync(sampleReportFile('en'), 'utf8'))
  data.closing = 'Questions? Call {{phone}} or write to {{mail}}.'
  data.done[0] = `${data.done[0]} for {{brand}}`
  expect(contentProblems(sampleReportSchema, data)).toEqual([
    expect.stringMatching(/^closing: has an unknown placeholder: {{mail}} \(known: brand, /),
  ])
})
