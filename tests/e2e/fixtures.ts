import type { Page } from '@playwright/test'

export { expect, type Page, type Route, test } from '@playwright/test'

/**
 * Waits until React runs the page (home and the free-analysis page; every other page has no
 * framework to wait for). A visitor does not wait for this, and most tests should not either:
 * use it only where a test is about what happens after hydration.
 */
export async function hydrated(page: Page): Promise<void> {
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' })
}
