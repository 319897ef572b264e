import { cpSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { POSTS_DIR } from '#app/blog/post-files.server.ts'
import { BLOG_CATEGORIES } from '#app/blog/posts.ts'
import { LANGUAGES, type Language } from '#app/i18n/languages.ts'

/**
 * Test posts, for trying the blog at the size it will reach (tests and `npm run bench:build`),
 * never in the repository's content: a copy of content/blog in `dir` with `count` more posts per
 * language, one every three days before the newest sample, each category in turn except
 * `analytics` (so one filter stays empty), with the body of a sample post, as long as a real one.
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

const SAMPLE_BODY = 'derfor-betyder-lokal-seo-mere-end-du-tror.md'

/** The slug of test post `n` (1 is the newest). */
export const testPostSlug = (n: number) => `testindlaeg-${String(n).padStart(3, '0')}`

export function writeTestPosts(dir: string, count: number, from = POSTS_DIR): void {
  cpSync(from, dir, { recursive: true })
  const categories = BLOG_CATEGORIES.filter((category) => category !== EMPTY_TEST_CATEGORY)
  for (const language of LANGUAGES) {
    const sample = readFileSync(path.join(from, language, SAMPLE_BODY), 'utf8')
    const body = sample.slice(sample.indexOf('\n---', 3) + 4)
    for (let n = 1; n <= count; n++) {
      const date = new Date(Date.UTC(2024, 10, 1) - n * 3 * 86_400_000).toISOString().slice(0, 10)
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
