import { gzipSync } from 'node:zlib'
import type { APIRequestContext } from '@playwright/test'
import { ALL_PAGES, SITES } from '../../scripts/local-sites.ts'
import { expect, test } from './fixtures.ts'

/**
 * Issue 7's budgets, in gzip bytes of what a page loads first. Home's JavaScript target of
 * 100 KB is out of reach with DESIGN.md's client stack (React 19 + React Router 8 + i18next
 * weigh about 125 KB before any app code, docs/decisions/008); the ceiling keeps the gap from
 * growing unnoticed.
 */
const BUDGET = {
  css: 20_000,
  html: 40_000,
  extraJsOverHome: 25_000,
  homeJsTarget: 100_000,
  homeJsCeiling: 160_000,
}

type Weight = { js: number; css: number; html: number }

/** Static imports of a built (minified) module: `import{a}from"./b.js"`, `import"./c.js"`, `export*from"./d.js"`. */
const STATIC_IMPORT = /(?:^|[;}\s])(?:import|export)\s*(?:[\w*{}$,\s]*?from\s*)?"([^"]+\.js)"/g

/**
 * The gzip size of the page and of everything it loads first: its stylesheets, and the modules
 * its bootstrap imports with all they import statically (later navigations' chunks excluded).
 */
async function firstLoadWeight(request: APIRequestContext, url: string): Promise<Weight> {
  const html = await (await request.get(url)).text()
  const bootstrap = html.match(/<script type="module"[^>]*>([\s\S]*?)<\/script>/)?.[1] ?? ''
  const pending = [...bootstrap.matchAll(/import\("([^"]+\.js)"\)/g)].map(
    (m) => new URL(m[1] ?? '', url).href,
  )
  const seen = new Set<string>()
  let js = 0
  while (pending.length) {
    const module = pending.pop() ?? ''
    if (seen.has(module)) continue
    seen.add(module)
    const code = await (await request.get(module)).body()
    js += gzipSync(code).length
    for (const [, target] of code.toString().matchAll(STATIC_IMPORT))
      pending.push(new URL(target ?? '', module).href)
  }
  const stylesheets = [...html.matchAll(/<link rel="stylesheet" href="([^"]+\.css)"/g)].map(
    (m) => new URL(m[1] ?? '', url).href,
  )
  let css = 0
  for (const sheet of stylesheets) css += gzipSync(await (await request.get(sheet)).body()).length
  return { js, css, html: gzipSync(html).length }
}

for (const language of ['da', 'en'] as const) {
  test(`${language}: every page keeps within the CSS and HTML budgets and adds at most 25 KB of JS to home`, async ({
    request,
  }) => {
    const home = await firstLoadWeight(request, `${SITES[language]}/`)
    const rows: string[] = []
    for (const { path, url } of ALL_PAGES.filter((page) => page.language === language)) {
      const weight = await firstLoadWeight(request, url)
      rows.push(
        `${path.padEnd(58)} js ${(weight.js / 1000).toFixed(1)} KB  css ${(weight.css / 1000).toFixed(1)} KB  html ${(weight.html / 1000).toFixed(1)} KB`,
      )
      expect(weight.css, `${path} CSS`).toBeLessThanOrEqual(BUDGET.css)
      expect(weight.html, `${path} HTML`).toBeLessThanOrEqual(BUDGET.html)
      expect(weight.js - home.js, `${path} JS beyond home`).toBeLessThanOrEqual(
        BUDGET.extraJsOverHome,
      )
    }
    test.info().annotations.push({ type: 'weights', description: rows.join('\n') })
    console.log(
      `${language} first-load weights (gzip; home JS target ${BUDGET.homeJsTarget / 1000} KB, ceiling ${BUDGET.homeJsCeiling / 1000} KB):\n${rows.join('\n')}`,
    )
    expect(home.js, 'home JS (the module walk found it)').toBeGreaterThan(0)
    expect(home.js, 'home JS').toBeLessThanOrEqual(BUDGET.homeJsCeiling)
  })
}
