import path from 'node:path'
import type { Plugin } from 'vite'
import { palette } from '#app/settings/site.ts'

const STYLESHEET = path.resolve(import.meta.dirname, '../../app/app.css')
const SITE_MODULE = path.resolve(import.meta.dirname, '../../app/settings/site.ts')

/** The palette as Tailwind theme variables: `--color-brand-900`, `--color-ink`… */
export function paletteThemeCss(): string {
  const variables = Object.entries(palette).flatMap(([name, value]) =>
    typeof value === 'string'
      ? [`--color-${name}: ${value};`]
      : Object.entries(value).map(([shade, colour]) => `--color-${name}-${shade}: ${colour};`),
  )
  return `@theme {\n${variables.map((line) => `  ${line}\n`).join('')}}\n`
}

/**
 * Adds the palette of app/settings/site.ts to app.css's theme before Tailwind reads the stylesheet, so
 * `bg-brand-900`, `text-ink` and `var(--color-brand-900)` come from the one place the colours
 * are written.
 */
export function paletteTheme(): Plugin {
  return {
    name: 'palette-theme',
    enforce: 'pre',
    transform(css, id) {
      if (id.split('?')[0] !== STYLESHEET) return
      this.addWatchFile(SITE_MODULE)
      return `${css}\n${paletteThemeCss()}`
    },
  }
}
