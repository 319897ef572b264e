import { statSync } from 'node:fs'
import { mkdir, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'
import send from 'send'
import type { Plugin } from 'vite'
import type { Language } from '#app/i18n/languages.ts'
import { newestChange } from './build-folders.ts'

/**
 * The build-time images (portrait, post pictures, icons, social images) for the dev server.
 * They are drawn once into build/{language}/dev-assets, again only when what draws them has
 * changed, in the background while the dev server starts, and served from there; a request
 * for one waits until they are drawn. Text and component edits never redraw them.
 */

const SOURCES = [
  'content/images',
  'scripts/build/build-images.ts',
  'scripts/build/illustrations.ts',
  'app/blog/posts.ts',
  'app/content-files/images.ts',
  'app/settings/site.ts',
  'content/site.json',
  'app/components/logo-svg.ts',
  'public/locales',
]
const DRAWN = 'drawn'

async function drawAssets(dir: string, language: Language, origins: Record<Language, string>) {
  const drawn = statSync(path.join(dir, DRAWN), { throwIfNoEntry: false })
  if (drawn && drawn.mtimeMs > newestChange(SOURCES)) return
  await rm(dir, { recursive: true, force: true })
  await mkdir(dir, { recursive: true })
  const { writeBuildAssets } = await import('./build-images.ts')
  await writeBuildAssets(dir, language, origins)
  await writeFile(path.join(dir, DRAWN), '')
}

export function buildAssetsInDev(language: Language, origins: Record<Language, string>): Plugin {
  const dir = path.join('build', language, 'dev-assets')
  return {
    name: 'build-assets-in-dev',
    apply: 'serve',
    configureServer(server) {
      const ready = drawAssets(dir, language, origins)
      ready.catch((error) => server.config.logger.error(`build assets: ${error}`))
      server.middlewares.use((req, res, next) => {
        const pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://dev').pathname)
        if (!/\.(avif|webp|jpg|png)$/.test(pathname)) return next()
        ready.then(() => {
          const file = statSync(path.join(dir, pathname), { throwIfNoEntry: false })
          if (!file?.isFile()) return next()
          send(req, pathname, { root: dir }).on('error', next).pipe(res)
        }, next)
      })
    },
  }
}
