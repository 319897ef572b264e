/**
 * The 404 page that leads on at once to `to` (an unknown post → the blog list): the page the
 * host sends below a page with a parameter. Written by the build (finish-build.ts) and by the
 * tests' tiny build folder (tests/test-servers.ts), so that both serve the same page.
 */
export function leadingNotFoundPage(notFound: string, to: string): string {
  if (!notFound.includes('<head>')) throw new Error('404.html: no <head> to lead on from')
  return notFound.replace('<head>', `<head><meta http-equiv="refresh" content="0; url=${to}"/>`)
}
