/**
 * The monthly check's message when it failed (.github/workflows/monthly-check.yml): an issue in
 * Danish in the owner's repository, which GitHub e-mails him, or a comment on the one still
 * open, so a second failure does not make a second issue. Through GitHub's REST API with the
 * run's token (the job's container has no `gh`).
 */

export const ISSUE_TITLE = 'Det månedlige tjek fejlede'

/** The issue's text: what happened, that the site is unchanged, and what to do. */
export function issueBody(runUrl: string, date: Date): string {
  const month = date.toLocaleDateString('da-DK', { month: 'long', year: 'numeric' })
  return [
    `Det månedlige tjek i ${month} fejlede: ${runUrl}`,
    '',
    'Hjemmesiden er ikke ændret. Den kører videre, som den gjorde. Men noget, siden bygges med, er ændret eller gået i stykker, eller en af dine tekster bryder reglerne.',
    '',
    'Det skal du gøre: Åbn linket. Står der »Tekster, der kan skade dig«, »Blogindlæg holdt tilbage« eller »Fejl i filerne« i kørslens **Summary**, er det dine egne tekster: Ret dem, som der står (guiden, »Når en kørsel fejler«), og luk sagen. Ellers kør den igen én gang (**Re-run jobs** øverst til højre i kørslen, så **Re-run all jobs**): Et værktøj, der ikke kunne hentes et øjeblik, går tit igennem anden gang. Fejler den igen, så send linket til en udvikler. Du kan godt blive ved med at rette tekster imens; fejler din udgivelse, står det i kørslens **Summary**.',
    '',
    'Når fejlen er rettet, lukker den, der rettede den (du eller udvikleren), sagen: knappen **Close issue** nederst.',
  ].join('\n')
}

type Fetch = (url: string, init?: RequestInit) => Promise<Response>

/**
 * Opens an issue with this title in the owner's repository, or comments on the open one with the
 * same title, so that a second month does not make a second issue. GitHub e-mails both.
 */
export async function openOrComment(
  {
    repository,
    token,
    title,
    body,
  }: { repository: string; token: string; title: string; body: string },
  request: Fetch = fetch,
): Promise<'opened' | 'commented'> {
  const api = `https://api.github.com/repos/${repository}/issues`
  const headers = {
    Accept: 'application/vnd.github+json',
    Authorization: `Bearer ${token}`,
    'X-GitHub-Api-Version': '2022-11-28',
  }
  const call = async (url: string, init?: RequestInit) => {
    const response = await request(url, { ...init, headers })
    if (!response.ok) throw new Error(`${init?.method ?? 'GET'} ${url}: ${response.status}`)
    return response.json()
  }
  const open: { number: number; title: string; pull_request?: unknown }[] = await call(
    `${api}?state=open&per_page=100`,
  )
  const existing = open.find((issue) => issue.title === title && !issue.pull_request)
  if (existing) {
    await call(`${api}/${existing.number}/comments`, {
      method: 'POST',
      body: JSON.stringify({ body }),
    })
    return 'commented'
  }
  await call(api, { method: 'POST', body: JSON.stringify({ title, body }) })
  return 'opened'
}

/** Opens the issue, or comments on the open one with the same title. */
export function reportFailure(
  {
    repository,
    token,
    runUrl,
    date = new Date(),
  }: {
    repository: string
    token: string
    runUrl: string
    date?: Date
  },
  request: Fetch = fetch,
): Promise<'opened' | 'commented'> {
  return openOrComment(
    { repository, token, title: ISSUE_TITLE, body: issueBody(runUrl, date) },
    request,
  )
}

if (import.meta.main) {
  const { GITHUB_REPOSITORY, GITHUB_TOKEN, RUN_URL } = process.env
  if (!GITHUB_REPOSITORY || !GITHUB_TOKEN || !RUN_URL) {
    console.error('GITHUB_REPOSITORY, GITHUB_TOKEN and RUN_URL must be set')
    process.exit(2)
  }
  const done = await reportFailure({
    repository: GITHUB_REPOSITORY,
    token: GITHUB_TOKEN,
    runUrl: RUN_URL,
  })
  console.log(`${ISSUE_TITLE}: ${done}`)
}
