import { spawnSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { expect, test } from 'vitest'
import { parse } from 'yaml'
import { domainsDown, SITE_DOWN_TITLE, siteDownBody } from './site-check.ts'

const ORIGINS = { da: 'https://hansen-lokal.dk', en: 'https://hansen-lokal.com' }
const SITE = '<main><form id="contact-form" method="post"></form></main>'

test('a domain moved to Cloudflare without the site, or one no nameserver answers for, is down; his old site before step 8 is not', async () => {
  const pages: Record<string, string> = {
    'https://hansen-lokal.dk/': SITE,
    'https://hansen-lokal.com/': '<html>Gammel side</html>',
  }
  const fetchPage = async (url: string) => ({
    ok: url in pages,
    text: async () => pages[url] ?? '',
  })
  const nameservers: Record<string, boolean | null> = {
    'hansen-lokal.dk': true,
    'hansen-lokal.com': false,
  }
  const lookup = async (domain: string) => nameservers[domain] ?? null
  // The .com still shows his old site on his web hotel's nameservers: before step 8.
  expect(await domainsDown(ORIGINS, fetchPage, lookup)).toEqual([])
  // Moved to Cloudflare, and the site is not there.
  nameservers['hansen-lokal.com'] = true
  expect(await domainsDown(ORIGINS, fetchPage, lookup)).toEqual([
    { origin: 'https://hansen-lokal.com', answers: true },
  ])
  // The .dk lapsed: no nameserver answers, and nothing comes back.
  nameservers['hansen-lokal.dk'] = null
  delete pages['https://hansen-lokal.dk/']
  expect(await domainsDown(ORIGINS, fetchPage, lookup)).toEqual([
    { origin: 'https://hansen-lokal.dk', answers: false },
    { origin: 'https://hansen-lokal.com', answers: true },
  ])
})

test('the issue names each domain in Danish, says what it means for his leads and where the guide helps', () => {
  const body = siteDownBody(
    [
      { origin: 'https://hansen-lokal.dk', answers: false },
      { origin: 'https://hansen-lokal.com', answers: true },
    ],
    new Date('2027-03-04T06:17:00Z'),
  )
  expect(SITE_DOWN_TITLE).toBe('Siden svarer ikke')
  expect(body).toMatch(/^Tjekket 4\. marts 2027:/)
  expect(body).toContain('- **https://hansen-lokal.dk svarer slet ikke.**')
  expect(body).toContain('- **https://hansen-lokal.com viser ikke din side med formularerne.**')
  expect(body).toContain('kunderne ikke skrive til dig dér, men de kan stadig ringe')
  const guide = readFileSync('docs/ejerguide.md', 'utf8')
  const section = /guiden under »([^«]+)«/.exec(body)?.[1] ?? ''
  expect(guide).toContain(`## ${section}`)
})

test('no look while the domains show the holding page (the sample business remains)', () => {
  const run = spawnSync(process.execPath, ['scripts/deploy/site-check.ts'], {
    encoding: 'utf8',
    env: { ...process.env, GITHUB_REPOSITORY: '', GITHUB_TOKEN: '' },
  })
  expect(run.status).toBe(0)
  expect(run.stdout).toMatch(/^No site check: the domains show the holding page/)
})

test('the workflow looks every morning, and can be started by hand, with the addresses and an issue to write', () => {
  const workflow = parse(readFileSync('.github/workflows/site-check.yml', 'utf8')) as {
    on: { schedule: { cron: string }[]; workflow_dispatch: unknown }
    permissions: Record<string, string>
    jobs: Record<string, { env?: Record<string, string>; steps: { run?: string }[] }>
  }
  expect(workflow.on.schedule[0]?.cron).toMatch(/^\d+ \d+ \* \* \*$/)
  expect('workflow_dispatch' in workflow.on).toBe(true)
  expect(workflow.permissions).toEqual({ contents: 'read', issues: 'write' })
  const [job] = Object.values(workflow.jobs)
  // The addresses as the monthly form test reads them.
  const monthly = parse(readFileSync('.github/workflows/monthly-check.yml', 'utf8')) as {
    jobs: Record<string, { env?: Record<string, string> }>
  }
  expect(job?.env).toEqual(monthly.jobs['form-test']?.env)
  expect(Object.keys(job?.env ?? {})).toEqual(['SITE_URL_DA', 'SITE_URL_EN'])
  expect(job?.steps.some((step) => step.run === 'node scripts/deploy/site-check.ts')).toBe(true)
})
