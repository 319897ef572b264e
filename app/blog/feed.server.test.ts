import { XMLParser } from 'fast-xml-parser'
import { expect, test } from 'vitest'
import { blogFeedXml } from './feed.server.ts'
import { blogPosts } from './post-files.server.ts'

const parse = (xml: string) =>
  new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '' }).parse(xml).rss.channel

test('each language has an RSS 2.0 feed of its own posts on its own domain, newest first', () => {
  for (const [language, origin] of [
    ['da', 'https://lokalsynlig.dk'],
    ['en', 'https://lokalsynlig.com'],
  ] as const) {
    const xml = blogFeedXml(origin, language)
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="utf-8"\?>\s*<rss version="2.0"/)
    const channel = parse(xml)
    expect(channel.language).toBe(language)
    expect(channel.link).toBe(`${origin}/blog`)
    expect(channel['atom:link']).toMatchObject({ href: `${origin}/rss.xml`, rel: 'self' })
    const posts = blogPosts(language)
    const items = [channel.item].flat()
    expect(items.map((item) => item.link)).toEqual(
      posts.map((post) => `${origin}/blog/${post.slug}`),
    )
    for (const [index, item] of items.entries()) {
      const post = posts[index]
      expect(item.title).toBe(post?.title)
      expect(item.description).toBe(post?.excerpt)
      // The link is the id: stable as long as the post keeps its address.
      expect(item.guid['#text']).toBe(item.link)
      expect(new Date(item.pubDate).toISOString().slice(0, 10)).toBe(post?.published)
    }
  }
})

test('the Danish feed is in Danish, and the same posts give the same file', () => {
  const xml = blogFeedXml('https://lokalsynlig.dk', 'da')
  expect(parse(xml).title).toBe('Lokalsynlig: blog om lokal SEO')
  expect(blogFeedXml('https://lokalsynlig.dk', 'da')).toBe(xml)
})
