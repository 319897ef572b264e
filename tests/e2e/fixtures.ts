import { test as base, type Page } from '@playwright/test'

export { expect, type Page, type Route } from '@playwright/test'

/** Hydration starts after load; a visitor's first click, like a test's, comes once it is done. */
export async function hydrated(page: Page): Promise<void> {
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' })
}

/** `page.goto` and `page.reload` that also wait for hydration when JavaScript is on. */
export const test = base.extend({
  page: async ({ page, javaScriptEnabled }, use) => {
    if (javaScriptEnabled !== false) {
      const goto = page.goto.bind(page)
      const reload = page.reload.bind(page)
      page.goto = async (...args) => {
        const response = await goto(...args)
        await hydrated(page)
        return response
      }
      page.reload = async (...args) => {
        const response = await reload(...args)
        await hydrated(page)
        return response
      }
    }
    await use(page)
  },
})
