import { pictureParts, type ResponsiveImage } from '#app/content-files/images.ts'

/** AVIF, then WebP, then JPEG, in the widths made at build time; sized, so nothing shifts. */
export function ResponsivePicture({
  image,
  alt,
  sizes,
  className,
  eager = false,
}: {
  image: ResponsiveImage
  alt: string
  sizes: string
  className?: string
  eager?: boolean
}) {
  const { sources, img } = pictureParts(image, sizes)
  return (
    <picture>
      {sources.map((source) => (
        <source key={source.type} {...source} />
      ))}
      <img
        {...img}
        alt={alt}
        loading={eager ? 'eager' : 'lazy'}
        decoding="async"
        className={className}
      />
    </picture>
  )
}
