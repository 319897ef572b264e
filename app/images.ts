/** Images made at build time (scripts/build/build-assets.ts), and how pages ask for them. */

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
