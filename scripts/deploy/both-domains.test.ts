import { spawnSync } from 'node:child_process'
import { mkdtempSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { expect, test } from 'vitest'
import { mayPublish, pagesDevFromLog, publishReport, siteAddress } from './both-domains.ts'

const COMMIT = '1234567890abcdef'
const DA = {
  label: 'Den danske side',
  address: siteAddress('lokalsynlig-dk', 'https://lokalsynlig.dk'),
}
const EN = {
  label: 'Den engelske side',
  address: siteAddress('lokalsynlig-com', 'https://lokalsynlig.com'),
}

test('each site is named where it really is: its pages.dev address, and its domain once connected', () => {
  expect(DA.address).toBe(
    'https://lokalsynlig-dk.pages.dev og https://lokalsynlig.dk, når domænet er koblet på',
  )
  // Cloudflare gave the project an address with a suffix (its name was taken): as wrangler said.
  const log = `Uploading... (41/41)\n✨ Success! Uploaded 3 files (38 already uploaded)\n🌎 Deploying...\n✨ Deployment complete! Take a peek over at https://9f3c2a1b.lokalsynlig-dk-8xy.pages.dev\n`
  expect(pagesDevFromLog(log)).toBe('https://lokalsynlig-dk-8xy.pages.dev')
  expect(siteAddress('lokalsynlig-dk', undefined, log)).toBe('https://lokalsynlig-dk-8xy.pages.dev')
  expect(pagesDevFromLog('✘ [ERROR] A request to the Cloudflare API failed.')).toBeUndefined()
})

test('both published: the summary says both show this save, and the run passes', () => {
  const report = publishReport(
    [
      { ...DA, outcome: 'success' },
      { ...EN, outcome: 'success' },
    ],
    COMMIT,
  )
  expect(report.inStep).toBe(true)
  expect(report.summary).toMatch(/^## Begge sider er opdateret/)
  expect(report.summary).toContain(
    'Ændringen `1234567` er udgivet på Den danske side (https://lokalsynlig-dk.pages.dev',
  )
})

test('one behind: the summary names it, says the other shows this save, and how to bring it level', () => {
  const report = publishReport(
    [
      { ...DA, outcome: 'success' },
      { ...EN, outcome: 'failure' },
    ],
    COMMIT,
  )
  expect(report.inStep).toBe(false)
  expect(report.summary).toMatch(/^## Den engelske side er bagud/)
  expect(report.summary).toContain('viser ændringen `1234567`, men Den engelske side (')
  expect(report.summary).toContain('**Re-run jobs → Re-run all jobs**')
})

test('neither published (the English skipped after the Danish failed): the settings are named first', () => {
  const report = publishReport(
    [
      { ...DA, outcome: 'failure' },
      { ...EN, outcome: 'skipped' },
    ],
    COMMIT,
  )
  expect(report.inStep).toBe(false)
  expect(report.summary).toMatch(/^## Ingen af siderne blev opdateret/)
  expect(report.summary).toContain('Begge sider viser stadig den forrige udgivelse')
  expect(report.summary).toContain('`CLOUDFLARE_API_TOKEN`')
  expect(report.summary).toContain('`CLOUDFLARE_PROJECT_DA`')
})

test('a cancelled publish counts as behind, never as done', () => {
  expect(
    publishReport(
      [
        { ...DA, outcome: 'success' },
        { ...EN, outcome: 'cancelled' },
      ],
      COMMIT,
    ).inStep,
  ).toBe(false)
})

test('only the newest save on main publishes: a re-run of an older run does not', () => {
  expect(mayPublish(COMMIT, COMMIT)).toBe(true)
  expect(mayPublish(COMMIT, 'fedcba0987654321')).toBe(false)
})

test('a preview (the drafts, a pull request) says where to see it, and that the real sites are untouched', () => {
  const report = publishReport(
    [
      { ...DA, outcome: 'success' },
      { ...EN, outcome: 'success' },
    ],
    COMMIT,
    'kladder',
  )
  expect(report.inStep).toBe(true)
  expect(report.summary).toContain(
    'Den danske side: `https://kladder.lokalsynlig-dk.pages.dev` og Den engelske side: `https://kladder.lokalsynlig-com.pages.dev`',
  )
  // A project whose pages.dev address got a suffix (its name was taken): the address it has.
  const suffixed = publishReport(
    [
      {
        ...DA,
        address: siteAddress(
          'lokalsynlig-dk',
          undefined,
          'https://1a2b3c4d.lokalsynlig-dk-8xy.pages.dev',
        ),
        outcome: 'success',
      },
      { ...EN, outcome: 'success' },
    ],
    COMMIT,
    'kladder',
  )
  expect(suffixed.summary).toContain('`https://kladder.lokalsynlig-dk-8xy.pages.dev`')
  expect(report.summary).toContain('De rigtige sider er ikke rørt')
  expect(
    publishReport(
      [
        { ...DA, outcome: 'success' },
        { ...EN, outcome: 'failure' },
      ],
      COMMIT,
      'kladder',
    ).inStep,
  ).toBe(false)
})

test('the report step, as the workflow runs it, writes the summary from its environment and fails when one is behind', () => {
  const summaryFile = path.join(mkdtempSync(path.join(tmpdir(), 'summary-')), 'summary.md')
  const run = (da: string, en: string) =>
    spawnSync(process.execPath, ['scripts/deploy/both-domains.ts', 'report'], {
      encoding: 'utf8',
      env: {
        ...process.env,
        GITHUB_STEP_SUMMARY: summaryFile,
        GITHUB_SHA: COMMIT,
        BRANCH: 'main',
        CLOUDFLARE_PROJECT_DA: 'lokalsynlig-dk',
        CLOUDFLARE_PROJECT_EN: 'lokalsynlig-com',
        SITE_URL_DA: 'https://lokalsynlig.dk',
        SITE_URL_EN: 'https://lokalsynlig.com',
        DA: da,
        EN: en,
      },
    })
  expect(run('success', 'success').status).toBe(0)
  expect(readFileSync(summaryFile, 'utf8')).toContain(
    'Ændringen `1234567` er udgivet på Den danske side (https://lokalsynlig-dk.pages.dev og https://lokalsynlig.dk, når domænet er koblet på) og Den engelske side (https://lokalsynlig-com.pages.dev',
  )
  expect(run('success', 'failure').status).toBe(1)
  expect(readFileSync(summaryFile, 'utf8')).toContain('## Den engelske side er bagud')
})
