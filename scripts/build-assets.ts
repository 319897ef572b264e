import { readFileSync } from 'node:fs'
import { writeFile } from 'node:fs/promises'
import path from 'node:path'
import sharp from 'sharp'
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '../app/i18n/languages.ts'
import { concretePaths, PAGE_IDS, PAGES } from '../app/i18n/pages.ts'
import { site } from '../app/site.ts'
import { localeText } from './locale-text.ts'

/** Files beside the prerendered pages: sitemap, robots, web manifest, icons, social image. */

type Texts = { tagline: string; description: string }

function readTexts(language: Language): Texts {
  return {
    tagline: localeText(language, 'universal', 'tagline'),
    description: localeText(language, 'homepage', 'meta.description'),
  }
}

const escapeXml = (text: string) => text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`)

export function sitemapXml(origins: Record<Language, string>, language: Language): string {
  const urls = PAGE_IDS.filter((id) => PAGES[id].indexable).flatMap((id) =>
    concretePaths(id, language).map((_, index) => {
      const alternates = LANGUAGES.map((lng) => [lng, origins[lng] + concretePaths(id, lng)[index]])
      const links = [
        ...alternates,
        ['x-default', origins[DEFAULT_LANGUAGE] + concretePaths(id, DEFAULT_LANGUAGE)[index]],
      ]
        .map(
          ([lng, href]) =>
            `    <xhtml:link rel="alternate" hreflang="${lng}" href="${escapeXml(href ?? '')}"/>`,
        )
        .join('\n')
      const loc = origins[language] + concretePaths(id, language)[index]
      return `  <url>\n    <loc>${escapeXml(loc)}</loc>\n${links}\n  </url>`
    }),
  )
  return `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">
${urls.join('\n')}
</urlset>
`
}

export function robotsTxt(origin: string): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${origin}/sitemap.xml\n`
}

function manifest(language: Language, texts: Texts): string {
  return JSON.stringify(
    {
      name: `${site.brand} – ${texts.tagline}`,
      short_name: site.brand,
      description: texts.description,
      lang: language,
      start_url: '/',
      display: 'standalone',
      background_color: '#ffffff',
      theme_color: site.themeColor,
      icons: [
        { src: '/icon-192.png', sizes: '192x192', type: 'image/png' },
        { src: '/icon-512.png', sizes: '512x512', type: 'image/png' },
        { src: '/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      ],
    },
    null,
    2,
  )
}

const logoSvg = readFileSync('public/favicon.svg', 'utf8')

/** The mark centred on a square of the given colour (padding keeps it inside maskable zones). */
async function icon(size: number, background: string): Promise<Buffer> {
  const mark = await sharp(Buffer.from(logoSvg), { density: 512 })
    .resize(Math.round(size * 0.7))
    .png()
    .toBuffer()
  return sharp({ create: { width: size, height: size, channels: 4, background } })
    .composite([{ input: mark, gravity: 'centre' }])
    .png()
    .toBuffer()
}

function socialImageSvg(origin: string, texts: Texts): string {
  const mark = logoSvg.replace('<svg ', '<svg x="96" y="150" width="150" height="150" ')
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">
  <rect width="1200" height="630" fill="#ecfdf5"/>
  <rect y="560" width="1200" height="70" fill="#0f4c3a"/>
  <rect x="96" y="120" width="150" height="8" rx="4" fill="#fbbf24"/>
  ${mark}
  <text x="280" y="260" font-family="DejaVu Sans, Liberation Sans, sans-serif" font-size="92" font-weight="700" fill="#082f24">${escapeXml(site.brand)}</text>
  <text x="96" y="400" font-family="DejaVu Sans, Liberation Sans, sans-serif" font-size="48" fill="#0f172a">${escapeXml(texts.tagline)}</text>
  <text x="96" y="606" font-family="DejaVu Sans, Liberation Sans, sans-serif" font-size="32" fill="#ffffff">${escapeXml(new URL(origin).host)}</text>
</svg>`
}

export async function writeBuildAssets(
  outDir: string,
  language: Language,
  origins: Record<Language, string>,
): Promise<void> {
  const texts = readTexts(language)
  const origin = origins[language]
  const socialImage = await sharp(Buffer.from(socialImageSvg(origin, texts)))
    .png()
    .toBuffer()
  const files: [string, string | Buffer][] = [
    ['sitemap.xml', sitemapXml(origins, language)],
    ['robots.txt', robotsTxt(origin)],
    ['manifest.webmanifest', manifest(language, texts)],
    ['apple-touch-icon.png', await icon(180, '#ffffff')],
    ['icon-192.png', await icon(192, '#ffffff')],
    ['icon-512.png', await icon(512, '#ffffff')],
    ['og-image.png', socialImage],
  ]
  await Promise.all(files.map(([name, data]) => writeFile(path.join(outDir, name), data)))
}
