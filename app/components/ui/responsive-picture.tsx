import { IMAGE_FORMATS, type ResponsiveImage, srcSet } from '#app/images.ts'

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
  const largest = image.widths.at(-1)
  return (
    <picture>
      {IMAGE_FORMATS.slice(0, -1).map((format) => (
        <source
          key={format}
          type={`image/${format}`}
          srcSet={srcSet(image, format)}
          sizes={sizes}
        />
      ))}
      <img
        src={`${image.base}-${largest}.jpg`}
        srcSet={srcSet(image, 'jpg')}
        sizes={sizes}
        width={image.width}
        height={image.height}
        alt={alt}
        loading={eager ? 'eager' : 'lazy'}
        decoding="async"
        className={className}
      />
    </picture>
  )
}
