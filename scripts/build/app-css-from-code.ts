import { readFile } from 'node:fs/promises'
import path from 'node:path'
import type { Plugin } from 'vite'
import { selfCheckFixesCss } from '#app/self-check/self-check-css.ts'
import { palette } from '#app/settings/site.ts'

const STYLESHEET = path.resolve(import.meta.dirname, '../../app/app.css')
const SOURCES = ['../../app/settings/site.ts', '../../app/self-check/self-check-questions.ts'].map(
  (file) => path.resolve(import.meta.dirname, file),
)

/** The palette as Tailwind theme variables: `--color-brand-900`, `--color-ink`… */
export function paletteThemeCss(): string {
  const variables = Object.entries(palette).flatMap(([name, value]) =>
    typeof value === 'string'
      ? [`--color-${name}: ${value};`]
      : Object.entries(value).map(([shade, colour]) => `--color-${name}-${shade}: ${colour};`),
  )
  return `@theme {\n${variables.map((line) => `  ${line}\n`).join('')}}\n`
}

/** app.css as Tailwind reads it: `css` (its text) with what follows from the code (below). */
function withCssFromCode(css: string): string {
  return `${css}\n${paletteThemeCss()}\n${selfCheckFixesCss()}\n`
}

/** The project's own stylesheet as Tailwind reads it (scripts/build/short-class-names.ts). */
export async function projectStylesheet(): Promise<string> {
  return withCssFromCode(await readFile(STYLESHEET, 'utf8'))
}

/**
 * Appends to app.css, before Tailwind reads it, the CSS that follows from the code:
 * - the palette of app/settings/site.ts as theme variables, so `bg-brand-900`, `text-ink` and
 *   `var(--color-brand-900)` come from the one place the colours are written;
 * - the self-check's rule per question (app/self-check/self-check-css.ts), so they follow its
 *   list of questions.
 */
export function appCssFromCode(): Plugin {
  return {
    name: 'app-css-from-code',
    enforce: 'pre',
    transform(css, id) {
      if (id.split('?')[0] !== STYLESHEET) return
      for (const source of SOURCES) this.addWatchFile(source)
      return withCssFromCode(css)
    },
  }
}
