import { readFileSync } from 'node:fs'
import type { CmsConfig, CollectionFile, Field } from '@sveltia/cms'
import { BLOG_CATEGORIES } from '#app/blog/posts.ts'
import { MEDIA_FOLDER, MEDIA_PATH } from '#app/content-files/images.ts'
import { DEFAULT_LANGUAGE, LANGUAGES } from '#app/i18n/languages.ts'
import { NAMESPACES } from '#app/i18n/pages.ts'
import { SITE_FILE, SITE_FILE_LABEL, siteFileSchema } from '#app/settings/site-file-schema.ts'
import { settingFields } from './setting-fields.ts'

/**
 * The editor's configuration (/admin/config.yml), made at build time: which files the owner edits
 * and with which fields. The fields of every text file are generated from its Danish file, one
 * per key, so the editor cannot drift from the texts (admin/cms-config.test.ts holds it to them).
 * The business details' fields come from each setting's declaration (app/settings/
 * site-file-schema.ts, through setting-fields.ts); only the posts' front matter has fields written
 * by hand, beside the rules app/blog/post-files.server.ts holds them to.
 */

/** Where the owner's texts live; `{{locale}}` is the language. */
export const TEXT_FILES = {
  pages: NAMESPACES.map((namespace) => `public/locales/{{locale}}/${namespace}.json`),
  legal: ['privacy', 'terms', 'guide', 'sample-report', 'sample-analysis'].map(
    (name) => `content/{{locale}}/${name}.json`,
  ),
}

type Json = string | number | boolean | null | Json[] | { [key: string]: Json }

/** A text longer than this, or with a line break, gets a text area; shorter ones a line. */
const LONG_TEXT = 70

/** "cta_primary" → "Cta primary", "story" → "Story": the key, readable. */
const labelOf = (key: string) => {
  const words = key.replaceAll(/[_-]+/g, ' ').trim()
  return words.charAt(0).toUpperCase() + words.slice(1)
}

const textWidget = (samples: string[]) =>
  samples.some((text) => text.length > LONG_TEXT || text.includes('\n')) ? 'text' : 'string'

/** The field for one key of a text file, from its value in the Danish file. */
export function fieldFor(name: string, value: Json, optional = false): Field {
  const common = { name, label: labelOf(name), ...(optional && { required: false }) }
  if (typeof value === 'string') return { ...common, widget: textWidget([value]) }
  if (Array.isArray(value)) {
    const objects = value.filter(
      (item): item is { [key: string]: Json } =>
        typeof item === 'object' && item !== null && !Array.isArray(item),
    )
    if (objects.length > 0) {
      // The items' keys in first-seen order; a key some items lack is optional.
      const keys = [...new Set(objects.flatMap((item) => Object.keys(item)))]
      return {
        ...common,
        widget: 'list',
        collapsed: true,
        fields: keys.map((key) => {
          const first = objects.find((item) => key in item)?.[key] ?? ''
          return fieldFor(
            key,
            first,
            objects.some((item) => !(key in item)),
          )
        }),
      }
    }
    const texts = value.filter((item): item is string => typeof item === 'string')
    return {
      ...common,
      widget: 'list',
      field: { name: 'text', label: labelOf(name), widget: textWidget(texts) },
    }
  }
  if (typeof value === 'object' && value !== null) {
    return {
      ...common,
      widget: 'object',
      collapsed: true,
      fields: Object.entries(value).map(([key, item]) => fieldFor(key, item)),
    }
  }
  throw new Error(`${name}: a text file holds only texts, lists and groups, not ${value}`)
}

/**
 * The keys of a text file in every language, in the Danish file's order, with the Danish text
 * (or the first language's that has the key) as the sample each field is made from. A key some
 * language lacks (the English legal texts' notice) is marked, so its field may stay empty.
 */
function mergedTexts(files: Json[]): { [key: string]: { value: Json; everywhere: boolean } } {
  const objects = files.filter(
    (file): file is { [key: string]: Json } =>
      typeof file === 'object' && file !== null && !Array.isArray(file),
  )
  const keys = [...new Set(objects.flatMap((file) => Object.keys(file)))]
  return Object.fromEntries(
    keys.map((key) => [
      key,
      {
        value: objects.find((file) => key in file)?.[key] ?? '',
        everywhere: objects.every((file) => key in file),
      },
    ]),
  )
}

/** The field, and every field inside it, written per language (the editor's `i18n: true`). */
function translatable(field: Field): Field {
  const inner = field as { field?: Field; fields?: Field[] }
  return {
    ...field,
    i18n: true,
    ...(inner.field && { field: translatable(inner.field) }),
    ...(inner.fields && { fields: inner.fields.map(translatable) }),
  } as Field
}

/** One text file in both languages, side by side, its fields generated from the files. */
export function textFile(file: string): CollectionFile {
  const texts: Json[] = LANGUAGES.map((language) =>
    JSON.parse(readFileSync(file.replace('{{locale}}', language), 'utf8')),
  )
  const name = file.replace(/^.*\/([^/]+)\.json$/, '$1')
  return {
    name,
    label: labelOf(name),
    file,
    format: 'json',
    i18n: true,
    fields: Object.entries(mergedTexts(texts)).map(([key, { value, everywhere }]) =>
      translatable(fieldFor(key, value, !everywhere)),
    ),
  }
}

/** The Danish names of the blog's categories, as the blog shows them. */
function categoryLabels(): Record<string, string> {
  const blog = JSON.parse(readFileSync('public/locales/da/blog.json', 'utf8'))
  return blog.categories
}

/** A post's front matter and body, as app/blog/post-files.server.ts reads them. */
function blogFields(): Field[] {
  const labels = categoryLabels()
  // Danish is required, English may wait: the English site shows the Danish post until then.
  const danishRequired = ['da']
  return [
    {
      name: 'draft',
      label: 'Kladde (vises ikke på siden)',
      widget: 'boolean',
      required: false,
      default: false,
      i18n: 'duplicate',
      hint: 'Sæt hak for at gemme indlægget uden at udgive det. Fjern hakket, når det skal på siden.',
    },
    { name: 'title', label: 'Titel', widget: 'string', i18n: true, required: danishRequired },
    {
      name: 'excerpt',
      label: 'Uddrag',
      widget: 'text',
      i18n: true,
      required: danishRequired,
      hint: 'En eller to sætninger: vises i listen, under titlen og i søgeresultater.',
    },
    {
      name: 'category',
      label: 'Kategori',
      widget: 'select',
      i18n: 'duplicate',
      options: BLOG_CATEGORIES.map((value) => ({
        value,
        label: (labels[value] ?? value).replaceAll('{{brand}}', 'Firmaet'),
      })),
    },
    {
      name: 'date',
      label: 'Udgivet',
      widget: 'datetime',
      i18n: 'duplicate',
      format: 'YYYY-MM-DD',
      time_format: false,
    },
    {
      name: 'read_minutes',
      label: 'Læsetid (minutter)',
      widget: 'number',
      value_type: 'int',
      min: 1,
      i18n: true,
      required: danishRequired,
    },
    {
      name: 'image_alt',
      label: 'Billedets alt-tekst',
      widget: 'string',
      i18n: true,
      required: danishRequired,
      hint: 'Hvad illustrationen viser. Nye indlæg får et kort med nåle over et søgefelt.',
    },
    {
      name: 'keywords',
      label: 'Søgeord',
      widget: 'list',
      i18n: true,
      required: danishRequired,
      field: { name: 'keyword', label: 'Søgeord', widget: 'string', i18n: true },
    },
    {
      name: 'author',
      label: 'Forfatter (kun hvis det ikke er dig)',
      widget: 'string',
      required: false,
      i18n: 'duplicate',
    },
    {
      name: 'body',
      label: 'Tekst',
      widget: 'markdown',
      i18n: true,
      required: danishRequired,
      hint: 'Overskrifter fra niveau 2 (##). {{brand}} og {{founder}} udfyldes automatisk.',
    },
  ]
}

/** Where the editor signs in: GitHub, through an OAuth helper when there is one, else a token. */
export type CmsBackend = {
  /** "owner/name" of the site's GitHub repository. */
  repo: string
  branch: string
  /** The OAuth helper's origin (e.g. Sveltia CMS Authenticator on Cloudflare Workers). */
  authUrl?: string
}

/** The editor's backend from the build's environment (docs/editor.md). */
export function cmsBackend(env: NodeJS.ProcessEnv): CmsBackend {
  return {
    // GitHub Actions sets GITHUB_REPOSITORY; CMS_GITHUB_REPO overrides it for other builds.
    repo: env.CMS_GITHUB_REPO || env.GITHUB_REPOSITORY || 'owner/lokalsynlig-site',
    branch: env.CMS_GITHUB_BRANCH || 'main',
    authUrl: env.CMS_AUTH_URL || undefined,
  }
}

const PLACEHOLDER_NOTE =
  'Ord i dobbelte tuborgklammer, fx {{brand}} og {{phone}}, udfyldes fra virksomhedens oplysninger: lad dem stå.'

/** The whole configuration, as /admin/config.yml says it. */
export function cmsConfig(backend: CmsBackend): CmsConfig {
  const { brand } = JSON.parse(readFileSync(SITE_FILE, 'utf8'))
  return {
    backend: {
      name: 'github',
      repo: backend.repo,
      branch: backend.branch,
      ...(backend.authUrl ? { base_url: backend.authUrl } : { auth_methods: ['token'] }),
      commit_messages: {
        create: 'content: opret {{collection}} "{{slug}}"',
        update: 'content: ret {{collection}} "{{slug}}"',
        delete: 'content: slet {{collection}} "{{slug}}"',
        uploadMedia: 'content: upload "{{path}}"',
        deleteMedia: 'content: slet "{{path}}"',
      },
    },
    app_title: `${brand}: redigering`,
    logo: { src: '/favicon.svg' },
    // The pictures the owner uploads; the build publishes those the site shows, sized
    // (app/content-files/images.ts). In the browser, before they are saved, they get a plain file name and
    // are made WebP at most 2400 px, so the repository stays small.
    media_folder: MEDIA_FOLDER,
    public_folder: MEDIA_PATH,
    media_libraries: {
      default: {
        config: {
          max_file_size: 20_000_000,
          slugify_filename: true,
          transformations: {
            raster_image: { format: 'webp', quality: 85, width: 2400, height: 2400 },
          },
        },
      },
      // Stock photos would be pictures from elsewhere, which the site does not load.
      stock_assets: false,
    },
    show_preview_links: false,
    i18n: {
      structure: 'multiple_folders',
      locales: [...LANGUAGES],
      default_locale: DEFAULT_LANGUAGE,
    },
    slug: { encoding: 'ascii', clean_accents: true },
    output: { omit_empty_optional_fields: true },
    collections: [
      {
        name: 'blog',
        label: 'Blogindlæg',
        label_singular: 'Blogindlæg',
        description: `Hvert indlæg skrives på dansk og, når du når det, på engelsk: indtil da viser den engelske side det danske. ${PLACEHOLDER_NOTE}`,
        folder: 'content/blog',
        extension: 'md',
        format: 'yaml-frontmatter',
        create: true,
        delete: true,
        i18n: true,
        identifier_field: 'title',
        summary: "{{title}} ({{date}}){{draft | ternary(' · kladde', '')}}",
        sortable_fields: {
          fields: ['date', 'title'],
          default: { field: 'date', direction: 'descending' },
        },
        slug: {
          template: '{{title}}',
          editable: ['create'],
          hint: 'Adressen: /blog/adressen. Små bogstaver a-z, tal og bindestreger; æ, ø, å skrives ae, oe, aa.',
          pattern: ['^[a-z0-9]+(-[a-z0-9]+)*$', 'Kun små bogstaver a-z, tal og bindestreger'],
        },
        fields: blogFields(),
      },
      {
        name: 'texts',
        label: 'Sidernes tekster',
        description: `Hver side har sin fil; dansk og engelsk står side om side. ${PLACEHOLDER_NOTE}`,
        i18n: true,
        files: TEXT_FILES.pages.map(textFile),
      },
      {
        name: 'documents',
        label: 'Privatliv, betingelser, guide og eksempler',
        description: `Privatlivspolitikken, handelsbetingelserne, PDF-guiden, eksemplet på en månedsrapport og eksemplet på den gratis analyse. Eksemplet på analysen skal have lige så mange søgninger, konkurrenter og rettelser, som »Den gratis analyse« under ${SITE_FILE_LABEL} lover. ${PLACEHOLDER_NOTE}`,
        i18n: true,
        files: TEXT_FILES.legal.map(textFile),
      },
    ],
    singletons: [
      {
        name: 'site',
        label: SITE_FILE_LABEL,
        file: SITE_FILE,
        format: 'json',
        fields: settingFields(siteFileSchema),
      },
    ],
  }
}
