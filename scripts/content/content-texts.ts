import { readFileSync } from 'node:fs'
import path from 'node:path'
import { Window } from 'happy-dom'
import { POSTS_DIR, readPostFiles } from '#app/blog/post-files.server.ts'
import type { Language } from '#app/i18n/languages.ts'
import { NAMESPACES } from '#app/i18n/pages.ts'

/**
 * Every text a visitor can read in one language, as the owner wrote it (placeholders unfilled),
 * each with the file and the field it is in: what the content rules read (content-rules.ts).
 */
export type ContentText = {
  /** The file, from the repository's root: `content/blog/en/my-post.md`. */
  file: string
  /** Where in the file: a dotted key (`hero.lead`), or a post's field or paragraph (`#3`). */
  field: string
  /** The text, as HTML where the file's text is Markdown. */
  text: string
  /** `report`: the samples drawn as sheets, the monthly report and the free analysis. */
  kind: 'page' | 'post' | 'legal' | 'guide' | 'report'
}

type Tree = string | number | boolean | null | Tree[] | { [key: string]: Tree }

/** Every string of a JSON tree, with its dotted path. */
export function leaves(tree: Tree, where = ''): { field: string; text: string }[] {
  const join = (key: string | number) => (where ? `${where}.${key}` : String(key))
  if (typeof tree === 'string') return [{ field: where, text: tree }]
  if (Array.isArray(tree)) return tree.flatMap((item, index) => leaves(item, join(index)))
  if (tree && typeof tree === 'object')
    return Object.entries(tree).flatMap(([key, value]) => leaves(value, join(key)))
  return []
}

const readJson = (file: string): Tree => JSON.parse(readFileSync(file, 'utf8'))

function jsonTexts(file: string, kind: ContentText['kind']): ContentText[] {
  return leaves(readJson(file)).map(({ field, text }) => ({ file, field, text, kind }))
}

/** Paragraphs, list items and headings of a post's HTML body, one text each (quotes hold paragraphs). */
function bodyParts(html: string): string[] {
  const window = new Window()
  const template = window.document.createElement('template')
  template.innerHTML = html
  const parts = [...template.content.querySelectorAll('p, li, h2, h3, h4')].map(
    (element) => element.innerHTML,
  )
  window.close()
  return parts
}

/** A language's posts: each one's title, excerpt, image text, keywords and every part of its body. */
export function postTexts(language: Language, dir = POSTS_DIR): ContentText[] {
  // A post not yet translated is its Danish file's, checked as Danish.
  const own = readPostFiles(dir)[language].filter(({ post }) => !post.textLanguage)
  return own.flatMap(({ post, body }) => {
    const file = path.join(dir, language, `${post.slug}.md`)
    const text = (field: string, value: string): ContentText => ({
      file,
      field,
      text: value,
      kind: 'post',
    })
    return [
      text('title', post.title),
      text('excerpt', post.excerpt),
      text('image_alt', post.imageAlt),
      text('keywords', post.keywords.join(', ')),
      ...bodyParts(body).map((part, index) => text(`#${index + 1}`, part)),
    ]
  })
}

export function contentTexts(language: Language): ContentText[] {
  return [
    ...NAMESPACES.flatMap((ns) => jsonTexts(`public/locales/${language}/${ns}.json`, 'page')),
    ...postTexts(language),
    ...(['privacy', 'terms'] as const).flatMap((name) =>
      jsonTexts(`content/${language}/${name}.json`, 'legal'),
    ),
    ...jsonTexts(`content/${language}/guide.json`, 'guide'),
    ...jsonTexts(`content/${language}/sample-report.json`, 'report'),
    ...jsonTexts(`content/${language}/sample-analysis.json`, 'report'),
  ]
}

/** "public/locales/da/universal.json: guarantee.badge": a text's file and field, as messages name it. */
export const whereOf = ({ file, field }: ContentText) => `${file}: ${field}`

/** The locale namespace and key of a page text ("universal:guarantee.badge"), or null. */
export function localeKey({ file, field }: ContentText): string | null {
  const match = /^public\/locales\/\w+\/([\w-]+)\.json$/.exec(file)
  return match ? `${match[1]}:${field}` : null
}
