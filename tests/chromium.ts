/** How the browser tests, the bench and the screenshots start a browser. */

/** Debian's Chromium, started as this machine needs it (never a downloaded browser). */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]
export const CHROMIUM_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium'
