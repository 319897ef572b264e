import { randomBytes } from 'node:crypto'
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { expect, test } from 'vitest'
import {
  FIRST_ROUND_TRIP_BYTES,
  inlineIfItFits,
  inlineStylesheetsThatFit,
  pruneStylesheet,
  roundTrips,
  TWO_ROUND_TRIPS_BYTES,
} from './page-stylesheets.ts'

const CSS = [
  'html{color:red}',
  '.used{margin:0}',
  '.unused{padding:0}',
  '.used .unused{gap:0}',
  '.unused,.used>a{top:0}',
  '.reveal[data-reveal=waiting] .card{opacity:0}',
  '@media (min-width:40rem){.sm\\:used{margin:1px}.sm\\:unused{margin:2px}}',
  '.used{animation:linear both reveal;animation-timeline:scroll(root)}',
  '.unused{content:"}"}',
].join('')

const page = (body: string) =>
  `<html><head><link rel="stylesheet" href="/assets/root-abc.css"/></head><body>${body}</body></html>`

test('a page keeps the rules its classes can match, and every rule without a class', () => {
  const pruned = pruneStylesheet(
    CSS,
    page('<div class="used sm:used"><a>x</a></div><ul class="reveal"><li class="card"></li></ul>'),
  )
  expect(pruned).toContain('html{color:red}')
  expect(pruned).toContain('.used{margin:0}')
  expect(pruned).toContain('.used>a')
  expect(pruned).toContain('.sm\\:used{margin:1px}')
  // A state the script sets (an attribute) on elements whose classes the page has.
  expect(pruned).toContain('[data-reveal=waiting]')
  expect(pruned).not.toContain('padding:0')
  expect(pruned).not.toContain('gap:0')
  expect(pruned).not.toContain('margin:2px')
  expect(pruned).not.toContain('content:')
  // What stays is the build's text, not a reprint: the timeline stays its own declaration.
  expect(pruned).toContain('.used{animation:linear both reveal;animation-timeline:scroll(root)}')
})

test('a class React wrote with entities (`[&amp;&gt;div]:flex`) keeps its rule', () => {
  const css = '.\\[\\&\\>div\\]\\:flex>div{display:flex}.unused{margin:0}'
  expect(pruneStylesheet(css, page('<dl class="[&amp;&gt;div]:flex"><div></div></dl>'))).toBe(
    '.\\[\\&\\>div\\]\\:flex>div{display:flex}',
  )
})

test("a page keeps the reset's rules for the elements it has, and not the others", () => {
  const css =
    'table{border-collapse:collapse}abbr:where([title]){text-decoration:underline}p,ol{margin:0}'
  const pruned = pruneStylesheet(css, page('<p>Hej</p><table><tr><td>1</td></tr></table>'))
  expect(pruned).toBe('table{border-collapse:collapse}p,ol{margin:0}')
})

test("a page keeps the reset's rules for the parts of form controls only when it has a form control", () => {
  const css = [
    '::placeholder{opacity:1}',
    '::file-selector-button{margin:0}',
    '::-webkit-datetime-edit-year-field{padding-block:0}',
    ':-moz-ui-invalid{box-shadow:none}',
    '::backdrop{margin:0}',
    'p{margin:0}',
  ].join('')
  expect(pruneStylesheet(css, page('<p>Hej</p>'))).toBe('::backdrop{margin:0}p{margin:0}')
  expect(pruneStylesheet(css, page('<p>Hej</p><textarea></textarea>'))).toBe(
    '::placeholder{opacity:1}:-moz-ui-invalid{box-shadow:none}::backdrop{margin:0}p{margin:0}',
  )
  expect(pruneStylesheet(css, page('<p>Hej</p><input type="date">'))).toBe(css)
})

test('a rule whose classes are inside :is(), :where() or :has() goes when none of them can match; :not() keeps it', () => {
  const css = [
    ':is(.quiz:has(.question:first-child input:checked) .fix:first-child){display:block}',
    ':where(.used,.unused) p{margin:1px}',
    '.used:has(.unused){margin:2px}',
    '.used:not(.unused){margin:3px}',
    ':is(.unused,.other){margin:4px}',
  ].join('')
  const pruned = pruneStylesheet(css, page('<div class="used"><p>x</p></div>'))
  expect(pruned).toBe(':where(.used,.unused) p{margin:1px}.used:not(.unused){margin:3px}')
  // On the page that has them, the nested rule stays.
  const quiz =
    '<div class="quiz"><div class="question"><input></div><ol><li class="fix"></li></ol></div>'
  expect(pruneStylesheet(css, page(quiz))).toContain('.fix:first-child){display:block}')
})

test('custom properties that nothing left reads go, with their @property and their values', () => {
  const css = [
    '@layer theme{:root,:host{--color-brand:green;--color-unused:red;--spacing:.25rem}}',
    '@layer properties{@supports (-webkit-hyphens:none){*,:before,:after,::backdrop{--tw-shadow:0 0 #0000;--tw-ring:0}}}',
    '.used{--tw-shadow:0 1px;box-shadow:var(--tw-shadow);color:var(--color-brand)}',
    '.unused{--tw-ring:1px;outline:var(--tw-ring);color:var(--color-unused)}',
    '@property --tw-shadow{syntax:"*";inherits:false;initial-value:0 0 #0000}',
    '@property --tw-ring{syntax:"*";inherits:false}',
  ].join('')
  const pruned = pruneStylesheet(
    css,
    page('<p class="used" style="margin:calc(var(--spacing)*2)">x</p>'),
  )
  expect(pruned).toContain(':root,:host{--color-brand:green;--spacing:.25rem}')
  expect(pruned).toContain('::backdrop{--tw-shadow:0 0 #0000}')
  expect(pruned).toContain('@property --tw-shadow{')
  expect(pruned).not.toContain('--color-unused')
  expect(pruned).not.toContain('--tw-ring')
})

test('a custom property read only by another that nothing reads goes too', () => {
  const css = [
    '@layer theme{:root,:host{--font-mono:monospace;--default-mono-font-family:var(--font-mono);',
    '--font-sans:sans-serif;--default-font-family:var(--font-sans)}}',
    'html{font-family:var(--default-font-family)}',
    'code{font-family:var(--default-mono-font-family)}',
  ].join('')
  const pruned = pruneStylesheet(css, page('<p>Hej</p>'))
  expect(pruned).toBe(
    '@layer theme{:root,:host{--font-sans:sans-serif;--default-font-family:var(--font-sans)}}html{font-family:var(--default-font-family)}',
  )
})

test('with every class in the page, nothing is cut', () => {
  const every = page('<i class="used unused sm:used sm:unused reveal card"></i>')
  expect(pruneStylesheet(CSS, every)).toBe(CSS)
})

test('round trips grow with slow start: 14.3 KB in the first, 43.5 KB in two, 102 KB in three', () => {
  expect(roundTrips(FIRST_ROUND_TRIP_BYTES)).toBe(1)
  expect(roundTrips(FIRST_ROUND_TRIP_BYTES + 1)).toBe(2)
  expect(roundTrips(TWO_ROUND_TRIPS_BYTES)).toBe(2)
  expect(roundTrips(TWO_ROUND_TRIPS_BYTES + 1)).toBe(3)
  expect(roundTrips(7 * 14_600 - 300 + 1)).toBe(4)
})

test('a page gets its CSS inline when that paints no later: within the first round trip, when its HTML alone needs a second, or when its first screen comes in the first', () => {
  const sheet = pruneStylesheet(CSS, page('<p class="used">Hej</p>'))
  const small = inlineIfItFits(page('<p class="used">Hej</p>'), sheet, 1_000)
  expect(small).toContain('<style>html{color:red}.used{margin:0}')
  expect(small).not.toContain('<link rel="stylesheet"')
  // Incompressible text: about `bytes` bytes once gzipped.
  const filler = (bytes: number) => randomBytes(bytes).toString('base64')
  const bigSheet = `.used{margin:0;content:"${filler(3_000)}"}`
  // Fits the first trip alone but not with its CSS: two trips either way, so the cached link.
  const nearlyFull = page(`<p class="used">${filler(FIRST_ROUND_TRIP_BYTES - 3_000)}</p>`)
  expect(inlineIfItFits(nearlyFull, sheet, 1_000)).toBeDefined()
  expect(inlineIfItFits(nearlyFull, bigSheet, 1_000)).toBeUndefined()
  // The same page marking its first screen, which comes in the first trip with the CSS: a
  // phone paints that screen after one trip, where the link would make it wait for a second.
  const marked = page(
    `<p class="used">Hej</p><div class="render-when-near"><p>${filler(FIRST_ROUND_TRIP_BYTES - 3_000)}</p></div>`,
  )
  expect(inlineIfItFits(marked, bigSheet, 1_000)).toContain('<style>.used{margin:0;content:')
  const markedLate = marked
    .replace('<div class="render-when-near">', '')
    .replace('</p></div>', '</p><div class="render-when-near"></div>')
  expect(inlineIfItFits(markedLate, bigSheet, 1_000)).toBeUndefined()
  // Past the first trip alone: the CSS rides in the second, where a link would cost a third.
  const large = page(`<p class="used">${filler(FIRST_ROUND_TRIP_BYTES + 1_000)}</p>`)
  expect(inlineIfItFits(large, bigSheet, 1_000)).toContain('<style>.used{margin:0;content:')
  // Past the first two trips with its CSS where the HTML alone takes two: the link. The headers count.
  const huge = page(`<p class="used">${filler(TWO_ROUND_TRIPS_BYTES - 5_000)}</p>`)
  expect(inlineIfItFits(huge, bigSheet, 1_000)).toBeDefined()
  expect(inlineIfItFits(huge, bigSheet, 2_500)).toBeUndefined()
})

test('the pages of a group share one stylesheet: what any of them can use, so one hash', async () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'group-'))
  mkdirSync(path.join(dir, 'assets'))
  writeFileSync(path.join(dir, 'assets/root-abc.css'), CSS)
  const files = ['a.html', 'b.html', 'c.html'].map((name) => path.join(dir, name))
  writeFileSync(files[0] ?? '', page('<p class="used">Hej</p>'))
  writeFileSync(files[1] ?? '', page('<div class="sm:used">Hej</div>'))
  writeFileSync(files[2] ?? '', page('<p class="unused">Alene</p>'))
  const inlined = await inlineStylesheetsThatFit(dir, [files.slice(0, 2), files.slice(2)], () => 0)
  expect(inlined).toEqual(files)
  const styleOf = (file: string) => readFileSync(file, 'utf8').match(/<style>(.*)<\/style>/)?.[1]
  const shared = styleOf(files[0] ?? '')
  expect(styleOf(files[1] ?? '')).toBe(shared)
  expect(shared).toContain('.used{margin:0}')
  expect(shared).toContain('.sm\\:used{margin:1px}')
  expect(shared).not.toContain('padding:0')
  // Another group has its own.
  expect(styleOf(files[2] ?? '')).toContain('padding:0')
  expect(styleOf(files[2] ?? '')).not.toContain('.used{margin:0}')
})
