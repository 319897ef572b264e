import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { mkdir, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { imageSize } from 'image-size'
import { Marked } from 'marked'
import { parse as parseYaml } from 'yaml'
import {
  MEDIA_FOLDER,
  MEDIA_PATH,
  mediaFile,
  POST_PICTURE_SIZES,
  pictureHtml,
  postPicture,
} from '#app/content-files/images.ts'
import { DEFAULT_LANGUAGE, LANGUAGES, type Language, perLanguage } from '#app/i18n/languages.ts'
import { fillTextVariables, TEXT_VARIABLES } from '#app/settings/site.ts'
import { postBodyPath } from './post-body-loading.ts'
import { BLOG_CATEGORIES, type BlogCategory, type BlogPost } from './posts.ts'

/**
 * The blog's posts: one Markdown file per post and language, content/blog/{lng}/{slug}.md, front
 * matter first. Read with `fs` at build time only (the prerender list, the loaders, the build's
 * images and body files, the tests), so nothing of it reaches the browser.
 */
export const POSTS_DIR = 'content/blog'

/**
 * Where the posts are read from: the site's own, or, when `POSTS_DIR` is set in the environment,
 * a folder of generated posts (tests/test-posts.ts) for the tests and the build benchmark.
 */
export const postsDir = () => process.env.POSTS_DIR || POSTS_DIR

/**
 * Whether a build shows the drafts: only a preview build, which the deploy workflow publishes to
 * its `kladder` preview address when the owner asks for it (docs/editor.md).
 */
export const SHOW_DRAFTS_VARIABLE = 'SHOW_DRAFTS'
const showDrafts = () => process.env[SHOW_DRAFTS_VARIABLE] === 'true'

/**
 * The posts held back from this build as a draft is, by slug (comma-separated), in every
 * language: the content check sets it for a post that breaks a blocking rule, so that the rest
 * of the site publishes (scripts/content/check-content.ts).
 */
export const HELD_BACK_POSTS_VARIABLE = 'HELD_BACK_POSTS'
const heldBack = () =>
  new Set((process.env[HELD_BACK_POSTS_VARIABLE] ?? '').split(',').filter(Boolean))

const isText = (value: unknown) => typeof value === 'string' && value.trim() !== ''

/** The front matter's fields: what each must be, and which a post may leave out. */
export const FRONT_MATTER_FIELDS: Record<
  string,
  { valid: (value: unknown) => boolean; expected: string; optional?: true }
> = {
  /** A draft is kept in the repository and left out of the site (unless drafts are shown). */
  draft: {
    valid: (value) => typeof value === 'boolean',
    expected: 'true or false',
    optional: true,
  },
  title: { valid: isText, expected: 'a text' },
  excerpt: { valid: isText, expected: 'a text' },
  category: {
    valid: (value) => BLOG_CATEGORIES.includes(value as BlogCategory),
    expected: `one of ${BLOG_CATEGORIES.join(', ')}`,
  },
  date: {
    valid: (value) =>
      typeof value === 'string' &&
      /^\d{4}-\d{2}-\d{2}$/.test(value) &&
      !Number.isNaN(Date.parse(value)),
    expected: 'a date written YYYY-MM-DD',
  },
  read_minutes: {
    valid: (value) => Number.isInteger(value) && (value as number) > 0,
    expected: 'a whole number of minutes',
  },
  image_alt: { valid: isText, expected: 'a text' },
  keywords: {
    valid: (value) => Array.isArray(value) && value.length > 0 && value.every(isText),
    expected: 'a list of texts',
  },
  author: { valid: isText, expected: 'a text', optional: true },
}

type FrontMatter = {
  title: string
  excerpt: string
  category: BlogCategory
  date: string
  read_minutes: number
  image_alt: string
  keywords: string[]
  author?: string
  draft?: boolean
}

/**
 * One post in one language: its front matter, its body as HTML (empty when it has none), and the
 * pictures from the media folder its body shows ("/images/photo.jpg"), which the build sizes.
 */
export type PostFile = { post: BlogPost; body: string; pictures: string[] }
type UnnumberedPost = Omit<BlogPost, 'id'>

const FRONT_MATTER = /^---\r?\n([\s\S]*?)\r?\n---(?:\r?\n|$)/
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

/**
 * A body's Markdown as HTML. A picture the owner put in through the editor
 * (`![…](/images/photo.jpg)`, saved in the media folder) becomes a sized `<picture>`, as the
 * site's own pictures are; a picture from anywhere else, or one missing from the folder, is a
 * problem (the site loads nothing from other addresses).
 */
function renderBody(markdown: string): { html: string; pictures: string[]; problems: string[] } {
  const pictures: string[] = []
  const problems: string[] = []
  const renderer = new Marked({
    renderer: {
      image({ href, text }) {
        const file = href.startsWith(`${MEDIA_PATH}/`) ? mediaFile(decodeURI(href)) : null
        if (!file || !existsSync(file)) {
          problems.push(
            file
              ? `the picture ${href} is not in ${MEDIA_FOLDER}: upload it in the editor`
              : `the picture ${href} is not from the editor's media folder (${MEDIA_PATH}/…): upload it in the editor`,
          )
          return ''
        }
        const size = imageSize(readFileSync(file))
        pictures.push(decodeURI(href))
        return pictureHtml(postPicture(decodeURI(href), size), text, POST_PICTURE_SIZES)
      },
    },
  })
  const html = markdown.trim() ? renderer.parse(markdown, { async: false }) : ''
  return { html, pictures, problems }
}

const listed = (problems: string[]) => problems.map((problem) => `  - ${problem}`).join('\n')

function brokenPost(file: string, problems: string[]): Error {
  return new Error(`Blog post ${file}:\n${listed(problems)}`)
}

function frontMatterProblems(data: Record<string, unknown>): string[] {
  return [
    ...Object.keys(data)
      .filter((field) => !(field in FRONT_MATTER_FIELDS))
      .map(
        (field) =>
          `unknown field "${field}" (the fields: ${Object.keys(FRONT_MATTER_FIELDS).join(', ')})`,
      ),
    ...Object.entries(FRONT_MATTER_FIELDS).flatMap(([field, { valid, expected, optional }]) => {
      const value = data[field]
      if (value === undefined || value === null)
        return optional ? [] : [`missing "${field}" (${expected})`]
      return valid(value) ? [] : [`"${field}" must be ${expected}, not ${JSON.stringify(value)}`]
    }),
  ]
}

/**
 * Reads one post file: its front matter, checked (a missing or unknown field, a wrong value or an
 * unknown placeholder fails, naming the file), and its Markdown body as HTML. The front matter's
 * texts get the business identity filled in; the body keeps its placeholders, as the body files
 * are served (post-body-loading.ts fills them in). Null for a draft or a post held back, which is not checked until
 * it is published, and for a translation not yet written (no title: the editor writes the
 * shared fields of a post saved in Danish only), whose post the other site shows in Danish.
 */
function readPostFile(
  file: string,
  language: Language,
): { post: UnnumberedPost; body: string; pictures: string[] } | null {
  const text = readFileSync(file, 'utf8')
  const slug = path.basename(file, '.md')
  const frontMatter = FRONT_MATTER.exec(text)
  if (!frontMatter)
    throw brokenPost(file, [
      'no front matter: the file starts with a "---" line, the fields, "---"',
    ])
  let data: unknown
  try {
    data = parseYaml(frontMatter[1] ?? '')
  } catch (error) {
    throw brokenPost(file, [`the front matter is not valid YAML: ${(error as Error).message}`])
  }
  if (typeof data !== 'object' || data === null || Array.isArray(data))
    throw brokenPost(file, ['the front matter is not a list of "field: value" lines'])
  const front = data as Record<string, unknown>
  if (front.draft === true && !showDrafts()) return null
  if (heldBack().has(slug)) return null
  if (language !== DEFAULT_LANGUAGE && !isText(front.title)) return null
  const problems = [
    ...(SLUG.test(slug) ? [] : [`the file name "${slug}" is not a slug (a-z, 0-9 and dashes)`]),
    ...frontMatterProblems(data as Record<string, unknown>),
    ...[...text.matchAll(/{{\s*(\w+)\s*}}/g)]
      .filter(([, name = '']) => !(name in TEXT_VARIABLES))
      .map(([placeholder]) => `unknown placeholder ${placeholder}`),
  ]
  const markdown = text.slice(frontMatter[0].length)
  const body = renderBody(markdown)
  problems.push(...body.problems)
  if (problems.length > 0) throw brokenPost(file, problems)
  const fields = data as FrontMatter
  const fill = (text: string) => fillTextVariables(text, language)
  return {
    post: {
      slug,
      title: fill(fields.title),
      excerpt: fill(fields.excerpt),
      category: fields.category,
      published: fields.date,
      readMinutes: fields.read_minutes,
      imageAlt: fill(fields.image_alt),
      keywords: fields.keywords.map(fill),
      ...(fields.author && { author: fill(fields.author) }),
      ...(fields.draft && { draft: true }),
    },
    body: body.html,
    pictures: body.pictures,
  }
}

/** What a post is in every language (its texts are each language's own), and its field name. */
const SHARED_FIELDS = [
  ['category', 'category'],
  ['published', 'date'],
  ['author', 'author'],
] as const

/**
 * How a language's posts differ from the default language's: a translation without its Danish
 * post, or another category, date or author. (A Danish post without its translation is shown in
 * Danish on the other site: parsePostFiles.)
 */
function mismatches(
  dir: string,
  posts: Record<Language, UnnumberedPost[]>,
  language: Language,
): string[] {
  const fileOf = (lng: Language, slug: string) => path.join(dir, lng, `${slug}.md`)
  const originals = new Map(posts[DEFAULT_LANGUAGE].map((post) => [post.slug, post]))
  return [
    ...posts[language].flatMap((post) => {
      const original = originals.get(post.slug)
      if (!original) return [`${fileOf(DEFAULT_LANGUAGE, post.slug)} is missing`]
      return SHARED_FIELDS.filter(([key]) => original[key] !== post[key]).map(
        ([key, field]) =>
          `${fileOf(language, post.slug)}: "${field}" is ${post[key]}, but ${original[key]} in ${fileOf(DEFAULT_LANGUAGE, post.slug)}`,
      )
    }),
  ]
}

/** Newest first, as the blog lists them; posts of the same date by slug. */
const newestFirst = (a: UnnumberedPost, b: UnnumberedPost) =>
  b.published.localeCompare(a.published) || a.slug.localeCompare(b.slug)

/**
 * The post files of a language's folder. None when he has deleted every post of it: git keeps
 * no empty folder, so the folder is gone then.
 */
function postFileNames(dir: string, language: Language): string[] {
  const folder = path.join(dir, language)
  return existsSync(folder) ? readdirSync(folder).filter((name) => name.endsWith('.md')) : []
}

/** What the post files of a folder are now: their names, sizes and times of change. */
function folderState(dir: string): string {
  return LANGUAGES.flatMap((language) =>
    postFileNames(dir, language).map((name) => {
      const { size, mtimeMs } = statSync(path.join(dir, language, name))
      return `${language}/${name} ${size} ${mtimeMs}`
    }),
  ).join('\n')
}

/** The posts last read from each folder, and the state of its files then. */
const readPosts = new Map<string, { state: string; files: Record<Language, PostFile[]> }>()

/**
 * Every post file of every language, newest first and numbered (the oldest is 1). Each post has
 * a file in each language, with the same category, date and author. Read once per state of the
 * folder: a build asks for the posts for every page it prerenders, and the dev server after
 * every edit.
 */
export function readPostFiles(dir = postsDir()): Record<Language, PostFile[]> {
  const state = `${folderState(dir)}\ndrafts shown: ${showDrafts()}\nheld back: ${[...heldBack()]}`
  const cached = readPosts.get(dir)
  if (cached?.state === state) return cached.files
  const files = parsePostFiles(dir)
  readPosts.set(dir, { state, files })
  return files
}

function parsePostFiles(dir: string): Record<Language, PostFile[]> {
  const written = perLanguage((language) =>
    postFileNames(dir, language).flatMap(
      (name) => readPostFile(path.join(dir, language, name), language) ?? [],
    ),
  )
  const posts = perLanguage((language) => written[language].map(({ post }) => post))
  const problems = LANGUAGES.flatMap((language) => mismatches(dir, posts, language))
  if (problems.length > 0)
    throw new Error(
      `Every translated blog post has its Danish file, with the same category, date and author:\n${listed(problems)}`,
    )
  // A post not yet translated is shown in Danish on the other site (the spec's fallback), and
  // says so (`textLanguage`), so the page marks its text as Danish.
  const files = perLanguage((language) => {
    const own = new Set(posts[language].map((post) => post.slug))
    const untranslated = written[DEFAULT_LANGUAGE]
      .filter(({ post }) => !own.has(post.slug))
      .map((file) => ({ ...file, post: { ...file.post, textLanguage: DEFAULT_LANGUAGE } }))
    return [...written[language], ...untranslated].sort((a, b) => newestFirst(a.post, b.post))
  })
  return perLanguage((language) =>
    files[language].map(({ post, body, pictures }, index, all) => ({
      post: { ...post, id: all.length - index },
      body,
      pictures,
    })),
  )
}

/** The posts of a language, newest first. */
export function blogPosts(language: Language, dir = postsDir()): BlogPost[] {
  return readPostFiles(dir)[language].map(({ post }) => post)
}

export function findPost(language: Language, slug: string | undefined): BlogPost | undefined {
  return blogPosts(language).find((post) => post.slug === slug)
}

/**
 * The body files the site serves, per slug and language (spec), by path: both languages in each
 * site, so that English can fall back to Danish. A post whose file has no body has none.
 */
export function postBodyFiles(dir = postsDir()): Map<string, string> {
  const files = readPostFiles(dir)
  return new Map(
    LANGUAGES.flatMap((language) =>
      files[language]
        // A post not yet translated has no body in this language: the page falls back to Danish.
        .filter(({ post, body }) => body && !post.textLanguage)
        .map(({ post, body }) => [postBodyPath(language, post.slug), body] as const),
    ),
  )
}

/**
 * Writes the body files into a site's folder (the build does it for each language), each as
 * `{address}.html`, which the host serves at its address.
 */
export async function writePostBodies(outDir: string): Promise<void> {
  for (const [url, html] of postBodyFiles()) {
    const file = path.join(outDir, `${url}.html`)
    await mkdir(path.dirname(file), { recursive: true })
    await writeFile(file, html)
  }
}
