import { createHash, randomUUID } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises'
import path from 'node:path'
import escapeHtml from 'escape-html'
import { imageSize } from 'image-size'
import sharp, { type FormatEnum } from 'sharp'
import { blogPosts, readPostFiles } from '#app/blog/post-files.server.ts'
import { postDrawing, postImage, postSocialImagePath } from '#app/blog/posts.ts'
import { LOGO_SVG } from '#app/components/logo-svg.ts'
import {
  FOUNDER_PHOTO,
  IMAGE_FORMATS,
  mediaFile,
  postPicture,
  type ResponsiveImage,
} from '#app/content-files/images.ts'
import { LANGUAGES, type Language } from '#app/i18n/languages.ts'
import { localeText } from '#app/i18n/locale-text.server.ts'
import { palette, site } from '#app/settings/site.ts'
import { postIllustrationSvg } from './illustrations.ts'

/** Images beside the prerendered pages: icons, social images, pictures. */

/** The mark centred on a square of the given colour, with room around it for rounded corners. */
async function icon(size: number, background: string): Promise<Buffer> {
  const mark = await sharp(Buffer.from(LOGO_SVG), { density: 512 })
    .resize(Math.round(size * 0.7))
    .png()
    .toBuffer()
  return sharp({ create: { width: size, height: size, channels: 4, background } })
    .composite([{ input: mark, gravity: 'centre' }])
    .png()
    .toBuffer()
}

/** Splits a headline into lines of at most `width` characters, at spaces. */
function wrap(text: string, width: number): string[] {
  const lines: string[] = []
  for (const word of text.split(' ')) {
    const last = lines.at(-1)
    if (last !== undefined && `${last} ${word}`.length <= width)
      lines[lines.length - 1] = `${last} ${word}`
    else lines.push(word)
  }
  return lines
}

/** 1200 × 630: the brand, a headline, and the domain. */
function socialImageSvg(origin: string, headline: string): string {
  const mark = LOGO_SVG.replace('<svg ', '<svg x="96" y="110" width="110" height="110" ')
  const lines = wrap(headline, 34)
    .slice(0, 4)
    .map(
      (line, index) =>
        `<text x="96" y="${320 + index * 62}" font-family="DejaVu Sans, Liberation Sans, sans-serif" font-size="52" font-weight="700" fill="${palette.brand[950]}">${escapeHtml(line)}</text>`,
    )
    .join('')
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">
  <rect width="1200" height="630" fill="${palette.brand[50]}"/>
  <rect y="560" width="1200" height="70" fill="${palette.brand[900]}"/>
  <rect x="96" y="80" width="150" height="8" rx="4" fill="${palette.accent[400]}"/>
  ${mark}
  <text x="230" y="190" font-family="DejaVu Sans, Liberation Sans, sans-serif" font-size="64" font-weight="700" fill="${palette.brand[900]}">${escapeHtml(site.brand)}</text>
  ${lines}
  <text x="96" y="606" font-family="DejaVu Sans, Liberation Sans, sans-serif" font-size="32" fill="#ffffff">${escapeHtml(new URL(origin).host)}</text>
</svg>`
}

/** A friendly sample portrait in the brand's colours: clearly an illustration, not a person. */
function samplePortraitSvg(): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="800" viewBox="0 0 640 800">
  <defs><linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${palette.brand[100]}"/><stop offset="1" stop-color="${palette.brand[200]}"/></linearGradient></defs>
  <rect width="640" height="800" fill="url(#bg)"/>
  <circle cx="520" cy="140" r="70" fill="${palette.accent[200]}" opacity="0.7"/>
  <path d="M120 800c0-150 90-250 200-250s200 100 200 250z" fill="${palette.brand[900]}"/>
  <path d="M270 560l50 70 50-70z" fill="${palette.brand[50]}"/>
  <rect x="285" y="455" width="70" height="90" rx="30" fill="#e7b892"/>
  <ellipse cx="320" cy="360" rx="118" ry="138" fill="#f1c8a4"/>
  <path d="M200 345c-6-110 62-170 128-170 74 0 126 56 118 166-18-58-52-92-108-100-46 34-96 52-138 104z" fill="#5b3a24"/>
  <ellipse cx="276" cy="372" rx="11" ry="13" fill="#2b1d14"/><ellipse cx="364" cy="372" rx="11" ry="13" fill="#2b1d14"/>
  <path d="M282 430q38 30 76 0" stroke="#9a4b35" stroke-width="9" fill="none" stroke-linecap="round"/>
</svg>`
}

/** How a picture's source is read (an SVG drawn at 300 dpi), and how each format is encoded. */
const SOURCE = { density: 300 } as const
const ENCODINGS = {
  avif: ['avif', { quality: 55 }],
  webp: ['webp', { quality: 75 }],
  jpg: ['jpeg', { quality: 78, mozjpeg: true }],
} as const satisfies Record<(typeof IMAGE_FORMATS)[number], [keyof FormatEnum | 'avif', object]>

/**
 * Encoded pictures kept between builds (docs/decisions/043): the same source, size and settings
 * with the same sharp make the same file, and AVIF takes one to three seconds a picture. The two
 * languages and the tests' extra builds share them; a fresh clone has none.
 */
const IMAGE_CACHE = path.join('build', 'image-cache')

export async function encodedOnce(
  recipe: object,
  source: Buffer,
  encode: () => Promise<Buffer>,
  cache = IMAGE_CACHE,
): Promise<Buffer> {
  const key = createHash('sha256')
    .update(JSON.stringify({ recipe, sharp: sharp.versions }))
    .update(source)
    .digest('hex')
  const file = path.join(cache, key)
  const kept = await readFile(file).catch(() => undefined)
  if (kept) return kept
  const encoded = await encode()
  await mkdir(cache, { recursive: true })
  // Written whole, then named: a build beside this one, or the same picture under another name
  // in this one, reads all of it or none.
  const partial = `${file}.${randomUUID()}`
  await writeFile(partial, encoded)
  await rename(partial, file)
  return encoded
}

async function writeResponsiveImage(
  outDir: string,
  image: ResponsiveImage,
  source: Buffer,
): Promise<void> {
  await mkdir(path.join(outDir, path.dirname(image.base)), { recursive: true })
  await Promise.all(
    image.widths.flatMap((width) => {
      const height = Math.round((width * image.height) / image.width)
      const resize = { width, height, fit: 'cover', position: 'attention' } as const
      return IMAGE_FORMATS.map(async (format) => {
        const [encoder, options] = ENCODINGS[format]
        const encoded = await encodedOnce({ ...SOURCE, resize, encoder, options }, source, () =>
          sharp(source, SOURCE).resize(resize).toFormat(encoder, options).toBuffer(),
        )
        await writeFile(path.join(outDir, `${image.base}-${width}.${format}`), encoded)
      })
    }),
  )
}

/** The icons and the site's social image, which every build has, the holding page's too. */
export async function writeBuildAssets(
  outDir: string,
  language: Language,
  origins: Record<Language, string>,
): Promise<void> {
  const origin = origins[language]
  const tagline = localeText(language, 'universal', 'tagline')
  const socialImage = await sharp(Buffer.from(socialImageSvg(origin, tagline)))
    .png()
    .toBuffer()
  const files: [string, string | Buffer][] = [
    ['favicon.svg', LOGO_SVG],
    ['apple-touch-icon.png', await icon(180, '#ffffff')],
    ['icon-512.png', await icon(512, '#ffffff')],
    ['og-image.png', socialImage],
  ]
  await Promise.all(files.map(([name, data]) => writeFile(path.join(outDir, name), data)))
}

/**
 * The founder's portrait; each post's illustration and social image; and the sized copies of the
 * pictures the posts show, of both languages (a post without its English body shows the Danish).
 */
export async function writePictures(
  outDir: string,
  language: Language,
  origins: Record<Language, string>,
): Promise<void> {
  const origin = origins[language]
  const portrait = site.founder.photo
    ? readFileSync(mediaFile(site.founder.photo))
    : Buffer.from(samplePortraitSvg())
  await writeResponsiveImage(outDir, FOUNDER_PHOTO, portrait)
  const files = readPostFiles()
  const pictures = new Set(LANGUAGES.flatMap((lng) => files[lng].flatMap((file) => file.pictures)))
  for (const picture of pictures) {
    const source = readFileSync(mediaFile(picture))
    await writeResponsiveImage(outDir, postPicture(picture, imageSize(source)), source)
  }
  const posts = blogPosts(language)
  // One set of files per drawing, however many posts share it.
  const drawings = new Map(posts.map((post) => [postDrawing(post), post]))
  for (const [drawing, post] of drawings) {
    await writeResponsiveImage(outDir, postImage(post), Buffer.from(postIllustrationSvg(drawing)))
  }
  for (const post of posts) {
    await sharp(Buffer.from(socialImageSvg(origin, post.title)))
      .png()
      .toFile(path.join(outDir, postSocialImagePath(post)))
  }
}
