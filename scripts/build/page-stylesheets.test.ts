import { randomBytes } from 'node:crypto'
import { expect, test } from 'vitest'
import { FIRST_ROUND_TRIP_BYTES, inlineIfItFits, pruneStylesheet } from './page-stylesheets.ts'

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

test('with every class in the page, nothing is cut', () => {
  const every = page('<i class="used unused sm:used sm:unused reveal card"></i>')
  expect(pruneStylesheet(CSS, every)).toBe(CSS)
})

test('a small page gets its CSS inline instead of the link; a large one keeps the link', () => {
  const small = inlineIfItFits(page('<p class="used">Hej</p>'), CSS, 1_000)
  expect(small).toContain('<style>html{color:red}.used{margin:0}')
  expect(small).not.toContain('<link rel="stylesheet"')
  // Incompressible text beyond the first round trip.
  const filler = randomBytes(FIRST_ROUND_TRIP_BYTES).toString('base64')
  expect(inlineIfItFits(page(`<p class="used">${filler}</p>`), CSS, 1_000)).toBeUndefined()
  // The headers count: a page that fits alone does not fit with headers that fill the window.
  expect(
    inlineIfItFits(page('<p class="used">Hej</p>'), CSS, FIRST_ROUND_TRIP_BYTES),
  ).toBeUndefined()
})
