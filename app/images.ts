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

/** The founder's portrait: a real photo from content/images/founder.jpg, or a sample illustration. */
export const FOUNDER_PHOTO: ResponsiveImage = {
  base: '/images/founder',
  widths: [320, 640],
  width: 640,
  height: 800,
}

export function srcSet(image: ResponsiveImage, format: (typeof IMAGE_FORMATS)[number]): string {
  return image.widths.map((width) => `${image.base}-${width}.${format} ${width}w`).join(', ')
}
