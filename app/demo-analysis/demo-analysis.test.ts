// @vitest-environment happy-dom
// @vitest-environment node
import { readFileSync } from 'node:fs'
import { Window } from 'happy-dom'
import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { extractText, getDocumentProxy } from 'unpdf'
import { expect, test } from 'vitest'
import { BUILD_LANGUAGE } from '#app/build-time/build-env.ts'
import { contentProblems } from '#app/content-files/content-file.ts'
import { LANGUAGES } from '#app/i18n/languages.ts'
import { DemoAnalysis } from '#app/sections/demo-analysis.tsx'
import { fillTextVariables, site } from '#app/settings/site.ts'
import { DEMO_ANALYSIS_FILES } from './analysis-files.ts'
import { ADDRESS_CELL, GRID_SIZE, rowCells } from './analysis-grid.ts'
import { renderDemoAnalysis } from './demo-analysis-document.server.tsx'
import {
  demoAnalysisFile,
  demoAnalysisSchema,
  demoAnalysisSchemaFor,
  readDemoAnalysis,
} from './demo-analysis-file.ts'

const flat = (text: string) => text.replace(/\s+/g, ' ')

test.each(LANGUAGES)(
  '%s: the demo analysis is one page that says it is a sample',
  { timeout: 30_000 },
  async (language) => {
    const analysis = readDemoAnalysis(language)
    const bytes = new Uint8Array(await renderDemoAnalysis(language))
    expect(Buffer.from(bytes.subarray(0, 5)).toString()).toBe('%PDF-')
    const { totalPages, text } = await extractText(await getDocumentProxy(bytes), {
      mergePages: true,
    })
    const pdf = flat(text)
    expect(totalPages).toBe(1)
    expect(pdf).toContain(analysis.sample_label)
    expect(pdf).toContain(analysis.sample_note)
    expect(pdf).toContain(analysis.sample_label.toUpperCase())
    for (const line of [analysis.title, analysis.business, analysis.grid_title, analysis.you])
      expect(pdf).toContain(flat(line))
    for (const search of analysis.searches) expect(pdf).toContain(search.query)
    for (const name of analysis.competitors) expect(pdf).toContain(name)
    for (const fix of analysis.fixes) {
      expect(pdf).toContain(flat(fix.title))
      expect(pdf).toContain(flat(fix.why))
    }
    expect(pdf).toContain(flat(`${site.email} · ${site.phone.display} 1 / 1`))
  },
)

test('a wrong demo analysis names the field and why', () => {
  const data = JSON.parse(readFileSync(demoAnalysisFile('da'), 'utf8'))
  delete data.sample_note
  data.summary = ' '
  data.grid[1] = '12 6 4 7'
  data.grid[3] = '15 5 3 6 21'
  data.searches[0].you = 'godt'
  data.searches[2].competitors.pop()
  data.fixes.pop()
  data.closing = 'Ring til {{telefon}}'
  expect(contentProblems(demoAnalysisSchema, data)).toEqual([
    'sample_note: is missing',
    'summary: must not be empty',
    'grid.1: must be 5 positions (1 to 20, or 20+) separated by spaces, such as "12 6 4 7 16"',
    'grid.3: must be 5 positions (1 to 20, or 20+) separated by spaces, such as "12 6 4 7 16"',
    'searches.0.you: must be an average position, such as 4,2 or 4.2',
    `searches.2.competitors: must have ${site.freeAnalysis.competitors} entries, as freeAnalysis.competitors in content/site.json`,
    `fixes: must have ${site.freeAnalysis.fixes} entries, as freeAnalysis.fixes in content/site.json`,
    expect.stringMatching(/^closing: has an unknown placeholder: {{telefon}} \(known: brand, /),
  ])
})

test('the counts come from the promise: another promise asks for other counts', () => {
  const data = JSON.parse(readFileSync(demoAnalysisFile('en'), 'utf8'))
  const schema = demoAnalysisSchemaFor({ searches: 2, competitors: 3, fixes: 4 })
  expect(contentProblems(schema, data)).toEqual([
    'searches: must have 2 entries, as freeAnalysis.searches in content/site.json',
    'fixes: must have 4 entries, as freeAnalysis.fixes in content/site.json',
  ])
  data.searches.pop()
  data.fixes.pop()
  expect(contentProblems(schema, data)).toEqual([])
})

test('the page draws the sample as a sheet: a sized grid picture, a table, the fixes in order', () => {
  const analysis = readDemoAnalysis(BUILD_LANGUAGE)
  const window = new Window()
  const { document } = window
  document.body.innerHTML = renderToStaticMarkup(createElement(DemoAnalysis))
  const section = document.querySelector('section#sample-analysis')
  expect(section?.getAttribute('aria-labelledby')).toBe('sample-analysis-title')
  expect(section?.querySelector('h2')?.textContent).toBe(analysis.section_title)
  // The lead states the promise from content/site.json.
  expect(section?.textContent).toContain(fillTextVariables(analysis.section_lead, BUILD_LANGUAGE))
  const link = section?.querySelector('a[type="application/pdf"]')
  expect(link?.getAttribute('href')).toBe(DEMO_ANALYSIS_FILES[BUILD_LANGUAGE])
  expect(link?.textContent).toBe(analysis.download)
  expect(section?.textContent).toContain(analysis.sample_label)
  expect(section?.textContent).toContain(analysis.sample_note)

  // The grid: a picture of fixed size, named and described in the page's language.
  const svg = section?.querySelector('svg')
  expect(svg?.getAttribute('role')).toBe('img')
  for (const attribute of ['width', 'height', 'viewBox'])
    expect(svg?.getAttribute(attribute)).toBeTruthy()
  const labelled = (svg?.getAttribute('aria-labelledby') ?? '').split(' ')
  const described = svg?.getAttribute('aria-describedby') ?? ''
  expect(labelled.map((id) => document.getElementById(id)?.textContent)).toEqual([
    analysis.grid_title,
  ])
  expect(document.getElementById(described)?.textContent).toBe(analysis.grid_summary)
  const numbers = [...(svg?.querySelectorAll('text') ?? [])].map((text) => text.textContent)
  expect(numbers).toEqual(analysis.grid.flatMap(rowCells))
  expect(numbers[ADDRESS_CELL * GRID_SIZE + ADDRESS_CELL]).toBe(
    rowCells(analysis.grid[ADDRESS_CELL] ?? '')[ADDRESS_CELL],
  )
  for (const label of Object.values(analysis.legend)) expect(section?.textContent).toContain(label)

  // The table: a caption, a column per search, his row first, then each competitor's.
  const table = section?.querySelector('table')
  expect(table?.querySelector('caption')?.textContent).toContain(analysis.searches_title)
  const heads = [...(table?.querySelectorAll('thead th') ?? [])].map((th) => th.textContent)
  expect(heads).toEqual([
    analysis.business_column,
    ...analysis.searches.map((search) => search.query),
  ])
  const rows = [...(table?.querySelectorAll('tbody tr') ?? [])].map((tr) =>
    [...tr.children].map((cell) => cell.textContent),
  )
  expect(rows).toEqual([
    [analysis.you, ...analysis.searches.map((search) => search.you)],
    ...analysis.competitors.map((name, index) => [
      name,
      ...analysis.searches.map((search) => search.competitors[index]),
    ]),
  ])

  // The fixes, most important first.
  const fixes = [...(section?.querySelectorAll('ol > li') ?? [])].map((li) => li.textContent)
  expect(fixes).toEqual(analysis.fixes.map((fix, index) => `${index + 1}${fix.title}${fix.why}`))
  window.close()
})
