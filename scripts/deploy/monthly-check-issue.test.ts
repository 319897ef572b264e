import { expect, test, vi } from 'vitest'
import { ISSUE_TITLE, issueBody, reportFailure } from './monthly-check-issue.ts'

const RUN = 'https://github.com/jens/site/actions/runs/1'
const json = (data: unknown) => new Response(JSON.stringify(data), { status: 200 })

test('the message says in Danish what happened, that the site is unchanged, and what to do', () => {
  const body = issueBody(RUN, new Date('2026-12-01T05:23:00Z'))
  expect(body).toContain('Det månedlige tjek i december 2026 fejlede')
  expect(body).toContain(RUN)
  expect(body).toContain('Hjemmesiden er ikke ændret')
  // A tool that could not be fetched for a moment: one more run first, then a developer.
  expect(body).toContain('Ellers kør den igen én gang (**Re-run jobs**')
  expect(body).toContain('Fejler den igen, så send linket til en udvikler')
  // A text of his own that a content rule stops is his to fix, by the summary's own headings.
  expect(body).toContain(
    '»Tekster, der kan skade dig«, »Blogindlæg holdt tilbage« eller »Fejl i filerne«',
  )
})

test('a first failure opens an issue; a second comments on the one still open', async () => {
  const sent: { url: string; method: string; body: unknown }[] = []
  const github = (open: unknown[]) =>
    vi.fn(async (url: string, init?: RequestInit) => {
      sent.push({
        url,
        method: init?.method ?? 'GET',
        body: init?.body && JSON.parse(String(init.body)),
      })
      return json(init?.method === 'POST' ? {} : open)
    })
  const options = { repository: 'jens/site', token: 't', runUrl: RUN }
  expect(await reportFailure(options, github([]))).toBe('opened')
  expect(sent.at(-1)).toMatchObject({
    url: 'https://api.github.com/repos/jens/site/issues',
    method: 'POST',
    body: { title: ISSUE_TITLE },
  })
  expect(await reportFailure(options, github([{ number: 7, title: ISSUE_TITLE }]))).toBe(
    'commented',
  )
  expect(sent.at(-1)).toMatchObject({
    url: 'https://api.github.com/repos/jens/site/issues/7/comments',
    method: 'POST',
  })
})

test('a refused call fails the step, so the failure is not hidden', async () => {
  const refused = vi.fn(async () => new Response('', { status: 403 }))
  await expect(
    reportFailure({ repository: 'jens/site', token: 't', runUrl: RUN }, refused),
  ).rejects.toThrow(/403/)
})

test("the headings the issue names are the content check's own", async () => {
  const { readFileSync } = await import('node:fs')
  const check = readFileSync('scripts/content/check-content.ts', 'utf8')
  for (const heading of [
    'Tekster, der kan skade dig',
    'Blogindlæg holdt tilbage',
    'Fejl i filerne',
  ])
    expect(check).toContain(`### ${heading}:`)
})
