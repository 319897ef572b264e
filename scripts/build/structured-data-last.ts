/** A JSON-LD block as React Router's `<Meta />` writes it (`script:ld+json`). */
const STRUCTURED_DATA = /<script type="application\/ld\+json">[\s\S]*?<\/script>/g

/**
 * Moves a page's JSON-LD from its head, where React Router writes it with the page's meta, to
 * the end of its body, in the same order. Search engines read it anywhere in the document; a
 * phone needs none of it to paint. Before it, home's first screen ended at 14.1 KB of gzip, past
 * the first round trip of a new connection with its headers (14.6 KB), behind 1.8 KB of JSON-LD:
 * the phone painted the hero in two parts, and its centred content moved when the rest came
 * (docs/speed.md, "Home's first paint").
 */
export function structuredDataLast(html: string, file: string): string {
  const blocks = html.match(STRUCTURED_DATA)
  if (!blocks) return html
  if (html.lastIndexOf('</body>') < 0)
    throw new Error(`${file}: no </body> to put its JSON-LD before`)
  const rest = html.replace(STRUCTURED_DATA, '')
  const end = rest.lastIndexOf('</body>')
  return `${rest.slice(0, end)}${blocks.join('')}${rest.slice(end)}`
}
