import { PAGE_LINKS, pagePath } from '#app/i18n/pages.ts'
import { expect, expectAtContact, type Page, test } from '#tests/playwright-utils.ts'

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })

/**
 * Records each time the menu opens or closes, in the tab's session storage: the record outlives
 * the page when a link in the menu leads to another one.
 */
async function recordMenuToggles(page: Page): Promise<() => Promise<string[]>> {
  await page.evaluate(() =>
    document.querySelector('#site-menu')?.addEventListener('beforetoggle', (event) => {
      const toggles = JSON.parse(sessionStorage.getItem('menu-toggles') ?? '[]')
      toggles.push((event as ToggleEvent).newState)
      sessionStorage.setItem('menu-toggles', JSON.stringify(toggles))
    }),
  )
  return () => page.evaluate(() => JSON.parse(sessionStorage.getItem('menu-toggles') ?? '[]'))
}

async function scrollTo(page: Page, y: number) {
  await page.evaluate((top) => window.scrollTo(0, top), y)
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(y)
}

test.describe('menu', () => {
  test('opens and closes with its button, which tells its state', async ({ page, text }) => {
    await page.goto('/')
    const button = page.getByRole('button', { name: text('universal', 'nav.menu') })
    const about = page
      .getByRole('banner')
      .getByRole('link', { name: text('universal', 'pages.about'), exact: true })
    await expect(button).toHaveAttribute('aria-expanded', 'false')
    await expect(about).toBeHidden()

    await button.click()
    await expect(button).toHaveAttribute('aria-expanded', 'true')
    const menu = page.locator('#site-menu')
    for (const name of [
      ...PAGE_LINKS.header.map((id) => text('universal', `pages.${id}`)),
      text('universal', 'nav.contact'),
    ]) {
      await expect(menu.getByRole('link', { name, exact: true })).toBeVisible()
    }
    await expect(about).toBeVisible()
    await button.click()
    await expect(button).toHaveAttribute('aria-expanded', 'false')
    await expect(menu).toBeHidden()
    await expect(about).toBeHidden()
  })

  test('works from the keyboard, and Escape closes it and returns focus', async ({
    page,
    text,
  }) => {
    await page.goto('/')
    const button = page.getByRole('button', { name: text('universal', 'nav.menu') })
    await button.focus()
    await page.keyboard.press('Enter')
    await expect(page.locator('#site-menu')).toBeVisible()
    await page.keyboard.press('Tab')
    await expect(
      page.locator('#site-menu').getByRole('link', { name: text('universal', 'pages.home') }),
    ).toBeFocused()
    await page.keyboard.press('Escape')
    await expect(page.locator('#site-menu')).toBeHidden()
    await expect(button).toBeFocused()
  })

  test('closes when a link is followed', async ({ page, language, text }) => {
    await page.goto('/')
    const menuToggles = await recordMenuToggles(page)
    const button = page.getByRole('button', { name: text('universal', 'nav.menu') })
    await button.click()
    await page
      .locator('#site-menu')
      .getByRole('link', { name: text('universal', 'pages.packages') })
      .click()
    await expect(page).toHaveURL(pagePath('packages', language))
    // It closed on the page the link was followed on, not only by leaving it.
    expect(await menuToggles()).toEqual(['open', 'closed'])
    await expect(page.locator('#site-menu')).toBeHidden()
    await expect(button).toHaveAttribute('aria-expanded', 'false')
  })

  test('on the home page, its contact link closes it and scrolls to contact', async ({
    page,
    language,
    text,
  }) => {
    await page.goto('/')
    const button = page.getByRole('button', { name: text('universal', 'nav.menu') })
    await button.click()
    await page
      .locator('#site-menu')
      .getByRole('link', { name: text('universal', 'nav.contact') })
      .click()
    await expect(page.locator('#site-menu')).toBeHidden()
    await expect(button).toHaveAttribute('aria-expanded', 'false')
    await expectAtContact(page, language)
  })

  test('its contact button closes it and scrolls to the contact section', async ({
    page,
    language,
    text,
  }) => {
    await page.goto(pagePath('cases', language))
    const menuToggles = await recordMenuToggles(page)
    await page.getByRole('button', { name: text('universal', 'nav.menu') }).click()
    await page
      .locator('#site-menu')
      .getByRole('link', { name: text('universal', 'nav.contact') })
      .click()
    await expectAtContact(page, language)
    expect(await menuToggles()).toEqual(['open', 'closed'])
    await expect(page.locator('#site-menu')).toBeHidden()
  })
})

test.describe('menu without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('opens from its button, leads on, and closes on Escape, as plain HTML', async ({
    page,
    language,
    text,
  }) => {
    await page.goto(pagePath('cases', language))
    const menu = page.locator('#site-menu')
    const button = page.getByRole('button', { name: text('universal', 'nav.menu') })
    await expect(menu).toBeHidden()
    await button.click()
    await expect(
      menu.getByRole('link', { name: text('universal', 'pages.about'), exact: true }),
    ).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(menu).toBeHidden()
    await button.click()
    await menu.getByRole('link', { name: text('universal', 'pages.packages'), exact: true }).click()
    await expect(page).toHaveURL(pagePath('packages', language))
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  })
})

test.describe('sticky bar', () => {
  test('appears after 100 px of scrolling, with the two lead actions', async ({
    page,
    language,
    text,
  }) => {
    await page.goto('/')
    const bar = page.getByRole('complementary', { name: text('universal', 'sticky.label') })
    await expect(bar).toBeHidden()
    await scrollTo(page, 100)
    await expect(bar).toBeHidden()
    await scrollTo(page, 160)
    await expect(bar).toBeVisible()
    await expect(
      bar.getByRole('link', { name: text('universal', 'sticky.audit') }),
    ).toHaveAttribute('href', pagePath('audit', language))
    await expect(bar.getByRole('link', { name: text('universal', 'sticky.contact') })).toBeVisible()
    await scrollTo(page, 0)
    await expect(bar).toBeHidden()
  })

  test('its contact button goes home and scrolls to contact', async ({ page, language, text }) => {
    await page.goto(pagePath('about', language))
    await scrollTo(page, 300)
    await page
      .getByRole('complementary', { name: text('universal', 'sticky.label') })
      .getByRole('link', { name: text('universal', 'sticky.contact') })
      .click()
    await expectAtContact(page, language)
  })

  test('stays closed for the rest of the session once dismissed', async ({
    page,
    context,
    language,
    text,
  }) => {
    const bar = (tab: Page) =>
      tab.getByRole('complementary', { name: text('universal', 'sticky.label') })
    await page.goto('/')
    await scrollTo(page, 300)
    await bar(page)
      .getByRole('button', { name: text('universal', 'sticky.close') })
      .click()
    await expect(bar(page)).toBeHidden()
    await page.goto(pagePath('packages', language))
    await scrollTo(page, 300)
    await expect(page.getByRole('heading', { level: 1 })).toBeAttached()
    await expect(bar(page)).toBeHidden()

    const otherSession = await context.newPage()
    await otherSession.goto('/')
    await scrollTo(otherSession, 300)
    await expect(bar(otherSession)).toBeVisible()
  })

  for (const id of ['audit', 'privacy', 'terms'] as const) {
    test(`is not on the ${id} page`, async ({ page, language, text }) => {
      await page.goto(pagePath(id, language))
      await scrollTo(page, 300)
      await expect(page.getByRole('contentinfo')).toBeAttached()
      // Not even hidden: the page does not have it.
      await expect(
        page.getByRole('complementary', {
          name: text('universal', 'sticky.label'),
          includeHidden: true,
        }),
      ).toHaveCount(0)
    })
  }

  test.describe('on a desktop screen', () => {
    test.use({ viewport: { width: 1366, height: 800 }, isMobile: false, hasTouch: false })

    test('is not shown, though the page has it', async ({ page, text }) => {
      await page.goto('/')
      await scrollTo(page, 300)
      const bar = page.getByRole('complementary', {
        name: text('universal', 'sticky.label'),
        includeHidden: true,
      })
      await expect(bar).toBeAttached()
      await expect(bar).toBeHidden()
    })
  })
})

test.describe('sticky bar without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('appears after 100 px of scrolling; its links work, and there is no close button that cannot remember', async ({
    page,
    language,
    text,
  }) => {
    await page.goto(pagePath('about', language))
    const bar = page.getByRole('complementary', { name: text('universal', 'sticky.label') })
    await expect(bar).toBeHidden()
    await page.mouse.wheel(0, 400)
    await expect(bar).toBeVisible()
    await expect(
      bar.getByRole('button', { name: text('universal', 'sticky.close'), includeHidden: true }),
    ).toBeAttached()
    await expect(bar.getByRole('button')).toBeHidden()
    await bar.getByRole('link', { name: text('universal', 'sticky.audit') }).click()
    await expect(page).toHaveURL(pagePath('audit', language))
  })
})
