import { readFileSync } from 'node:fs'
import { formatLongDate } from '#app/i18n/format-date.ts'
import { CONTACT_ANCHORS, pagePath } from '#app/i18n/pages.ts'
import { site } from '#app/settings/site.ts'
import { expect, expectAtContact, siteUrl, test } from '#tests/playwright-utils.ts'

test('the case story has its eight parts, a quote, two tiles and both calls to action', async ({
  page,
  language,
  text,
}) => {
  await page.goto(pagePath('cases', language))
  const story = page.getByRole('article')
  await expect(story.getByRole('heading', { level: 3 })).toHaveText(
    (
      ['intro', 'challenge', 'turning_point', 'mission', 'approach', 'opportunity', 'cta'] as const
    ).map((id) => text('cases', `story.${id}.title`)),
  )
  await expect(story.getByText(text('cases', 'story.mission.text'))).toBeVisible()
  await expect(story.locator('blockquote')).toHaveText(text('cases', 'story.quote.text'))
  await expect(story.locator('figcaption')).toHaveText(text('cases', 'story.quote.author'))
  await expect(
    story.getByRole('link', { name: text('cases', 'story.cta.button') }),
  ).toHaveAttribute('href', pagePath('audit', language))

  const tiles = page
    .getByRole('region', { name: text('cases', 'advantages.title') })
    .getByRole('listitem')
  await expect(tiles.getByRole('heading')).toHaveText(
    (['attention', 'energy'] as const).map((id) => text('cases', `advantages.items.${id}.title`)),
  )

  const finalCta = page.getByRole('region', { name: text('cases', 'final_cta.title') })
  await expect(
    finalCta.getByRole('link', { name: text('cases', 'final_cta.packages') }),
  ).toHaveAttribute('href', pagePath('packages', language))
  await finalCta.getByRole('link', { name: text('cases', 'final_cta.contact') }).click()
  await expectAtContact(page, language)
})

test('the about page introduces the founder with photo, four paragraphs and direct contact', async ({
  page,
  request,
  language,
  text,
}) => {
  await page.goto(pagePath('about', language))
  const card = page.getByRole('region', { name: text('om-os', 'team.title') })
  await expect(card.getByRole('heading', { level: 3 })).toHaveText(site.founder.name)
  await expect(card).toContainText(site.founder.role[language])
  const photo = card.getByRole('img', { name: text('om-os', 'team.photo_alt') })
  await expect(photo).toHaveAttribute('width', '640')
  await expect(photo).toHaveAttribute('height', '800')
  await expect(card.locator('source[type="image/avif"]')).toHaveAttribute(
    'srcset',
    '/images/founder-320.avif 320w, /images/founder-640.avif 640w',
  )
  await expect(card.locator('source[type="image/webp"]')).toHaveCount(1)
  for (const file of ['founder-320.avif', 'founder-640.webp', 'founder-640.jpg']) {
    const response = await request.get(`/images/${file}`)
    expect(response.status(), file).toBe(200)
    expect(response.headers()['content-type']).toMatch(/^image\//)
  }
  const bio = JSON.parse(readFileSync(`public/locales/${language}/om-os.json`, 'utf8')).team
    .bio as string[]
  expect(bio).toHaveLength(4)
  for (const paragraph of bio)
    await expect(
      card.getByText(
        paragraph.replaceAll('{{founder}}', site.founder.name).replaceAll('{{brand}}', site.brand),
      ),
    ).toBeVisible()
  await expect(card.getByRole('link', { name: site.phone.display })).toHaveAttribute(
    'href',
    `tel:${site.phone.dial}`,
  )
  await expect(card.getByRole('link', { name: site.email })).toHaveAttribute(
    'href',
    `mailto:${site.email}`,
  )

  await expect(
    page.getByRole('region', { name: text('om-os', 'expertise.title') }).locator('dt'),
  ).toHaveCount(6)
  await expect(
    page
      .getByRole('region', { name: text('om-os', 'reasons.title') })
      .getByRole('heading', { level: 3 }),
  ).toHaveText(
    (['energy', 'knowledge', 'personal', 'pricing'] as const).map((id) =>
      text('om-os', `reasons.items.${id}.title`),
    ),
  )
  const cta = page.getByRole('region', { name: text('om-os', 'cta.title') })
  await expect(cta.getByRole('link', { name: text('om-os', 'cta.audit') })).toHaveAttribute(
    'href',
    pagePath('audit', language),
  )
  await expect(cta.getByRole('link', { name: text('om-os', 'cta.contact') })).toHaveAttribute(
    'href',
    `/#${CONTACT_ANCHORS[language]}`,
  )

  const data = (await page.locator('script[type="application/ld+json"]').allTextContents()).map(
    (json) => JSON.parse(json),
  )
  expect(data.find((item) => item['@type'] === 'Person')).toMatchObject({
    name: site.founder.name,
    jobTitle: site.founder.role[language],
    worksFor: { '@id': siteUrl(language, '/#business') },
  })
})

for (const [id, sections] of [
  ['privacy', 11],
  ['terms', 12],
] as const) {
  test(`${id} has ${sections} numbered sections, a table of contents, the date, and is not indexed`, async ({
    page,
    language,
    text,
  }) => {
    await page.goto(pagePath(id, language))
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, follow')
    // The owner's date (legal.updated in content/site.json), written as each language writes
    // dates (app/i18n/format-date.test.ts: "19. december 2024", "Dec. 19, 2024").
    await expect(page.locator(`time[datetime="${site.legal.updated}"]`)).toHaveText(
      formatLongDate(site.legal.updated, language),
    )
    const headings = page.locator('main section[id^="section-"] > h2')
    await expect(headings).toHaveCount(sections)
    const titles = await headings.allTextContents()
    for (const [index, title] of titles.entries())
      expect(title).toMatch(new RegExp(`^${index + 1}\\. \\S`))
    const contents = page
      .getByRole('navigation', { name: text('universal', 'legal.contents') })
      .getByRole('link')
    await expect(contents).toHaveCount(sections)
    await contents.nth(sections - 1).click()
    await expect(page).toHaveURL(new RegExp(`#section-${sections}$`))
    await expect(headings.nth(sections - 1)).toBeInViewport()
    // The English terms (a contract) let the Danish text prevail; the privacy policy informs,
    // so its English version binds as written.
    const notice = page.getByText(
      id === 'terms'
        ? /Danish version prevails/
        : /English translation of the Danish privacy policy/,
    )
    if (language === 'en') await expect(notice).toBeVisible()
    else await expect(notice).toHaveCount(0)
    await expect(page.getByText(/prevails/)).toHaveCount(
      language === 'en' && id === 'terms' ? 1 : 0,
    )
    await expect(page.locator('main')).toContainText(site.cvr)
    await expect(page.locator('main')).not.toContainText('{{')
  })
}

test('the privacy policy names the browser storage, the processor abroad and Datatilsynet', async ({
  page,
  language,
}) => {
  await page.goto(pagePath('privacy', language))
  const main = page.locator('main')
  const lang = language === 'da' ? '»lang«' : '"lang"'
  for (const words of [lang, 'EmailJS', 'Singapore', 'Datatilsynet', '3', 'localStorage'])
    await expect(main).toContainText(words)
})

test('the legal pages print without the site around them', async ({ page, language, text }) => {
  await page.goto(pagePath('terms', language))
  const around = [
    page.getByRole('banner'),
    page.getByRole('contentinfo'),
    page.getByRole('navigation', { name: text('universal', 'legal.contents') }),
  ]
  for (const part of around) await expect(part).toBeVisible()
  await page.emulateMedia({ media: 'print' })
  for (const part of around) await expect(part).toBeHidden()
  await expect(page.locator('main section[id^="section-"] > h2').first()).toBeVisible()
})
