import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { cp, rm } from 'node:fs/promises'
import path from 'node:path'

/**
 * The reference site the side-by-side bench measures against: Astro's blog starter, kept beside
 * the project in ../shared/anchors/astro-blog (or ANCHOR_DIR). It is copied into bench/anchor,
 * installed and built there once (the shared copy stays untouched); later runs reuse the build.
 * Delete bench/anchor to build it again.
 */
const SOURCE = path.resolve(process.env.ANCHOR_DIR ?? '../shared/anchors/astro-blog')
const COPY = path.resolve('bench/anchor')

/** The anchor's pages that match the site's: home, a post, a content page, the blog list. */
export const ANCHOR_PATHS = {
  home: '/',
  post: '/blog/first-post/',
  content: '/about/',
  blog: '/blog/',
} as const

function run(command: string, args: string[]) {
  const { status } = spawnSync(command, args, { cwd: COPY, stdio: 'inherit' })
  if (status !== 0) throw new Error(`${command} ${args.join(' ')} failed in ${COPY}`)
}

/** The folder of the anchor's built pages, building it first if there is none. */
export async function anchorPages(): Promise<string> {
  const dist = path.join(COPY, 'dist')
  if (existsSync(path.join(dist, 'index.html'))) return dist
  if (!existsSync(path.join(SOURCE, 'package.json'))) {
    throw new Error(`No anchor site at ${SOURCE}; set ANCHOR_DIR to Astro's blog starter`)
  }
  await rm(COPY, { recursive: true, force: true })
  await cp(SOURCE, COPY, {
    recursive: true,
    filter: (file) => !/[/\\](node_modules|dist|\.astro)([/\\]|$)/.test(file.slice(SOURCE.length)),
  })
  run('npm', ['install', '--no-audit', '--no-fund'])
  // Astro needs Node 22+; this script runs on the project's Node 24.
  run(process.execPath, ['node_modules/.bin/astro', 'build'])
  return dist
}
