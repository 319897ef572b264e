import { expect, test } from 'vitest'
import { blogPosts } from '#app/blog/post-files.server.ts'
import { robotsTxt, sitemapXml } from './crawler-files.ts'

const origins = { da: 'https://lokalsynlig.dk', en: 'https://lokalsynlig.com' }

test('the sitemap lists the indexable pages and posts of its domain, with alternates', () => {
  const xml = sitemapXml(origins, 'en')
  const locs = [...xml.matchAll(/<loc>(.*?)<\/loc>/g)].map((m) => m[1])
  expect(locs).toContain('https://lokalsynlig.com/')
  expect(locs).toContain('https://lokalsynlig.com/services')
  expect(locs).toContain('https://lokalsynlig.com/free-audit')
  for (const post of blogPosts('en'))
    expect(locs).toContain(`https://lokalsynlig.com/blog/${post.slug}`)
  expect(locs).not.toContain('https://lokalsynlig.com/privacy-policy')
  expect(locs).not.toContain('https://lokalsynlig.com/terms')
  expect(xml).toContain(
    '<xhtml:link rel="alternate" hreflang="da" href="https://lokalsynlig.dk/tjenester"/>',
  )
  expect(xml).toContain(
    '<xhtml:link rel="alternate" hreflang="x-default" href="https://lokalsynlig.dk/tjenester"/>',
  )
})

test('robots.txt allows everything and names the sitemap', () => {
  expect(robotsTxt('https://lokalsynlig.dk')).toBe(
    'User-agent: *\nAllow: /\n\nSitemap: https://lokalsynlig.dk/sitemap.xml\n',
  )
})
