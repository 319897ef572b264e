import type { Language } from '#app/i18n/languages.ts'
import { pagePath } from '#app/i18n/pages.ts'
import {
  SELF_CHECK_QUESTIONS,
  type SelfCheckQuestion,
} from '#app/self-check/self-check-questions.ts'
import { site } from '#app/settings/site.ts'
import {
  expect,
  INBOX,
  islandsReady,
  type Page,
  test,
  textIn,
  withAndWithoutJavaScript,
} from '#tests/playwright-utils.ts'

/**
 * The text a line shows, CSS-generated content included (the score is a CSS counter, which the
 * DOM's own text does not hold), as the browser's accessibility tree gives it to screen readers.
 */
async function shownText(page: Page, selector: string): Promise<string> {
  const cdp = await page.context().newCDPSession(page)
  const { root } = await cdp.send('DOM.getDocument', { depth: 0 })
  const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector })
  const { node } = await cdp.send('DOM.describeNode', { nodeId })
  const { nodes } = await cdp.send('Accessibility.getFullAXTree')
  const byId = new Map(nodes.map((ax) => [ax.nodeId, ax]))
  const start = nodes.find((ax) => ax.backendDOMNodeId === node.backendNodeId)
  const texts: string[] = []
  const walk = (id: string) => {
    const ax = byId.get(id)
    if (!ax) return
    if (ax.role?.value === 'StaticText') texts.push(String(ax.name?.value ?? ''))
    else for (const child of ax.childIds ?? []) walk(child)
  }
  if (start) walk(start.nodeId)
  await cdp.detach()
  return texts.join('').replace(/\s+/g, ' ').trim()
}

const question = (language: Language, id: SelfCheckQuestion) =>
  textIn(language, 'audit', `self_check.questions.${id}.q`)

/** Answers a question as a visitor does: a tap on the words Ja or Nej. */
async function answer(page: Page, language: Language, id: SelfCheckQuestion, yes: boolean) {
  const group = page.getByRole('group', { name: question(language, id) })
  await group
    .getByText(textIn(language, 'audit', `self_check.answer.${yes ? 'yes' : 'no'}`), {
      exact: true,
    })
    .click()
}

test('a tap anywhere on an answer lands on its radio, not on a label that passes it on', async ({
  page,
  language,
}) => {
  await page.goto(pagePath('selfCheck', language))
  const answers = page.locator('#self-check-answers label')
  await expect(answers).toHaveCount(SELF_CHECK_QUESTIONS.length * 2)
  for (const label of (await answers.all()).slice(0, 2)) {
    await label.scrollIntoViewIfNeeded()
    // The middle of the answer, and its words.
    const hits = await label.evaluate((element) => {
      const box = element.getBoundingClientRect()
      const words = [...element.childNodes].find((node) => node.nodeType === Node.TEXT_NODE)
      const range = document.createRange()
      range.selectNodeContents(words as Node)
      const text = range.getBoundingClientRect()
      return [
        document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2),
        document.elementFromPoint(text.x + text.width / 2, text.y + text.height / 2),
      ].map((hit) => hit === element.querySelector('input[type="radio"]'))
    })
    expect(hits).toEqual([true, true])
  }
})

const scoreLine = (language: Language, score: number) =>
  textIn(language, 'audit', 'self_check.result.score')
    .replace('{{score}}', String(score))
    .replace('{{total}}', String(SELF_CHECK_QUESTIONS.length))

withAndWithoutJavaScript(() => {
  test('the self-check counts the score and names the first three fixes as he answers', async ({
    page,
    language,
    text,
  }) => {
    await page.goto(pagePath('selfCheck', language))
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      text('audit', 'self_check.hero.title'),
    )
    const groups = page.locator('#self-check-answers fieldset')
    await expect(groups).toHaveCount(SELF_CHECK_QUESTIONS.length)
    for (const id of SELF_CHECK_QUESTIONS)
      await expect(page.getByText(text('audit', `self_check.questions.${id}.why`))).toBeVisible()
    const result = page.getByRole('region', { name: text('audit', 'self_check.result.title') })
    const fixes = result.locator('.check-fix')
    // Before the first answer: how to get a result, not "you still need to answer".
    await expect(result.getByText(text('audit', 'self_check.result.start'))).toBeVisible()
    await expect(result.getByText(text('audit', 'self_check.result.unanswered'))).toBeHidden()
    await expect(fixes.filter({ visible: true })).toHaveCount(0)

    // No to owner, hours, photos and posts; yes to the rest.
    const no = new Set<SelfCheckQuestion>(['owner', 'hours', 'photos', 'posts'])
    const [first, ...rest] = SELF_CHECK_QUESTIONS
    await answer(page, language, first, !no.has(first))
    await expect(result.getByText(text('audit', 'self_check.result.start'))).toBeHidden()
    await expect(result.getByText(text('audit', 'self_check.result.unanswered'))).toBeVisible()
    for (const id of rest) await answer(page, language, id, !no.has(id))
    expect(await shownText(page, '.check-score-line')).toBe(scoreLine(language, 6))
    await expect(result.getByText(text('audit', 'self_check.result.unanswered'))).toBeHidden()
    await expect(result.getByText(text('audit', 'self_check.result.fixes_title'))).toBeVisible()
    // The three most important, in order: the fourth answered no is left for later.
    const shown = fixes.filter({ visible: true })
    await expect(shown).toHaveCount(3)
    for (const [index, id] of (['owner', 'hours', 'photos'] as const).entries()) {
      await expect(shown.nth(index)).toContainText(
        text('audit', `self_check.questions.${id}.fix_title`),
      )
      await expect(shown.nth(index)).toContainText(text('audit', `self_check.questions.${id}.fix`))
    }
    await expect(result.getByText(text('audit', 'self_check.result.all_good'))).toBeHidden()

    // He changes his mind: the first fix goes, the fourth moves up.
    await answer(page, language, 'owner', true)
    expect(await shownText(page, '.check-score-line')).toBe(scoreLine(language, 7))
    await expect(shown).toHaveCount(3)
    await expect(shown.nth(2)).toContainText(text('audit', 'self_check.questions.posts.fix'))

    // All yes: nothing to fix, and he is told so.
    for (const id of no) await answer(page, language, id, true)
    expect(await shownText(page, '.check-score-line')).toBe(
      scoreLine(language, SELF_CHECK_QUESTIONS.length),
    )
    await expect(shown).toHaveCount(0)
    await expect(result.getByText(text('audit', 'self_check.result.all_good'))).toBeVisible()
    await expect(result.getByText(text('audit', 'self_check.result.fixes_title'))).toBeHidden()
  })
})

test('his answers travel with the free-analysis request, to the local inbox', async ({
  page,
  request,
  language,
  text,
}) => {
  await page.goto(pagePath('selfCheck', language))
  await islandsReady(page)
  await answer(page, language, 'owner', true)
  await answer(page, language, 'category', false)
  await answer(page, language, 'reviews', false)
  const company = `Selvtjek VVS ${Date.now()} ${Math.random()}`
  const form = page.getByRole('form', { name: text('audit', 'self_check.request.title') })
  await form.getByLabel(text('universal', 'form.company')).fill(company)
  await form.getByLabel(text('universal', 'form.email')).fill('selvtjek@example.dk')
  await form.getByRole('button', { name: text('audit', 'self_check.request.submit') }).click()
  await expect(form.getByRole('status')).toContainText(text('audit', 'form.success_title'))
  const messages: { template_id: string; template_params: Record<string, string> }[] = await (
    await request.get(`${INBOX}/api/messages`)
  ).json()
  const received = messages.find((message) => message.template_params.company === company)
  expect(received).toMatchObject({
    template_id: 'audit_request',
    template_params: {
      from_name: company,
      from_email: 'selvtjek@example.dk',
      to_email: site.mailRecipient,
    },
  })
  const lines = received?.template_params.message?.split('\n') ?? []
  // The spec's fixed sentence first, then the answers as he read them.
  expect(lines[0]).toBe(text('audit', 'form.message').replace('{{company}}', company))
  const yes = text('audit', 'self_check.answer.yes')
  const no = text('audit', 'self_check.answer.no')
  const none = text('audit', 'self_check.answer.none')
  expect(lines).toEqual(
    expect.arrayContaining([
      text('audit', 'self_check.request.answers_intro'),
      scoreLine(language, 1),
      `1. ${question(language, 'owner')} ${yes}`,
      `2. ${question(language, 'category')} ${no}`,
      `6. ${question(language, 'reviews')} ${no}`,
      `10. ${question(language, 'posts')} ${none}`,
    ]),
  )
})

test('the self-check is offered from the hero, the analysis page and the guide', async ({
  page,
  language,
}) => {
  const path = pagePath('selfCheck', language)
  for (const from of [
    pagePath('home', language),
    pagePath('audit', language),
    pagePath('download', language),
  ]) {
    await page.goto(from)
    await expect(page.locator(`main a[href="${path}"]`).first()).toBeVisible()
  }
})
