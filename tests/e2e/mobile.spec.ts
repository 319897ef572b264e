import { CONTACT_ANCHORS, pagePath } from '../../app/i18n/pages.ts'
import { SITES } from '../../scripts/local-sites.ts'
import { expect, type Page, test } from './fixtures.ts'

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })

const stickyBar = (page: Page) => page.getByRole('complementary', { name: 'Hurtige genveje' })

async function scrollTo(page: Page, y: number) {
  await page.evaluate((top) => window.scrollTo(0, top), y)
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(y)
}

test.describe('menu', () => {
  test('opens and closes with its button, which tells its state', async ({ page }) => {
    await page.goto(SITES.da)
    const button = page.getByRole('button', { name: 'Menu' })
    await expect(button).toHaveAttribute('aria-expanded', 'false')
    await expect(
      page.getByRole('banner').getByRole('link', { name: 'Om os', exact: true }),
    ).toBeHidden()

    await button.click()
    await expect(button).toHaveAttribute('aria-expanded', 'true')
    const menu = page.locator('#site-menu')
    for (const name of [
      'Forside',
      'Pakker',
      'Om os',
      'Cases',
      'Blog',
      'Gratis analyse',
      'Kontakt',
    ]) {
      await expect(menu.getByRole('link', { name, exact: true })).toBeVisible()
    }
    await button.click()
    await expect(button).toHaveAttribute('aria-expanded', 'false')
    await expect(menu).toBeHidden()
  })

  test('works from the keyboard, and Escape closes it and returns focus', async ({ page }) => {
    await page.goto(SITES.en)
    const button = page.getByRole('button', { name: 'Menu' })
    await button.focus()
    await page.keyboard.press('Enter')
    await expect(page.locator('#site-menu')).toBeVisible()
    await page.keyboard.press('Tab')
    await expect(page.locator('#site-menu').getByRole('link', { name: 'Home' })).toBeFocused()
    await page.keyboard.press('Escape')
    await expect(page.locator('#site-menu')).toBeHidden()
    await expect(page.getByRole('button', { name: 'Menu' })).toBeFocused()
  })

  test('closes when a link is followed', async ({ page }) => {
    await page.goto(SITES.en)
    await page.getByRole('button', { name: 'Menu' }).click()
    await page.locator('#site-menu').getByRole('link', { name: 'Packages' }).click()
    await expect(page).toHaveURL(`${SITES.en}/services`)
    await expect(page.locator('#site-menu')).toBeHidden()
    await expect(page.getByRole('button', { name: 'Menu' })).toHaveAttribute(
      'aria-expanded',
      'false',
    )
  })

  test('on the home page, its contact link closes it and scrolls to contact', async ({ page }) => {
    await page.goto(SITES.da)
    await page.getByRole('button', { name: 'Menu' }).click()
    await page.locator('#site-menu').getByRole('link', { name: 'Kontakt' }).click()
    await expect(page.locator('#site-menu')).toBeHidden()
    await expect(page.getByRole('button', { name: 'Menu' })).toHaveAttribute(
      'aria-expanded',
      'false',
    )
    await expect
      .poll(async () => (await page.locator(`#${CONTACT_ANCHORS.da}`).boundingBox())?.y)
      .toBeLessThan(100)
  })

  test('its contact button closes it and scrolls to the contact section', async ({ page }) => {
    await page.goto(`${SITES.da}/cases`)
    await page.getByRole('button', { name: 'Menu' }).click()
    await page.locator('#site-menu').getByRole('link', { name: 'Kontakt' }).click()
    await expect(page).toHaveURL(`${SITES.da}/#${CONTACT_ANCHORS.da}`)
    await expect(page.locator('#site-menu')).toBeHidden()
    await expect
      .poll(async () => (await page.locator(`#${CONTACT_ANCHORS.da}`).boundingBox())?.y)
      .toBeLessThan(100)
  })
})

test.describe('menu without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('opens from its button, leads on, and closes on Escape, as plain HTML', async ({ page }) => {
    await page.goto(`${SITES.da}/cases`)
    const menu = page.locator('#site-menu')
    await expect(menu).toBeHidden()
    await page.getByRole('button', { name: 'Menu' }).click()
    await expect(menu.getByRole('link', { name: 'Om os', exact: true })).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(menu).toBeHidden()
    await page.getByRole('button', { name: 'Menu' }).click()
    await menu.getByRole('link', { name: 'Pakker', exact: true }).click()
    await expect(page).toHaveURL(`${SITES.da}${pagePath('packages', 'da')}`)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  })
})

test.describe('sticky bar', () => {
  test('appears after 100 px of scrolling, with the two lead actions', async ({ page }) => {
    await page.goto(SITES.da)
    await expect(stickyBar(page)).toBeHidden()
    await scrollTo(page, 100)
    await expect(stickyBar(page)).toBeHidden()
    await scrollTo(page, 160)
    await expect(stickyBar(page)).toBeVisible()
    await expect(stickyBar(page).getByRole('link', { name: 'Gratis Analyse' })).toHaveAttribute(
      'href',
      '/gratis-analyse',
    )
    await expect(stickyBar(page).getByRole('link', { name: 'Kontakt' })).toBeVisible()
    await scrollTo(page, 0)
    await expect(stickyBar(page)).toBeHidden()
  })

  test('its contact button goes home and scrolls to contact', async ({ page }) => {
    await page.goto(SITES.da + pagePath('about', 'da'))
    await scrollTo(page, 300)
    await stickyBar(page).getByRole('link', { name: 'Kontakt' }).click()
    await expect(page).toHaveURL(`${SITES.da}/#kontakt`)
    await expect
      .poll(async () => (await page.locator('#kontakt').boundingBox())?.y)
      .toBeLessThan(100)
  })

  test('stays closed for the rest of the session once dismissed', async ({ page, context }) => {
    await page.goto(SITES.da)
    await scrollTo(page, 300)
    await stickyBar(page).getByRole('button', { name: 'Skjul bjælken' }).click()
    await expect(stickyBar(page)).toBeHidden()
    await page.goto(SITES.da + pagePath('packages', 'da'))
    await scrollTo(page, 300)
    await expect(page.getByRole('heading', { level: 1 })).toBeAttached()
    await expect(stickyBar(page)).toBeHidden()

    const otherSession = await context.newPage()
    await otherSession.goto(SITES.da)
    await scrollTo(otherSession, 300)
    await expect(stickyBar(otherSession)).toBeVisible()
  })

  for (const id of ['audit', 'privacy', 'terms'] as const) {
    test(`is not shown on the ${id} page`, async ({ page }) => {
      await page.goto(SITES.da + pagePath(id, 'da'))
      await scrollTo(page, 300)
      await expect(page.getByRole('contentinfo')).toBeAttached()
      await expect(stickyBar(page)).toHaveCount(0)
    })
  }

  test('is not shown on a desktop screen', async ({ browser }) => {
    const page = await browser.newPage({ viewport: { width: 1366, height: 800 } })
    await page.goto(SITES.en)
    await scrollTo(page, 300)
    await expect(page.getByRole('complementary', { name: 'Quick actions' })).toBeHidden()
    await page.close()
  })
})

test.describe('sticky bar without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('appears after 100 px of scrolling; its links work, and there is no close button that cannot remember', async ({
    page,
  }) => {
    await page.goto(SITES.da + pagePath('about', 'da'))
    await expect(stickyBar(page)).toBeHidden()
    await page.mouse.wheel(0, 400)
    await expect(stickyBar(page)).toBeVisible()
    await expect(stickyBar(page).getByRole('button')).toBeHidden()
    await stickyBar(page).getByRole('link', { name: 'Gratis Analyse' }).click()
    await expect(page).toHaveURL(`${SITES.da}/gratis-analyse`)
  })
})
