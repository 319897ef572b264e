import { describe, expect, it } from 'vitest'
import { structuredDataLast } from './structured-data-last.ts'

const page = (head: string, body: string) =>
  `<!DOCTYPE html><html><head><title>T</title>${head}</head><body>${body}</body></html>`
const business = '<script type="application/ld+json">{"@type":"ProfessionalService"}</script>'
const faq = '<script type="application/ld+json">{"@type":"FAQPage"}</script>'

describe('structuredDataLast', () => {
  it('moves every JSON-LD block from the head to the end of the body, in order', () => {
    const moved = structuredDataLast(
      page(
        `${business}<style>p{}</style>${faq}`,
        '<main>Hej</main><script type="module" src="/a.js"></script>',
      ),
      'index.html',
    )
    expect(moved).toBe(
      page(
        '<style>p{}</style>',
        `<main>Hej</main><script type="module" src="/a.js"></script>${business}${faq}`,
      ),
    )
  })

  it('leaves a page without JSON-LD as it is', () => {
    const html = page('<script>run()</script>', '<main>Hej</main>')
    expect(structuredDataLast(html, 'index.html')).toBe(html)
  })

  it('names the file that has JSON-LD but no body end', () => {
    expect(() => structuredDataLast(`<head>${faq}</head>`, 'blog.html')).toThrow(/blog\.html/)
  })
})
