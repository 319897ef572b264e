import { readFileSync } from 'node:fs'
import type { CmsConfig, Field } from '@sveltia/cms'
import { expect, test } from 'vitest'
import { parse } from 'yaml'
import type { z } from 'zod'
import { FRONT_MATTER_FIELDS } from '#app/blog/post-files.server.ts'
import { BLOG_CATEGORIES } from '#app/blog/posts.ts'
import { LANGUAGES } from '#app/i18n/languages.ts'
import { NAMESPACES } from '#app/i18n/pages.ts'
import { SITE_FILE, siteFileSchema } from '#app/settings/site-file-schema.ts'
import { adminConfigYaml } from './build-admin.ts'
import { cmsConfig, fieldFor, TEXT_FILES } from './cms-config.ts'

const config = cmsConfig({ repo: 'owner/site', branch: 'main' })

type Node = {
  name: string
  widget?: string
  multiple?: boolean
  field?: Node
  fields?: Node[]
  required?: boolean
}
const nodes = (fields: Field[]) => fields as unknown as Node[]

/** Every place a field writes to, as dotted paths; a list's items are `[]`. Or only optional ones. */
function fieldPaths(fields: Node[], prefix = '', onlyOptional = false): string[] {
  return fields.flatMap((field) => {
    const here = prefix + field.name
    // Everything inside an optional field may be left out with it.
    if (onlyOptional && field.required === false)
      return fieldPaths([{ ...field, required: true }], prefix)
    if (onlyOptional && !field.fields) return []
    if (field.widget === 'list' && field.fields)
      return fieldPaths(field.fields, `${here}[].`, onlyOptional)
    if (field.widget === 'list' || field.multiple) return [`${here}[]`]
    if (field.widget === 'keyvalue') return [`${here}.*`]
    if (field.widget === 'object' && field.fields)
      return fieldPaths(field.fields, `${here}.`, onlyOptional)
    return [here]
  })
}

/**
 * Every place the site file's schema holds a value, as the same dotted paths, each optional
 * step marked `?` ("clients?[].url?"), so that one optional field inside another is told apart.
 */
function schemaPaths(schema: z.ZodType, prefix = ''): string[] {
  const def = schema.def as unknown as {
    type: string
    shape?: Record<string, z.ZodType>
    innerType?: z.ZodType
    element?: z.ZodType
    keyType?: { options: string[] }
    valueType?: z.ZodType
  }
  const here = prefix.slice(0, -1)
  switch (def.type) {
    case 'optional':
      return schemaPaths(def.innerType as z.ZodType, `${here}?.`)
    case 'object':
      return Object.entries(def.shape ?? {}).flatMap(([key, value]) =>
        schemaPaths(value, `${prefix}${key}.`),
      )
    case 'record':
      return (def.keyType?.options ?? []).flatMap((key) =>
        schemaPaths(def.valueType as z.ZodType, `${prefix}${key}.`),
      )
    case 'array': {
      const element = def.element as z.ZodType
      if ((element.def as { type: string }).type === 'object')
        return schemaPaths(element, `${here}[].`)
      return [`${here}[]`]
    }
    default:
      return [here]
  }
}

/** The editor's fields as the same marked paths: `?` where the owner may leave a field out. */
function markedFieldPaths(fields: Node[], prefix = ''): string[] {
  return fields.flatMap((field) => {
    const here = prefix + field.name + (field.required === false ? '?' : '')
    if (field.widget === 'list' && field.fields) return markedFieldPaths(field.fields, `${here}[].`)
    if (field.widget === 'list' || field.multiple) return [`${here}[]`]
    if (field.widget === 'keyvalue') return [here]
    if (field.widget === 'object' && field.fields) return markedFieldPaths(field.fields, `${here}.`)
    return [here]
  })
}

/** Every place a JSON file holds a value, as the same dotted paths. */
function jsonPaths(value: unknown, prefix = ''): string[] {
  if (Array.isArray(value)) {
    const objects = value.filter((item) => typeof item === 'object' && item !== null)
    if (objects.length === 0) return [`${prefix.slice(0, -1)}[]`]
    return [...new Set(objects.flatMap((item) => jsonPaths(item, `${prefix.slice(0, -1)}[].`)))]
  }
  if (typeof value === 'object' && value !== null)
    return Object.entries(value).flatMap(([key, item]) => jsonPaths(item, `${prefix}${key}.`))
  return [prefix.slice(0, -1)]
}

const collection = (name: string) =>
  config.collections?.find((item) => 'name' in item && item.name === name) as {
    files?: { file: string; fields: Field[]; i18n?: unknown }[]
    fields?: Field[]
    folder?: string
  }

/** The text files the editor offers: the pages' texts, then the legal texts and the guide. */
const textFiles = [...(collection('texts').files ?? []), ...(collection('documents').files ?? [])]

test('every text file of both languages is in the editor, side by side', () => {
  const files = textFiles
  expect(files.map(({ file }) => file)).toEqual([...TEXT_FILES.pages, ...TEXT_FILES.legal])
  expect(TEXT_FILES.pages).toHaveLength(NAMESPACES.length)
  expect(config.i18n).toMatchObject({ structure: 'multiple_folders', locales: LANGUAGES })
  for (const file of files) expect(file.i18n, file.file).toBe(true)
})

test('every key of every text file has a field, and every field a key of some language', () => {
  for (const { file, fields } of textFiles) {
    const paths = fieldPaths(nodes(fields))
    const keys = LANGUAGES.map((language) =>
      jsonPaths(JSON.parse(readFileSync(file.replace('{{locale}}', language), 'utf8'))),
    )
    for (const [index, language] of LANGUAGES.entries()) {
      expect(paths, `${file} (${language})`).toEqual(expect.arrayContaining(keys[index] ?? []))
    }
    expect([...new Set(keys.flat())].sort(), file).toEqual([...paths].sort())
  }
})

test('long texts get a text area, short ones a line, keys a readable label', () => {
  expect(fieldFor('cta_primary', 'Få en gratis analyse')).toMatchObject({
    label: 'Cta primary',
    widget: 'string',
  })
  expect(fieldFor('intro', 'x'.repeat(71))).toMatchObject({ widget: 'text' })
  expect(fieldFor('sections', [{ title: 'A', list: ['x'] }, { title: 'B' }])).toMatchObject({
    widget: 'list',
    fields: [
      { name: 'title', widget: 'string' },
      { name: 'list', widget: 'list', required: false },
    ],
  })
})

test('the business details file has a field for each of its values, and nothing else', () => {
  const site = config.singletons?.find((item) => 'file' in item && item.file === SITE_FILE) as {
    fields: Field[]
  }
  const data = JSON.parse(readFileSync(SITE_FILE, 'utf8'))
  const paths = fieldPaths(nodes(site.fields))
  // A key-value field ("palette.brand.*") holds every key under it.
  const held = (key: string) =>
    paths.find((path) => path.endsWith('.*') && key.startsWith(path.slice(0, -1))) ?? key
  const inFile = new Set(jsonPaths(data).map(held))
  // Every value has its field; a field with nothing in the file is one the owner may leave out.
  const optional = new Set(fieldPaths(nodes(site.fields), '', true))
  expect([...inFile].filter((path) => !paths.includes(path))).toEqual([])
  expect(paths.filter((path) => !inFile.has(path) && !optional.has(path))).toEqual([])
  expect([...optional].sort()).toEqual([
    'bookingUrl',
    'clients[].name',
    'clients[].permission',
    'clients[].sentence.da',
    'clients[].sentence.en',
    'clients[].town',
    'clients[].trade.da',
    'clients[].trade.en',
    'clients[].url',
    'founder.linkedinUrl',
    'founder.pastRoles.da[]',
    'founder.pastRoles.en[]',
    'founder.photo',
    'founder.yearsOfExperience',
    'googleProfileUrl',
    'googleReviews.count',
    'googleReviews.rating',
    'introOffer.placesLeft',
    'openingHours.confirmed',
    'sampleTexts[]',
  ])
})

test("the business details' fields are the schema's, optional exactly where the schema is", () => {
  const site = config.singletons?.find((item) => 'file' in item && item.file === SITE_FILE) as {
    fields: Field[]
  }
  const schema = schemaPaths(siteFileSchema).map((path) =>
    // A key-value field holds a whole object of shades: "palette.brand.50" is "palette.brand".
    path.replace(/^(palette\.(brand|accent))\..*$/, '$1'),
  )
  expect(markedFieldPaths(nodes(site.fields)).sort()).toEqual([...new Set(schema)].sort())
})

test("a post's fields are the front matter the blog reads, and its body", () => {
  const blog = collection('blog')
  expect(blog.folder).toBe('content/blog')
  const fields = nodes(blog.fields ?? [])
  expect(fields.map(({ name }) => name)).toEqual([...Object.keys(FRONT_MATTER_FIELDS), 'body'])
  for (const field of fields.filter(({ name }) => name !== 'body')) {
    expect(field.required === false, field.name).toBe(
      FRONT_MATTER_FIELDS[field.name]?.optional === true,
    )
  }
  const category = blog.fields?.find(({ name }) => name === 'category') as {
    options: { value: string }[]
  }
  expect(category?.options.map(({ value }) => value)).toEqual([...BLOG_CATEGORIES])
})

test('/admin/config.yml says the same as the configuration, and signs in with a token without an OAuth helper', () => {
  const written: CmsConfig = parse(adminConfigYaml({ CMS_GITHUB_REPO: 'owner/site' }))
  expect(written).toEqual(config)
  expect(config.backend).toMatchObject({
    name: 'github',
    repo: 'owner/site',
    auth_methods: ['token'],
  })
  const withHelper = parse(
    adminConfigYaml({ GITHUB_REPOSITORY: 'jens/site', CMS_AUTH_URL: 'https://auth.example.dk' }),
  )
  expect(withHelper.backend).toMatchObject({
    repo: 'jens/site',
    base_url: 'https://auth.example.dk',
  })
  expect(withHelper.backend.auth_methods).toBeUndefined()
})
