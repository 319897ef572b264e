import { mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { imageSize } from 'image-size'
import { expect, test } from 'vitest'
import { MEDIA_FOLDER } from '#app/content-files/images.ts'
import { LANGUAGES } from '#app/i18n/languages.ts'
import { site } from '#app/settings/site.ts'
import { postBodyPath } from './post-body-loading.ts'
import { blogPosts, postBodyFiles, readPostFiles } from './post-files.server.ts'

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

test('every post is listed in each language, newest first, numbered from the oldest; one in Danish only shows in Danish on both', () => {
  // His own posts come and go (the guide lets him rewrite or delete the samples): a folder of
  // the test's own, two posts in both languages and a newer one in Danish only.
  const dir = mkdtempSync(path.join(tmpdir(), 'blog-'))
  const posts = [
    { slug: 'foerste', date: '2025-01-09', languages: LANGUAGES },
    { slug: 'anden', date: '2025-02-01', languages: LANGUAGES },
    { slug: 'tredje', date: '2025-03-01', languages: ['da'] },
  ]
  for (const language of LANGUAGES) mkdirSync(path.join(dir, language))
  for (const { slug, date, languages } of posts)
    for (const language of languages)
      writeFileSync(
        path.join(dir, language, `${slug}.md`),
        `---\n${FRONT_MATTER[language as 'da' | 'en'].replace('2025-01-09', date)}\n---\n\n## ${slug}\n\nTekst.`,
      )
  const bodies = postBodyFiles(dir)
  for (const language of LANGUAGES) {
    const listed = blogPosts(language, dir)
    expect(listed.map((post) => post.slug)).toEqual(['tredje', 'anden', 'foerste'])
    expect(listed.map((post) => post.id)).toEqual([3, 2, 1])
    expect(listed.map((post) => post.published)).toEqual(['2025-03-01', '2025-02-01', '2025-01-09'])
    for (const post of listed)
      expect(bodies.has(postBodyPath(language, post.slug)), `${language} ${post.slug}`).toBe(
        language === 'da' || post.slug !== 'tredje',
      )
  }
  expect(blogPosts('en', dir)[0]).toMatchObject({ slug: 'tredje', textLanguage: 'da' })
})

test('a blog whose posts he has all deleted (git keeps no empty folder) has none, and no error', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'blog-'))
  for (const language of LANGUAGES) expect(blogPosts(language, dir)).toEqual([])
  expect(postBodyFiles(dir).size).toBe(0)
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
  // A picture of his media folder (the sample's, until he replaces it).
  const picture = readdirSync(MEDIA_FOLDER).find((file) => /\.(png|jpe?g|webp)$/i.test(file))
  if (picture) {
    const name = picture.replace(/\.\w+$/, '')
    const { width = 0, height = 0 } = imageSize(readFileSync(path.join(MEDIA_FOLDER, picture)))
    const shown = readPostFiles(withBody(`Før.\n\n![Tre roller & "kort"](/images/${picture})`))
    expect(shown.da[0]?.pictures).toEqual([`/images/${picture}`])
    const body = shown.da[0]?.body ?? ''
    expect(body).toMatch(
      new RegExp(
        `<img src="/images/sized/${name}-\\d+\\.jpg" srcset="/images/sized/${name}-480\\.jpg 480w, [^"]+" sizes="\\(min-width: 768px\\) 720px, 100vw" width="\\d+" height="\\d+" alt="Tre roller &amp; &quot;kort&quot;" loading="lazy" decoding="async">`,
      ),
    )
    // Its ratio, so nothing moves when it comes.
    const [, shownWidth, shownHeight] = /width="(\d+)" height="(\d+)"/.exec(body) ?? []
    expect(Math.abs(Number(shownWidth) / Number(shownHeight) - width / height)).toBeLessThan(0.01)
    expect(body).toContain(`<source type="image/avif" srcset="/images/sized/${name}-480.avif 480w`)
  }
  expect(() => readPostFiles(withBody('![x](https://example.com/x.jpg)'))).toThrow(
    /ny-post\.md:\n {2}- the picture https:\/\/example\.com\/x\.jpg is not from the editor's media folder/,
  )
  expect(() => readPostFiles(withBody('![x](/images/findes-ikke.jpg)'))).toThrow(
    /ny-post\.md:\n {2}- the picture \/images\/findes-ikke\.jpg is not in content\/images: upload it in the editor/,
  )
})
