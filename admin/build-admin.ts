import { cpSync, existsSync, readFileSync } from 'node:fs'
import { rm, writeFile } from 'node:fs/promises'
import path from 'node:path'
import send from 'send'
import { build, type Plugin } from 'vite'
import { stringify } from 'yaml'
import { cmsBackend, cmsConfig } from './cms-config.ts'

/**
 * The editor at /admin/ on both sites: Sveltia CMS bundled from node_modules with Vite (its npm
 * build brings its fonts and code highlighter as files, so nothing is fetched from a CDN), and its
 * configuration, written at build time. scripts/build/finish-build.ts puts it into each language's
 * folder; in dev, vite.config.ts serves it (docs/editor.md).
 */
export const ADMIN_PATH = '/admin/'

/** Built once for both languages; again when the CMS's version, the page or this file changes. */
const ADMIN_BUNDLE = path.join('build', 'admin')
const STAMP = path.join(ADMIN_BUNDLE, '.stamp')
const SOURCES = ['admin/index.html', 'admin/main.ts', 'admin/build-admin.ts']

function stamp(): string {
  const { version } = JSON.parse(readFileSync('node_modules/@sveltia/cms/package.json', 'utf8'))
  return JSON.stringify([version, ...SOURCES.map((file) => readFileSync(file, 'utf8'))])
}

/**
 * The CMS's stylesheet names its fonts on a CDN, and its script then adds the same fonts from
 * the files it ships (which Vite emits into assets/). The browser still fetches the CDN's, so
 * the bundle names the emitted files instead; a CDN address left over fails the build.
 */
function fontsFromTheSite(): Plugin {
  const cdnFont =
    /https:\/\/cdn\.jsdelivr\.net\/fontsource\/fonts\/([a-z0-9-]+)[^)`'"]*?\/([a-z0-9-]+)\.woff2/g
  return {
    name: 'fonts-from-the-site',
    generateBundle(_options, bundle) {
      const files = Object.keys(bundle)
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk') continue
        chunk.code = chunk.code.replace(cdnFont, (url, family: string, face: string) => {
          const file = files.find((name) => name.startsWith(`assets/${family}-${face}-`))
          if (!file) throw new Error(`${url}: the CMS ships no ${family} ${face} font file`)
          return ADMIN_PATH + file
        })
        if (chunk.code.includes('cdn.jsdelivr.net')) {
          throw new Error(`${chunk.fileName} still loads something from cdn.jsdelivr.net`)
        }
      }
    },
  }
}

/** Bundles the editor into build/admin, unless it is there for this version and page. */
export async function bundleAdmin(): Promise<void> {
  const current = stamp()
  if (existsSync(STAMP) && readFileSync(STAMP, 'utf8') === current) return
  await build({
    configFile: false,
    root: path.resolve('admin'),
    base: ADMIN_PATH,
    logLevel: 'warn',
    plugins: [fontsFromTheSite()],
    build: {
      outDir: path.resolve(ADMIN_BUNDLE),
      emptyOutDir: true,
      // One large module (the CMS) is expected here; the page budgets do not apply to /admin/.
      chunkSizeWarningLimit: 4096,
    },
  })
  await writeFile(STAMP, current)
}

/** /admin/config.yml for the build's environment. */
export const adminConfigYaml = (env: NodeJS.ProcessEnv) =>
  `# Made by the build (admin/cms-config.ts): edit that file, not this one.\n${stringify(cmsConfig(cmsBackend(env)))}`

/** Puts the editor, and its configuration, into a language's folder. */
export async function writeAdmin(clientDir: string, env: NodeJS.ProcessEnv): Promise<void> {
  await bundleAdmin()
  const target = path.join(clientDir, 'admin')
  await rm(target, { recursive: true, force: true })
  // Synchronous: Node's asynchronous copy of these 300 files (17 MB) took 2.1 s inside a build,
  // though 0.1 s in a script of its own; this one takes 0.2 s.
  cpSync(ADMIN_BUNDLE, target, { recursive: true, filter: (source) => source !== STAMP })
  await writeFile(path.join(target, 'config.yml'), adminConfigYaml(env))
}

/**
 * The editor on the dev server (`npm run dev`), where the owner edits the files on his disk with
 * the CMS's "work with local repository" (docs/editor.md). The config is made on each request,
 * so it follows the texts as they change.
 */
export function editorInDev(): Plugin {
  return {
    name: 'editor-in-dev',
    apply: 'serve',
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const { pathname } = new URL(req.url ?? '/', 'http://dev')
        if (pathname === ADMIN_PATH.slice(0, -1)) {
          res.writeHead(301, { Location: ADMIN_PATH }).end()
          return
        }
        if (!pathname.startsWith(ADMIN_PATH)) return next()
        if (pathname === `${ADMIN_PATH}config.yml`) {
          res.setHeader('Content-Type', 'text/yaml; charset=utf-8')
          res.end(adminConfigYaml(process.env))
          return
        }
        bundleAdmin().then(() => {
          send(req, pathname.slice(ADMIN_PATH.length - 1), { root: ADMIN_BUNDLE })
            .on('error', next)
            .pipe(res)
        }, next)
      })
    },
  }
}
