import { expect, test } from 'vitest'
import { mayPublish, publishReport } from './both-domains.ts'

const COMMIT = '1234567890abcdef'
const DA = 'https://lokalsynlig.dk'
const EN = 'https://lokalsynlig.com'

test('both published: the summary says both show this save, and the run passes', () => {
  const report = publishReport(
    [
      { name: DA, outcome: 'success' },
      { name: EN, outcome: 'success' },
    ],
    COMMIT,
  )
  expect(report.inStep).toBe(true)
  expect(report.summary).toContain(`${DA} og ${EN} viser nu gemningen \`1234567\``)
})

test('one behind: the summary names it, says the other shows this save, and how to bring it level', () => {
  const report = publishReport(
    [
      { name: DA, outcome: 'success' },
      { name: EN, outcome: 'failure' },
    ],
    COMMIT,
  )
  expect(report.inStep).toBe(false)
  expect(report.summary).toMatch(new RegExp(`^## ${EN} er bagud`))
  expect(report.summary).toContain(`${DA} viser gemningen \`1234567\`, men ${EN} viser stadig`)
  expect(report.summary).toContain('**Re-run all jobs**')
})

test('the English publish skipped after the Danish failed: both still show the last publish', () => {
  const report = publishReport(
    [
      { name: DA, outcome: 'failure' },
      { name: EN, outcome: 'skipped' },
    ],
    COMMIT,
  )
  expect(report.inStep).toBe(false)
  expect(report.summary).toMatch(/^## Ingen af domænerne blev opdateret/)
  expect(report.summary).toContain('Begge domæner viser stadig den forrige udgivelse')
})

test('a cancelled publish counts as behind, never as done', () => {
  expect(
    publishReport(
      [
        { name: DA, outcome: 'success' },
        { name: EN, outcome: 'cancelled' },
      ],
      COMMIT,
    ).inStep,
  ).toBe(false)
})

test('only the newest save on main publishes: a re-run of an older run does not', () => {
  expect(mayPublish(COMMIT, COMMIT)).toBe(true)
  expect(mayPublish(COMMIT, 'fedcba0987654321')).toBe(false)
})

test('a preview (the drafts, a pull request) says where to see it, and that the domains are untouched', () => {
  const both = [
    { name: DA, outcome: 'success' },
    { name: EN, outcome: 'success' },
  ] as const
  const report = publishReport([...both], COMMIT, 'kladder')
  expect(report.inStep).toBe(true)
  expect(report.summary).toContain('https://kladder.<projektnavn>.pages.dev')
  expect(report.summary).toContain('Domænerne er ikke rørt')
  expect(publishReport([both[0], { name: EN, outcome: 'failure' }], COMMIT, 'kladder').inStep).toBe(
    false,
  )
})
