/**
 * The number of the terms' section on the money-back guarantee (content/{da,en}/terms.json):
 * the site links to it, and texts say »punkt 9«. The content check holds the terms to it.
 */
export const GUARANTEE_TERMS_SECTION = 9
