import { pagePath } from '#app/i18n/pages.ts'
import { ANSWER_TIME, expect, type Page, test } from '#tests/playwright-utils.ts'

/**
 * Each promise in one home (issue 57), in what a visitor reads; with the scripts off, as a
 * crawler reads it too. A passage is a run of at least 70 characters that stands word for word
 * inside `<main>` on more than one of the selling pages, their forms left out.
 */
test.use({ javaScriptEnabled: false })

const SELLING_PAGES = ['home', 'packages', 'about', 'audit', 'cases', 'blog'] as const
const PASSAGE = 70

/** The passages `texts` share, each once (from the first page it stands on), with its pages. */
function sharedPassages(texts: Record<string, string>) {
  const pagesOf = new Map<string, Set<string>>()
  for (const [id, text] of Object.entries(texts))
    for (let at = 0; at + PASSAGE <= text.length; at++) {
      const window = text.slice(at, at + PASSAGE)
      pagesOf.set(window, (pagesOf.get(window) ?? new Set()).add(id))
    }
  const passages: { pages: string; passage: string }[] = []
  for (const [id, text] of Object.entries(texts)) {
    let start = 0
    let pages = ''
    for (let at = 0; at + PASSAGE <= text.length + 1; at++) {
      const on = [...(pagesOf.get(text.slice(at, at + PASSAGE)) ?? [])]
      const key = on.length > 1 && on[0] === id ? on.join(' + ') : ''
      if (key === pages) continue
      if (pages) passages.push({ pages, passage: text.slice(start, at + PASSAGE - 1) })
      start = at
      pages = key
    }
  }
  return passages
}

const mainText = (page: Page) =>
  page.evaluate(() => {
    const main = document.querySelector('main')?.cloneNode(true)
    if (!(main instanceof HTMLElement)) return ''
    for (const form of main.querySelectorAll('form')) form.remove()
    return (main.textContent ?? '').replace(/\s+/g, ' ')
  })

test('the selling pages say a thing once: no passage stands on three, at most three on two', async ({
  page,
  language,
}) => {
  const texts: Record<string, string> = {}
  for (const id of SELLING_PAGES) {
    await page.goto(pagePath(id, language, {}))
    texts[id] = await mainText(page)
  }
  // The answer time is said (every-page.spec.ts holds each page to twice at most).
  expect(texts.home).toMatch(ANSWER_TIME[language])
  const passages = sharedPassages(texts)
  const onThree = passages.filter(({ pages }) => pages.split(' + ').length >= 3)
  expect(onThree).toEqual([])
  expect(passages.length, JSON.stringify(passages, null, 1)).toBeLessThanOrEqual(3)
})
