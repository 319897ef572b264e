import { expect, test } from 'vitest'
import { buildMeta, type MetaInput } from './meta.ts'

const origins = { da: 'https://lokalsynlig.dk', en: 'https://lokalsynlig.com' }
const input: MetaInput = {
  language: 'en',
  origins,
  title: 'Packages | Lokalsynlig',
  description: 'Three monthly packages.',
  keywords: 'local SEO, packages',
  paths: { da: '/tjenester', en: '/services' },
  image: { path: '/og-image.png', width: 1200, height: 630, alt: 'Lokalsynlig' },
  feedTitle: 'Lokalsynlig: the local SEO blog',
}

const find = (tags: ReturnType<typeof buildMeta>, key: string, value: string) =>
  tags.filter((tag) => (tag as Record<string, unknown>)[key] === value)
/** The language alternates (not the feed, which is also `rel="alternate"`). */
const hreflangs = (tags: ReturnType<typeof buildMeta>) =>
  find(tags, 'rel', 'alternate').filter((tag) => 'hrefLang' in tag)

test('title, description, keywords and an absolute canonical in the page language', () => {
  const tags = buildMeta(input)
  expect(tags).toContainEqual({ title: 'Packages | Lokalsynlig' })
  expect(tags).toContainEqual({ name: 'description', content: 'Three monthly packages.' })
  expect(tags).toContainEqual({ name: 'keywords', content: 'local SEO, packages' })
  expect(tags).toContainEqual({
    tagName: 'link',
    rel: 'canonical',
    href: 'https://lokalsynlig.com/services',
  })
  expect(tags).toContainEqual({ name: 'robots', content: 'index, follow' })
})

test('hreflang names both domains, with Danish as x-default', () => {
  expect(hreflangs(buildMeta(input))).toEqual([
    { tagName: 'link', rel: 'alternate', hrefLang: 'da', href: 'https://lokalsynlig.dk/tjenester' },
    { tagName: 'link', rel: 'alternate', hrefLang: 'en', href: 'https://lokalsynlig.com/services' },
    {
      tagName: 'link',
      rel: 'alternate',
      hrefLang: 'x-default',
      href: 'https://lokalsynlig.dk/tjenester',
    },
  ])
})

test('Open Graph and Twitter cards carry the absolute image and the locale', () => {
  const tags = buildMeta({ ...input, type: 'article' })
  expect(tags).toContainEqual({ property: 'og:type', content: 'article' })
  expect(tags).toContainEqual({ property: 'og:locale', content: 'en_US' })
  expect(tags).toContainEqual({ property: 'og:locale:alternate', content: 'da_DK' })
  expect(tags).toContainEqual({
    property: 'og:image',
    content: 'https://lokalsynlig.com/og-image.png',
  })
  expect(tags).toContainEqual({ name: 'twitter:card', content: 'summary_large_image' })
  expect(tags).toContainEqual({ property: 'og:url', content: 'https://lokalsynlig.com/services' })
})

test('noindex pages say so; a page without an address has no canonical or hreflang', () => {
  const tags = buildMeta({ ...input, noIndex: true, paths: null })
  expect(tags).toContainEqual({ name: 'robots', content: 'noindex, follow' })
  expect(find(tags, 'rel', 'canonical')).toEqual([])
  expect(hreflangs(tags)).toEqual([])
})

test('structured data goes out as JSON-LD scripts', () => {
  const data = { '@context': 'https://schema.org' as const, '@type': 'WebSite' }
  expect(buildMeta({ ...input, structuredData: [data] })).toContainEqual({ 'script:ld+json': data })
})

test("every page links the blog's feed on its own domain, named in its language", () => {
  for (const tags of [buildMeta(input), buildMeta({ ...input, paths: null })]) {
    expect(find(tags, 'type', 'application/rss+xml')).toEqual([
      {
        tagName: 'link',
        rel: 'alternate',
        type: 'application/rss+xml',
        title: 'Lokalsynlig: the local SEO blog',
        href: 'https://lokalsynlig.com/rss.xml',
      },
    ])
  }
})
