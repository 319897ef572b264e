import { LOGO_MARK_SHAPES } from './logo-svg.ts'

/** The brand mark: a map pin with a rising bar chart. Decorative; the link around it is named. */
export function LogoMark({ className }: { className?: string }) {
  return (
    <svg
      viewBox="0 0 32 32"
      className={className}
      aria-hidden="true"
      focusable="false"
      // biome-ignore lint/security/noDangerouslySetInnerHtml: our own constant markup, shared with the favicon (logo-svg.ts)
      dangerouslySetInnerHTML={{ __html: LOGO_MARK_SHAPES }}
    />
  )
}
