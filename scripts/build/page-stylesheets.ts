import { readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import zlib from 'node:zlib'
import { type Selector, transform } from 'lightningcss'

/**
 * A page whose HTML, its headers included, arrives within the first round trip of a new
 * connection (TCP's initial window of 10 segments of 1,460 bytes, 14.6 KB; this budget keeps
 * 300 bytes of it spare) can paint after that one round trip. A page that also waits for a
 * stylesheet needs a second: the stylesheet is asked for once the document is in.
 * So a page gets its CSS inline, pruned to the rules its own HTML can use (gzip, see `gzipSize`):
 * - when it then stays within the first round trip;
 * - or when its HTML alone is past it (home): the page needs a second trip whatever we do, and the
 *   next window is twice the first (slow start), so its CSS inline rides in that second trip,
 *   where a link would cost a third (docs/decisions/022-side-by-side-speed.md).
 * A page whose HTML fits the first trip but not with its CSS keeps the link: two trips either
 * way, and the linked stylesheet is cached for the next page.
 */
export const FIRST_ROUND_TRIP_BYTES = 14_300

/** The first two round trips: the initial window and the next, twice its size, less the spare. */
export const TWO_ROUND_TRIPS_BYTES = 3 * 14_600 - 300

/**
 * The round trips a new connection takes to deliver `bytes`: 14.6 KB in the first, and each next
 * window twice the last (TCP slow start), less the 300 bytes kept spare.
 */
export function roundTrips(bytes: number): number {
  let trips = 1
  while (bytes > 14_600 * (2 ** trips - 1) - 300) trips++
  return trips
}

/** What the server adds to the host's headers: type, encoding, length, date, caching. */
const SERVER_HEADER_BYTES = 300

const LINKED_STYLESHEET = /<link rel="stylesheet" href="(\/assets\/[\w-]+\.css)"\/>/

/**
 * A page's size as gzip sends it. Browsers ask for brotli (smaller) only over HTTPS, so gzip is
 * what the local server sends Lighthouse, and what any browser gets at worst.
 */
const gzipSize = (text: string) => zlib.gzipSync(text, { level: 9 }).length

/** The characters React escapes in an attribute's value, as it writes them. */
const ATTRIBUTE_ENTITIES: Record<string, string> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#x27;': "'",
}

/** The class names in a `class` attribute's value as written (`[&amp;&gt;div]:flex`). */
export function classNamesIn(value: string): string[] {
  return value
    .replace(/&(amp|lt|gt|quot|#x27);/g, (entity) => ATTRIBUTE_ENTITIES[entity] ?? entity)
    .split(/\s+/)
    .filter(Boolean)
}

/** The class names a page's HTML uses, in `class` attributes (HTML and SVG alike). */
function classesOf(html: string): Set<string> {
  return new Set(
    [...html.matchAll(/\sclass="([^"]*)"/g)].flatMap((match) => classNamesIn(match[1] ?? '')),
  )
}

/** The element names a page's HTML has (HTML and SVG alike, as the selectors name them). */
function elementsOf(html: string): Set<string> {
  return new Set(
    [...html.matchAll(/<([a-zA-Z][\w-]*)/g)].map((match) => (match[1] ?? '').toLowerCase()),
  )
}

/** The offset in `text` where the rule that starts at `start` ends, after its closing brace. */
function ruleEnd(text: string, start: number): number {
  let depth = 0
  let quote = ''
  for (let i = text.indexOf('{', start); i < text.length; i++) {
    const char = text[i]
    if (quote) {
      if (char === '\\') i++
      else if (char === quote) quote = ''
    } else if (char === '"' || char === "'") quote = char
    else if (char === '{') depth++
    else if (char === '}' && --depth === 0) return i + 1
  }
  return text.length
}

/** `text` without the rules that start at `starts` (offsets in it). */
function cutRules(text: string, starts: number[]): string {
  let kept = ''
  let from = 0
  for (const start of [...starts].sort((a, b) => a - b)) {
    if (start < from) continue // inside a rule already cut
    kept += text.slice(from, start)
    from = ruleEnd(text, start)
  }
  return kept + text.slice(from)
}

/**
 * The blocks where Tailwind declares custom properties for every page: the theme's values
 * (`:root,:host{--color-brand-700:…}`) and the initial values of its own `--tw-*` properties for
 * browsers without `@property`.
 */
const VARIABLE_BLOCKS = /(@layer theme\{:root,:host\{|::backdrop\{)(?<declarations>--[^{}]*)\}/g

/**
 * The parts of form controls the reset styles (`::placeholder`, the date field's and the
 * number field's inner parts, the file button, Firefox's invalid state), and the elements that
 * have them: a page without those elements has none of them.
 */
const FORM_CONTROL_PARTS = new Map<string, string[]>([
  ['placeholder', ['input', 'textarea']],
  ['file-selector-button', ['input']],
  ['-moz-ui-invalid', ['input', 'textarea', 'select']],
  ...[
    'date-and-time-value',
    'datetime-edit',
    'datetime-edit-fields-wrapper',
    ...['year', 'month', 'day', 'hour', 'minute', 'second', 'millisecond', 'meridiem'].map(
      (field) => `datetime-edit-${field}-field`,
    ),
    'calendar-picker-indicator',
    'inner-spin-button',
    'outer-spin-button',
    'search-decoration',
  ].map((part): [string, string[]] => [`-webkit-${part}`, ['input']]),
])

/**
 * Whether `selector` can match in a page with these classes and elements: it names none the page
 * lacks, itself or in an `:is()`, `:where()` or `:has()` (one of whose selectors must be able to
 * match; the build writes nested rules such as the self-check's as `:is(.self-check:has(…) …)`).
 * `:not()` is not looked into: what it names may be missing.
 */
function canMatch(selector: Selector, classes: Set<string>, elements: Set<string>): boolean {
  return selector.every((part) => {
    if (part.type === 'class') return classes.has(part.name)
    if (part.type === 'type') return elements.has(part.name.toLowerCase())
    if (part.type === 'pseudo-element' || part.type === 'pseudo-class') {
      const hosts = FORM_CONTROL_PARTS.get(part.kind === 'custom' ? part.name : part.kind)
      if (hosts) return hosts.some((host) => elements.has(host))
    }
    if (part.type === 'pseudo-class' && ['is', 'where', 'any', 'has'].includes(part.kind))
      return (part as { selectors: Selector[] }).selectors.some((inner) =>
        canMatch(inner, classes, elements),
      )
    return true
  })
}

/**
 * The stylesheet without what cannot apply in this page:
 * - a rule each of whose selectors names a class or an element the page does not have (the
 *   reset's rules for tables or `abbr` on a page without them), or a part of a form control on
 *   a page without one (`::placeholder`), also inside `:is()`, `:where()` and `:has()`. Rules
 *   without either stay (the theme, attribute selectors), and so do the states the scripts set,
 *   which are attributes (`data-reveal`, `aria-busy`, `:popover-open`) on elements whose classes
 *   are in the HTML;
 * - then the custom properties nothing left reads (no `var()` in the CSS, not even in another
 *   property that stays, no mention in the HTML's `style` attributes): their `@property` rules
 *   and their theme and initial values.
 *
 * lightningcss finds the rules; they are cut out of the text, and the rest is kept as the build
 * wrote it (printing it again would rewrite declarations, such as `animation-timeline` folded
 * into the `animation` shorthand, which browsers then drop).
 */
export function pruneStylesheet(css: string, html: string): string {
  const classes = classesOf(html)
  const elements = elementsOf(html)
  const lineStarts = [0, ...[...css.matchAll(/\n/g)].map((match) => match.index + 1)]
  const offset = (loc: { line: number; column: number }) =>
    (lineStarts[loc.line] ?? 0) + loc.column - 1
  const unmatched: number[] = []
  const properties: { name: string; start: number }[] = []
  transform({
    filename: 'site.css',
    code: Buffer.from(css),
    visitor: {
      Rule: {
        style(rule) {
          const { selectors, loc } = rule.value
          if (!selectors.some((selector) => canMatch(selector, classes, elements)))
            unmatched.push(offset(loc))
        },
        property(rule) {
          properties.push({ name: rule.value.name, start: offset(rule.value.loc) })
        },
      },
    },
  })
  const matching = cutRules(css, unmatched)
  // A property read only by the value of another that nothing reads (`--font-mono` in
  // `--default-mono-font-family:var(--font-mono)`) is unread too: drop until none more goes.
  const unreadNames = new Set<string>()
  const keepRead = (text: string) =>
    text.replace(VARIABLE_BLOCKS, (block, opening: string, declarations: string) => {
      const kept = declarations
        .split(';')
        .filter((declaration) => !unreadNames.has(declaration.slice(0, declaration.indexOf(':'))))
      return kept.length ? `${opening}${kept.join(';')}}` : block
    })
  const declared = [
    ...new Set([
      ...properties.map(({ name }) => name),
      ...[...matching.matchAll(VARIABLE_BLOCKS)].flatMap((block) =>
        (block.groups?.declarations ?? '')
          .split(';')
          .map((declaration) => declaration.slice(0, declaration.indexOf(':'))),
      ),
    ]),
  ]
  // The pages' HTML (a whole group's: 150 posts are megabytes) is searched once per name.
  const mentioned = new Map<string, boolean>()
  const inHtml = (name: string) => {
    if (!mentioned.has(name)) mentioned.set(name, html.includes(name))
    return mentioned.get(name)
  }
  for (let found = true; found; ) {
    const text = keepRead(matching)
    const unread = declared.filter(
      (name) =>
        !unreadNames.has(name) &&
        !text.includes(`var(${name})`) &&
        !text.includes(`var(${name},`) &&
        !inHtml(name),
    )
    for (const name of unread) unreadNames.add(name)
    found = unread.length > 0
  }
  const unreadRules = properties
    .filter(({ name }) => unreadNames.has(name))
    .map(({ start }) => start)
  return keepRead(cutRules(css, [...unmatched, ...unreadRules]))
}

/** Where a page's first screen ends: its first part below it (components/render-when-near.tsx). */
export const FIRST_SCREEN_END = '<div class="render-when-near">'

/**
 * The page with `sheet` inline in place of its stylesheet link when that brings its first paint
 * sooner: when the page with its CSS takes no more round trips than its HTML alone, since the
 * link costs one more (`FIRST_ROUND_TRIP_BYTES`), or when its first screen with the CSS still
 * comes in the first trip. Undefined when the link is as good.
 */
export function inlineIfItFits(
  html: string,
  sheet: string,
  headerBytes: number,
): string | undefined {
  const inlined = html.replace(LINKED_STYLESHEET, () => `<style>${sheet}</style>`)
  if (inlined === html) return undefined
  const trips = (page: string) => roundTrips(gzipSize(page) + headerBytes + SERVER_HEADER_BYTES)
  if (trips(inlined) <= trips(html)) return inlined
  // A page that marks where its first screen ends (home: its parts below it) is painted as it
  // arrives: with its CSS inline, a phone paints that screen once the first trip is in, where
  // the link has it wait for the stylesheet's trip as well (docs/decisions/035).
  const firstScreenEnd = inlined.indexOf(FIRST_SCREEN_END)
  return firstScreenEnd > 0 && trips(inlined.slice(0, firstScreenEnd)) === 1 ? inlined : undefined
}

/**
 * Inlines the stylesheet into every page of `dir` that then fits the first round trip; the rest
 * keep their link. The pages of a group (the pages one route module makes: every post, every
 * page of the blog list) get one stylesheet, pruned to what any of them can use, so a group has
 * one hash however many pages it has. A page with inline styles is sent with its group's policy,
 * which names their hashes (scripts/build/host-rules.ts, `groupPolicyRules`), so
 * `headerBytes(n)` sizes its headers with n style hashes: the ones it has and the one its CSS
 * adds. Returns the pages inlined.
 */
export async function inlineStylesheetsThatFit(
  dir: string,
  groups: string[][],
  headerBytes: (styleHashes: number) => number,
): Promise<string[]> {
  const sheets = new Map<string, string>()
  const inlined: string[] = []
  for (const group of groups) {
    const pages = await Promise.all(
      group.map(async (file) => ({ file, html: await readFile(file, 'utf8') })),
    )
    const href = pages.map(({ html }) => html.match(LINKED_STYLESHEET)?.[1]).find(Boolean)
    if (!href) continue
    if (!sheets.has(href)) sheets.set(href, await readFile(path.join(dir, href), 'utf8'))
    const sheet = pruneStylesheet(sheets.get(href) ?? '', pages.map(({ html }) => html).join('\n'))
    for (const { file, html } of pages) {
      const styles = html.match(/<style[\s>]/g)?.length ?? 0
      const result = inlineIfItFits(html, sheet, headerBytes(styles + 1))
      if (!result) continue
      await writeFile(file, result)
      inlined.push(file)
    }
  }
  return inlined
}
