import { readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { type Selector, transform } from 'lightningcss'
import { filesBelow } from './build-folders.ts'
import { classNamesIn } from './page-stylesheets.ts'

/**
 * Tailwind's class names, shortened in the built pages and their stylesheet: `a`, `b`, … `aB`
 * instead of `max-md:[&>div]:items-baseline`. A page names a few hundred of them, many several
 * times, and its CSS names each again; shortened, the pages and their CSS are 0.6–1.9 KB smaller
 * as sent (gzip), which is what brings the legal pages into the first round trip
 * (docs/decisions/041-short-class-names.md).
 *
 * Only the utilities are renamed. The classes the project writes itself, in app.css and the
 * CSS the build derives from code (`.render-when-near`, `.post-body`, `.check-fix`), keep their
 * names: scripts and tests find elements by them. The new names follow from the stylesheet
 * alone (in the order its rules name the classes), so the same stylesheet is renamed the same
 * way in every build, and its file name, the hash of what Vite wrote, still names one content.
 */

/**
 * In CSS text, a URL or a string (left as they are), or a class selector: a dot and an
 * identifier, escapes included (`.md\:p-6`, `.\32 xl\:p-4`).
 */
const CLASS_SELECTOR =
  /url\([^)]*\)|"(?:\\.|[^"\\])*"|'(?:\\.|[^'\\])*'|\.(-?(?:[a-zA-Z_\u00a0-\uffff]|\\[0-9a-fA-F]{1,6} ?|\\[^\n0-9a-fA-F])(?:[\w\u00a0-\uffff-]|\\[0-9a-fA-F]{1,6} ?|\\[^\n0-9a-fA-F])*)/g

/** A class attribute in HTML (SVG's too). */
const CLASS_ATTRIBUTE = /(\sclass=")([^"]*)"/g

/** The class an escaped CSS identifier names: `md\:p-6` is `md:p-6`, `\32 xl` is `2xl`. */
function unescapeIdentifier(identifier: string): string {
  return identifier.replace(/\\([0-9a-fA-F]{1,6}) ?|\\(.)/g, (_, hex?: string, char?: string) =>
    hex ? String.fromCodePoint(Number.parseInt(hex, 16)) : (char ?? ''),
  )
}

/** The classes a selector names, also inside `:is()`, `:where()`, `:has()` and `:not()`. */
function classesOf(selector: Selector): string[] {
  return selector.flatMap((part) => {
    if (part.type === 'class') return [part.name]
    const inner = part.type === 'pseudo-class' && 'selectors' in part ? part.selectors : null
    return Array.isArray(inner) ? (inner as Selector[]).flatMap(classesOf) : []
  })
}

/** The classes a stylesheet's selectors name, in the order its rules first name them. */
export function classesInStylesheet(css: string): string[] {
  const classes = new Set<string>()
  transform({
    filename: 'site.css',
    code: Buffer.from(css),
    visitor: {
      Rule: {
        style(rule) {
          for (const name of rule.value.selectors.flatMap(classesOf)) classes.add(name)
        },
      },
    },
  })
  return [...classes]
}

/**
 * The classes the project's own CSS names (app.css with what the build adds to it): a class
 * selector there, or an `@utility` of its own. Read from the source, which is Tailwind's
 * dialect, not plain CSS.
 */
export function projectClasses(source: string): Set<string> {
  const code = source.replace(/\/\*[\s\S]*?\*\//g, '')
  return new Set([
    ...[...code.matchAll(/\.(-?[a-zA-Z_][\w-]*)/g)].map((match) => match[1] ?? ''),
    ...[...code.matchAll(/@utility\s+([\w-]+)/g)].map((match) => match[1] ?? ''),
  ])
}

/** The nth short name: `a` … `z`, `A` … `Z`, then two characters, and so on. */
function shortName(index: number): string {
  const first = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ'
  const rest = `${first}0123456789_-`
  let name = first[index % first.length] ?? ''
  for (let n = Math.floor(index / first.length); n > 0; n = Math.floor((n - 1) / rest.length))
    name += rest[(n - 1) % rest.length]
  return name
}

/**
 * Short names for the classes of `css` that are not `kept`, in the order the stylesheet names
 * them. No short name is one of the kept classes.
 */
export function shortClassNames(css: string, kept: Set<string>): Map<string, string> {
  const names = new Map<string, string>()
  let next = 0
  for (const name of classesInStylesheet(css)) {
    if (kept.has(name)) continue
    let short = shortName(next++)
    while (kept.has(short)) short = shortName(next++)
    names.set(name, short)
  }
  return names
}

/** The stylesheet with its class selectors renamed by `names`. */
export function renameInStylesheet(css: string, names: Map<string, string>): string {
  return css.replace(CLASS_SELECTOR, (token, identifier?: string) => {
    const short = identifier && names.get(unescapeIdentifier(identifier))
    // An escape's closing space (`\32 xl`) belongs to the identifier, not to the selector.
    return short ? `.${short}` : token
  })
}

/**
 * The page with its class attributes renamed by `names`. A class the page has that the
 * stylesheet does not style keeps its name; if that name is one of the short ones, the page
 * would be styled by accident, and the build stops naming it.
 */
export function renameInPage(html: string, names: Map<string, string>, file: string): string {
  const shortNames = new Set(names.values())
  return html.replace(CLASS_ATTRIBUTE, (_, opening: string, value: string) => {
    const renamed = classNamesIn(value).map((name) => {
      const short = names.get(name)
      if (short) return short
      if (shortNames.has(name))
        throw new Error(`${file}: the class "${name}" is also a short name of another class`)
      return name.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`)
    })
    return `${opening}${renamed.join(' ')}"`
  })
}

/**
 * Shortens the utilities' class names in the build's stylesheets and in `pages`. The project's
 * own classes are read from `projectCss` (app.css with what the build adds to it).
 */
export async function shortenClassNames(
  dir: string,
  pages: string[],
  projectCss: string,
): Promise<void> {
  const sheets = filesBelow(path.join(dir, 'assets'))
    .filter((file) => file.endsWith('.css'))
    .sort()
  const texts = await Promise.all(sheets.map((file) => readFile(file, 'utf8')))
  const names = shortClassNames(texts.join('\n'), projectClasses(projectCss))
  await Promise.all([
    ...sheets.map((file, i) => writeFile(file, renameInStylesheet(texts[i] ?? '', names))),
    ...pages.map(async (file) =>
      writeFile(file, renameInPage(await readFile(file, 'utf8'), names, path.relative(dir, file))),
    ),
  ])
}
