import { cpSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { POSTS_DIR } from '#app/blog/post-files.server.ts'
import { BLOG_CATEGORIES } from '#app/blog/posts.ts'
import { LANGUAGES, type Language } from '#app/i18n/languages.ts'

/**
 * Test posts, for trying the blog at the size it will reach (tests and `npm run bench:build`),
 * never in the repository's content: a copy of content/blog in `dir` with `count` more posts per
 * language, one every three days before the oldest of his, each category in turn except
 * `analytics` (a filter with none of theirs), with the body of one of his posts, as long as a real one.
 * Nothing here names one of his posts: he may rewrite or delete every one (docs/ejerguide.md).
 */
export const EMPTY_TEST_CATEGORY = 'analytics'

const WORDS: Record<Language, { title: string; excerpt: string; alt: string }> = {
  da: {
    title: 'Testindlæg nummer {{n}} om lokal synlighed',
    excerpt:
      'Et indlæg til at prøve bloggen af i stor skala: nummer {{n}}, med en tekst så lang som et rigtigt.',
    alt: 'Illustration af et kort med nåle',
  },
  en: {
    title: 'Test post number {{n}} about local visibility',
    excerpt:
      'A post for trying the blog at scale: number {{n}}, with a body as long as a real one.',
    alt: 'Illustration of a map with pins',
  },
}

/**
 * The body the test posts share: the longest of the repository's posts in `language`, without
 * its pictures, so that they stay as long as his own whatever he writes or deletes; the test
 * posts' own words if he has deleted them all.
 */
function sampleBody(from: string, language: Language): string {
  const bodies = readdirSync(path.join(from, language))
    .filter((file) => file.endsWith('.md'))
    .map((file) => {
      const text = readFileSync(path.join(from, language, file), 'utf8')
      // Without his pictures: a test post has none of its own.
      return text.slice(text.indexOf('\n---', 3) + 4).replace(/!\[[^\]]*\]\([^)]*\)/g, '')
    })
  const longest = bodies.sort((a, b) => b.length - a.length)[0]
  return longest ?? `\n\n${Array.from({ length: 40 }, () => WORDS[language].excerpt).join(' ')}\n`
}

/** The slug of test post `n` (1 is the newest). */
export const testPostSlug = (n: number) => `testindlaeg-${String(n).padStart(3, '0')}`

export function writeTestPosts(dir: string, count: number, from = POSTS_DIR): void {
  cpSync(from, dir, { recursive: true })
  const categories = BLOG_CATEGORIES.filter((category) => category !== EMPTY_TEST_CATEGORY)
  // Older than all of his posts, so the oldest pages of the list are the test posts'.
  const oldest = Math.min(
    Date.UTC(2024, 10, 1),
    ...LANGUAGES.flatMap((language) =>
      readdirSync(path.join(from, language))
        .filter((file) => file.endsWith('.md'))
        .flatMap((file) => {
          const date = /^date: *['"]?(\d{4}-\d\d-\d\d)/m.exec(
            readFileSync(path.join(from, language, file), 'utf8'),
          )?.[1]
          return date ? [Date.parse(date)] : []
        }),
    ),
  )
  for (const language of LANGUAGES) {
    const body = sampleBody(from, language)
    for (let n = 1; n <= count; n++) {
      const date = new Date(oldest - n * 3 * 86_400_000).toISOString().slice(0, 10)
      const words = WORDS[language]
      const fill = (text: string) => text.replaceAll('{{n}}', String(n))
      const frontMatter = [
        '---',
        `title: ${JSON.stringify(fill(words.title))}`,
        `excerpt: ${JSON.stringify(fill(words.excerpt))}`,
        `category: ${categories[n % categories.length]}`,
        `date: ${date}`,
        'read_minutes: 5',
        `image_alt: ${JSON.stringify(words.alt)}`,
        'keywords:',
        '  - lokal SEO',
        '---',
      ].join('\n')
      writeFileSync(path.join(dir, language, `${testPostSlug(n)}.md`), `${frontMatter}${body}`)
    }
  }
}
