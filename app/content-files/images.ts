/** Images made at build time (scripts/build/build-images.ts), and how pages ask for them. */

export type ResponsiveImage = {
  /** Path without width and extension: `/images/founder` → `/images/founder-640.webp`. */
  base: string
  widths: readonly number[]
  /** Intrinsic size of the largest width, for the aspect ratio. */
  width: number
  height: number
}

export const IMAGE_FORMATS = ['avif', 'webp', 'jpg'] as const

/**
 * The editor's media folder, where the owner's pictures are kept, and the path they are written
 * with (in a post, `![…](/images/photo.jpg)`; the founder's photo field). The build publishes
 * the folder there, and makes the sized copies pages show.
 */
export const MEDIA_FOLDER = 'content/images'
export const MEDIA_PATH = '/images'

/** The file in the media folder of a picture's path ("/images/photo.jpg"). */
export const mediaFile = (publicPath: string) =>
  `${MEDIA_FOLDER}/${publicPath.slice(MEDIA_PATH.length + 1)}`

/** The founder's portrait: his photo (`founder.photo` in content/site.json), or a sample illustration. */
export const FOUNDER_PHOTO: ResponsiveImage = {
  base: '/images/founder',
  widths: [320, 640],
  width: 640,
  height: 800,
}

export function srcSet(image: ResponsiveImage, format: (typeof IMAGE_FORMATS)[number]): string {
  return image.widths.map((width) => `${image.base}-${width}.${format} ${width}w`).join(', ')
}

/**
 * What a `<picture>` of an image holds: AVIF and WebP sources, then the JPEG with its size, so
 * nothing shifts. One description for the site's pictures (components/ui/responsive-picture.tsx)
 * and those in posts (`pictureHtml`).
 */
export function pictureParts(image: ResponsiveImage, sizes: string) {
  return {
    sources: IMAGE_FORMATS.slice(0, -1).map((format) => ({
      type: `image/${format}`,
      srcSet: srcSet(image, format),
      sizes,
    })),
    img: {
      src: `${image.base}-${image.widths.at(-1)}.jpg`,
      srcSet: srcSet(image, 'jpg'),
      sizes,
      width: image.width,
      height: image.height,
    },
  }
}

const escapeAttribute = (value: string) =>
  value.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;')

/** The picture as HTML, for a post's body (written as Markdown, so not rendered by React). */
export function pictureHtml(image: ResponsiveImage, alt: string, sizes: string): string {
  const { sources, img } = pictureParts(image, sizes)
  return `<picture>${sources
    .map(
      (source) =>
        `<source type="${source.type}" srcset="${source.srcSet}" sizes="${source.sizes}">`,
    )
    .join(
      '',
    )}<img src="${img.src}" srcset="${img.srcSet}" sizes="${img.sizes}" width="${img.width}" height="${img.height}" alt="${escapeAttribute(alt)}" loading="lazy" decoding="async"></picture>`
}

/** The sizes a picture in a post is made in (none wider than its original), and shown at. */
export const POST_PICTURE_WIDTHS = [480, 960, 1440] as const
export const POST_PICTURE_SIZES = '(min-width: 768px) 720px, 100vw'

/**
 * A picture from the media folder as a post shows it: sized copies beside it
 * (`/images/sized/photo-960.webp`), the largest no wider than the original.
 */
export function postPicture(
  publicPath: string,
  original: { width: number; height: number },
): ResponsiveImage {
  const name = publicPath.slice(MEDIA_PATH.length + 1).replace(/\.[^.]+$/, '')
  const largest = Math.min(original.width, POST_PICTURE_WIDTHS.at(-1) ?? original.width)
  return {
    base: `${MEDIA_PATH}/sized/${name}`,
    widths: [...POST_PICTURE_WIDTHS.filter((width) => width < largest), largest],
    width: largest,
    height: Math.round((largest * original.height) / original.width),
  }
}
