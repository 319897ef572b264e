import { mkdirSync, mkdtempSync, readdirSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { expect, test } from 'vitest'
import { LANGUAGES, perLanguage } from '#app/i18n/languages.ts'
import { site } from '#app/settings/site.ts'
import { postBodyPath } from './post-body-loading.ts'
import { blogPosts, POSTS_DIR, postBodyFiles, readPostFiles } from './post-files.server.ts'

const FRONT_MATTER = {
  da: `title: Nyt om {{brand}}
excerpt: Et kort resumé.
category: reviews
date: 2025-01-09
read_minutes: 3
image_alt: Et kort med nåle
keywords:
  - anmeldelser
  - Google Maps`,
  en: `title: News from {{brand}}
excerpt: A short summary.
category: reviews
date: 2025-01-09
read_minutes: 2
image_alt: A map with pins
keywords: [reviews, Google Maps]`,
}

/** A blog folder with one post per language, from front matter and a body. */
function blogFolder(posts: Partial<Record<'da' | 'en', { frontMatter: string; body: string }>>) {
  const dir = mkdtempSync(path.join(tmpdir(), 'blog-'))
  for (const language of LANGUAGES) {
    mkdirSync(path.join(dir, language))
    const post = posts[language]
    if (post)
      writeFileSync(
        path.join(dir, language, 'ny-post.md'),
        `---\n${post.frontMatter}\n---\n\n${post.body}`,
      )
  }
  return dir
}

/** A blog of one post with this Danish front matter, and an English file without a body. */
const withDanishFrontMatter = (frontMatter: string) =>
  blogFolder({ da: { frontMatter, body: 'Tekst' }, en: { frontMatter: FRONT_MATTER.en, body: '' } })

test('every post of content/blog is listed in each language, newest first, numbered from the oldest', () => {
  const files = perLanguage((language) => readdirSync(path.join(POSTS_DIR, language)).sort())
  expect(files.en).toEqual(files.da)
  const bodies = postBodyFiles()
  for (const language of LANGUAGES) {
    const posts = blogPosts(language)
    expect(posts.map((post) => `${post.slug}.md`).sort()).toEqual(files.da)
    expect(posts.map((post) => post.id)).toEqual(posts.map((_, index) => posts.length - index))
    const dates = posts.map((post) => post.published)
    expect(dates).toEqual(dates.toSorted().reverse())
    for (const post of posts) {
      expect(post.keywords.length, post.slug).toBeGreaterThan(2)
      expect(bodies.get(postBodyPath(language, post.slug)), post.slug).toContain('<h2>')
    }
  }
})

test('a new pair of files is a post, with its front matter, in each language', () => {
  const dir = blogFolder({
    da: {
      frontMatter: `${FRONT_MATTER.da}\nauthor: Anna`,
      body: '## Overskrift\n\nEn *vigtig* [side](/tjenester).',
    },
    en: { frontMatter: `${FRONT_MATTER.en}\nauthor: Anna`, body: '## Heading\n\nSee {{founder}}.' },
  })
  expect(blogPosts('da', dir)).toEqual([
    {
      id: 1,
      slug: 'ny-post',
      title: `Nyt om ${site.brand}`,
      excerpt: 'Et kort resumé.',
      category: 'reviews',
      published: '2025-01-09',
      readMinutes: 3,
      imageAlt: 'Et kort med nåle',
      keywords: ['anmeldelser', 'Google Maps'],
      author: 'Anna',
    },
  ])
  expect(blogPosts('en', dir)[0]).toMatchObject({
    title: `News from ${site.brand}`,
    readMinutes: 2,
    keywords: ['reviews', 'Google Maps'],
    author: 'Anna',
  })
  // The bodies as served: Markdown as HTML, the business identity still to be filled in.
  expect(Object.fromEntries(postBodyFiles(dir))).toEqual({
    '/content/blog/da/ny-post':
      '<h2>Overskrift</h2>\n<p>En <em>vigtig</em> <a href="/tjenester">side</a>.</p>\n',
    '/content/blog/en/ny-post': '<h2>Heading</h2>\n<p>See {{founder}}.</p>\n',
  })
})

test('a file without a body has no body file, so English falls back to Danish', () => {
  const dir = withDanishFrontMatter(FRONT_MATTER.da)
  expect([...postBodyFiles(dir).keys()]).toEqual(['/content/blog/da/ny-post'])
})

test('a broken front matter fails, naming the file and what is wrong', () => {
  const file = path.join('da', 'ny-post.md')
  const broken = (frontMatter: string) => () => blogPosts('da', withDanishFrontMatter(frontMatter))
  expect(broken(FRONT_MATTER.da.replace('title: Nyt om {{brand}}\n', ''))).toThrow(
    `${file}:\n  - missing "title" (a text)`,
  )
  expect(broken(FRONT_MATTER.da.replace('category: reviews', 'category: nyheder'))).toThrow(
    /ny-post\.md:\n {2}- "category" must be one of company, optimization, reviews, analytics, tips_tricks, not "nyheder"/,
  )
  expect(broken(FRONT_MATTER.da.replace('date: 2025-01-09', 'date: 9. januar'))).toThrow(
    /"date" must be a date written YYYY-MM-DD/,
  )
  expect(broken(`${FRONT_MATTER.da}\ntitel: Stavefejl`)).toThrow(/unknown field "titel"/)
  expect(broken(FRONT_MATTER.da.replace('{{brand}}', '{{brnd}}'))).toThrow(
    /unknown placeholder {{brnd}}/,
  )
  expect(broken('title: [ikke afsluttet')).toThrow(
    /ny-post\.md:\n {2}- the front matter is not valid YAML/,
  )
})

test('a translation has its Danish post, with the same category, date and author', () => {
  const danish = { frontMatter: FRONT_MATTER.da, body: 'Tekst' }
  expect(() => blogPosts('da', blogFolder({ en: danish }))).toThrow(
    `${path.join('da', 'ny-post.md')} is missing`,
  )
  const otherDate = blogFolder({
    da: danish,
    en: { frontMatter: FRONT_MATTER.en.replace('2025-01-09', '2025-01-10'), body: '' },
  })
  expect(() => blogPosts('en', otherDate)).toThrow(
    /en\/ny-post\.md: "date" is 2025-01-10, but 2025-01-09 in .*da\/ny-post\.md/,
  )
})

test('a post in Danish only is shown in Danish on the English site, marked as Danish, its body falling back', () => {
  const danish = { frontMatter: FRONT_MATTER.da, body: '## Overskrift\n\nTekst' }
  // Without an English file, or with the shared fields only, as the editor saves it.
  const shared = 'category: reviews\ndate: 2025-01-09'
  for (const dir of [
    blogFolder({ da: danish }),
    blogFolder({ da: danish, en: { frontMatter: shared, body: '' } }),
  ]) {
    const [post] = blogPosts('en', dir)
    expect(post).toMatchObject({
      slug: 'ny-post',
      title: `Nyt om ${site.brand}`,
      textLanguage: 'da',
    })
    expect(blogPosts('da', dir)[0]?.textLanguage).toBeUndefined()
    expect([...postBodyFiles(dir).keys()]).toEqual(['/content/blog/da/ny-post'])
  }
})

test('a draft is in neither site, and is not checked until it is published; a preview build shows it', () => {
  const draft = `${FRONT_MATTER.da}\ndraft: true`
  const dir = blogFolder({
    da: { frontMatter: draft, body: 'Halvt skrevet' },
    en: { frontMatter: 'draft: true\ncategory: reviews', body: '' },
  })
  expect(blogPosts('da', dir)).toEqual([])
  expect(blogPosts('en', dir)).toEqual([])
  // Half written: no excerpt yet. Nothing fails while it is a draft.
  const halfWritten = blogFolder({
    da: { frontMatter: `title: Kladde\ndraft: true`, body: '' },
  })
  expect(blogPosts('da', halfWritten)).toEqual([])
  process.env.SHOW_DRAFTS = 'true'
  try {
    expect(blogPosts('da', dir)[0]).toMatchObject({ slug: 'ny-post', draft: true })
    expect(blogPosts('en', dir)[0]).toMatchObject({ slug: 'ny-post', textLanguage: 'da' })
  } finally {
    delete process.env.SHOW_DRAFTS
  }
  const published = blogFolder({
    da: { frontMatter: `${FRONT_MATTER.da}\ndraft: false`, body: 'x' },
  })
  expect(blogPosts('da', published)).toHaveLength(1)
})

test('a picture from the media folder becomes a sized picture; one from elsewhere fails naming the post', () => {
  const withBody = (body: string) =>
    blogFolder({
      da: { frontMatter: FRONT_MATTER.da, body },
      en: { frontMatter: FRONT_MATTER.en, body: '' },
    })
  const shown = readPostFiles(
    withBody('Før.\n\n![Tre roller & "kort"](/images/roller-paa-profilen.png)'),
  )
  expect(shown.da[0]?.pictures).toEqual(['/images/roller-paa-profilen.png'])
  expect(shown.da[0]?.body).toContain(
    '<img src="/images/sized/roller-paa-profilen-1440.jpg" srcset="/images/sized/roller-paa-profilen-480.jpg 480w, /images/sized/roller-paa-profilen-960.jpg 960w, /images/sized/roller-paa-profilen-1440.jpg 1440w" sizes="(min-width: 768px) 720px, 100vw" width="1440" height="810" alt="Tre roller &amp; &quot;kort&quot;" loading="lazy" decoding="async">',
  )
  expect(shown.da[0]?.body).toContain(
    '<source type="image/avif" srcset="/images/sized/roller-paa-profilen-480.avif 480w',
  )
  expect(() => readPostFiles(withBody('![x](https://example.com/x.jpg)'))).toThrow(
    /ny-post\.md:\n {2}- the picture https:\/\/example\.com\/x\.jpg is not from the editor's media folder/,
  )
  expect(() => readPostFiles(withBody('![x](/images/findes-ikke.jpg)'))).toThrow(
    /ny-post\.md:\n {2}- the picture \/images\/findes-ikke\.jpg is not in content\/images: upload it in the editor/,
  )
})
