/** The palette is written once, in content/site.json; everything else reads it from there. */
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { expect, test } from 'vitest'
import { palette } from '#app/settings/site.ts'
import { SITE_FILE } from '#app/settings/site-file-schema.ts'
import { paletteThemeCss } from '#scripts/build/app-css-from-code.ts'

const colours = Object.values(palette)
  .flatMap((value) => (typeof value === 'string' ? [value] : Object.values(value)))
  .map((colour) => colour.toLowerCase())

const sources = ['app', 'scripts', 'public', 'content'].flatMap((dir) =>
  readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.(tsx?|css|svg|json)$/.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name)),
)

test('no source file but content/site.json writes a colour of the palette', () => {
  const written = sources
    .filter((file) => file !== SITE_FILE)
    .flatMap((file) => {
      const text = readFileSync(file, 'utf8').toLowerCase()
      return colours.filter((colour) => text.includes(colour)).map((colour) => `${file}: ${colour}`)
    })
  expect(written).toEqual([])
})

test("Tailwind's theme gets every colour of the palette, named as the classes use them", () => {
  const theme = paletteThemeCss()
  expect(theme).toContain('--color-brand-900: #0f4c3a;')
  expect(theme).toContain('--color-accent-400: #fbbf24;')
  expect(theme).toContain('--color-ink: #0f172a;')
  for (const colour of colours) expect(theme).toContain(`: ${colour};`)
})
