import { palette, site } from '#app/settings/site.ts'

/**
 * The brand mark on a 32 × 32 grid, a map pin with a rising bar chart, in the palette's
 * colours: the SVG elements inside the logo (logo.tsx) and inside the favicon.
 */
export const LOGO_MARK_SHAPES = [
  `<path d="M16 2C9.9 2 5 6.9 5 13c0 8.2 9.4 16 10.4 16.8a1 1 0 0 0 1.2 0C17.6 29 27 21.2 27 13 27 6.9 22.1 2 16 2Z" fill="${palette.brand[900]}"></path>`,
  `<rect x="10.5" y="14" width="3" height="5" rx="1" fill="${palette.accent[400]}"></rect>`,
  `<rect x="14.5" y="11" width="3" height="8" rx="1" fill="${palette.accent[200]}"></rect>`,
  '<rect x="18.5" y="8" width="3" height="11" rx="1" fill="#ffffff"></rect>',
].join('')

/** The mark as a file: the favicon, and the source of the app icons, social images and the guide's logo. */
export const LOGO_SVG = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><title>${site.brand}</title>${LOGO_MARK_SHAPES}</svg>`
