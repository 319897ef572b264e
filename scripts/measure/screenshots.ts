import { mkdir } from 'node:fs/promises'
import { chromium } from '@playwright/test'
import { ALL_PAGES } from '#server/local-sites.ts'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '#tests/chromium.ts'

/**
 * `npm run screenshots` (with `npm start` running): every page in both languages at 320, 390 and
 * 1366 px, full length, into screenshots/. Look at them before calling a page done.
 */
const WIDTHS = [320, 390, 1366]
const only = process.argv[2]

await mkdir('screenshots', { recursive: true })
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS })
for (const width of WIDTHS) {
  // Reduced motion shows what a visitor sees once everything has revealed and counted.
  const page = await browser.newPage({
    viewport: { width, height: 844 },
    reducedMotion: 'reduce',
    bypassCSP: true,
  })
  for (const { language, path, url } of ALL_PAGES) {
    if (only && !path.includes(only)) continue
    await page.goto(url, { waitUntil: 'networkidle' })
    // A full-length picture shows the whole page as a visitor scrolling through it sees it: the
    // parts the browser skips until the visitor nears them (components/render-when-near.tsx)
    // would otherwise be blank.
    await page.addStyleTag({
      content: '.render-when-near { content-visibility: visible !important; }',
    })
    const name = `${language}${path === '/' ? '-home' : path.replaceAll('/', '-')}-${width}.png`
    await page.screenshot({ path: `screenshots/${name}`, fullPage: true })
    console.log(`screenshots/${name}`)
  }
  await page.close()
}
await browser.close()
