import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { HtmlValidate } from 'html-validate'
import { LANGUAGES } from '#app/i18n/languages.ts'
import { clientDir } from '#scripts/build/build-folders.ts'
import { everyPath, expect, otherLanguage, siteUrl, test } from '#tests/playwright-utils.ts'

const validator = new HtmlValidate({
  extends: ['html-validate:recommended'],
  rules: {
    // How React serialises markup, not mistakes: <meta/>, hidden="", required="", hrefLang.
    'void-style': 'off',
    'attribute-empty-style': 'off',
    'attribute-boolean-style': 'off',
    'attr-case': 'off',
    // React's streaming ids (B:0, _R_) are valid HTML5 ids; the strict rule wants CSS-safe ones.
    'valid-id': ['error', { relaxed: true }],
    // The call link (components/call-link.tsx) holds a label and the hours besides the number,
    // each kept whole by its own nowrap; only between them may the line break.
    'tel-non-breaking': ['error', { ignoreClasses: ['call-link'] }],
  },
})

test('every built HTML file is valid HTML', async ({ language }) => {
  const dir = clientDir(language)
  const files = readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((file) =>
    file.endsWith('.html'),
  )
  expect(files.length).toBeGreaterThanOrEqual(13)
  const problems: string[] = []
  for (const file of files) {
    const report = await validator.validateString(readFileSync(path.join(dir, file), 'utf8'), file)
    for (const result of report.results) {
      for (const message of result.messages) {
        problems.push(`${file}:${message.line} ${message.ruleId}: ${message.message}`)
      }
    }
  }
  expect(problems).toEqual([])
})

test('every internal link and asset of every page answers 200', async ({ request, language }) => {
  const targets = new Map<string, string>()
  const sites = LANGUAGES.map((site) => new URL(siteUrl(site)).origin)
  for (const path of everyPath(language)) {
    const url = siteUrl(language, path)
    const html = await (await request.get(path)).text()
    const found = [
      ...[...html.matchAll(/ (?:href|src)="([^"#]+)[^"]*"/g)].map((m) => m[1] ?? ''),
      ...[...html.matchAll(/ srcSet="([^"]+)"/gi)].flatMap((m) =>
        (m[1] ?? '').split(',').map((part) => part.trim().split(' ')[0] ?? ''),
      ),
    ]
    for (const link of found) {
      if (/^(mailto|tel):/.test(link)) continue
      const absolute = new URL(link.replaceAll('&amp;', '&'), siteUrl(language))
      if (sites.includes(absolute.origin)) targets.set(absolute.href, url)
    }
  }
  expect(targets.size).toBeGreaterThan(50)
  const broken: string[] = []
  for (const [target, from] of targets) {
    const status = (await request.get(target, { maxRedirects: 0 })).status()
    if (status !== 200) broken.push(`${status} ${target} (linked from ${from})`)
  }
  expect(broken).toEqual([])
})

test('hreflang links are reciprocal between the two domains', async ({ request, language }) => {
  const alternates = async (url: string) => {
    const html = await (await request.get(url)).text()
    return Object.fromEntries(
      [...html.matchAll(/<link rel="alternate" hrefLang="([^"]+)" href="([^"]+)"/g)].map((m) => [
        m[1],
        m[2],
      ]),
    )
  }
  const other = otherLanguage(language)
  for (const path of everyPath(language)) {
    const url = siteUrl(language, path)
    const own = await alternates(url)
    expect(own[language], url).toBe(url)
    const back = await alternates(own[other] ?? '')
    expect(back[language], `${own[other]} → ${url}`).toBe(url)
    expect(back['x-default']).toBe(own['x-default'])
  }
})

/** The fields Google's rich results ask for, per type. */
// biome-ignore lint/suspicious/noExplicitAny: JSON-LD is untyped JSON, read field by field
function missingFields(data: Record<string, any>): string[] {
  const need = (ok: unknown, field: string) => (ok ? [] : [`${data['@type']}.${field}`])
  switch (data['@type']) {
    case 'ProfessionalService':
      return [
        ...need(data.name, 'name'),
        ...need(
          data.address?.streetAddress &&
            data.address?.addressLocality &&
            data.address?.postalCode &&
            data.address?.addressCountry,
          'address',
        ),
        ...need(data.telephone, 'telephone'),
        ...need(data.url, 'url'),
        ...need(data.openingHoursSpecification?.opens, 'openingHoursSpecification'),
        ...need(data.priceRange, 'priceRange'),
      ]
    case 'WebSite':
      return [...need(data.name, 'name'), ...need(data.url, 'url')]
    case 'BreadcrumbList':
      return need(
        data.itemListElement?.length &&
          data.itemListElement.every(
            (item: { position: number; name: string; item: string }, i: number) =>
              item.position === i + 1 && item.name && item.item,
          ),
        'itemListElement',
      )
    case 'FAQPage':
      return need(
        data.mainEntity?.length &&
          data.mainEntity.every(
            (q: { name: string; acceptedAnswer?: { text: string } }) =>
              q.name && q.acceptedAnswer?.text,
          ),
        'mainEntity',
      )
    case 'Article':
      return [
        ...need(data.headline, 'headline'),
        ...need(data.image?.[0]?.startsWith('http'), 'image'),
        ...need(data.datePublished, 'datePublished'),
        ...need(data.author?.name, 'author.name'),
      ]
    case 'Service':
      return [
        ...need(data.name, 'name'),
        ...need(data.offers?.price && data.offers?.priceCurrency, 'offers'),
      ]
    case 'Person':
      return need(data.name, 'name')
    default:
      return [`unexpected type ${data['@type']}`]
  }
}

test('the JSON-LD of every page parses and carries the fields Google asks for', async ({
  request,
  language,
}) => {
  const problems: string[] = []
  for (const path of everyPath(language)) {
    const html = await (await request.get(path)).text()
    for (const [, json] of html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)) {
      const data = JSON.parse(json ?? '')
      expect(data['@context']).toBe('https://schema.org')
      problems.push(...missingFields(data).map((problem) => `${path}: ${problem}`))
    }
  }
  expect(problems).toEqual([])
})
