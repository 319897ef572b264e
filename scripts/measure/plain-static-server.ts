import { statSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import path from 'node:path'
import { promisify } from 'node:util'
import { gzip } from 'node:zlib'
import mime from 'mime-types'

const gzipped = promisify(gzip)

/** Text that any static host compresses on the way out. */
const COMPRESSIBLE = /^(text\/|application\/(javascript|json|xml|rss\+xml)|image\/svg\+xml)/

const isFile = (file: string) => statSync(file, { throwIfNoEntry: false })?.isFile() ?? false

/**
 * A plain static file server for the side-by-side bench: a folder's files with their type,
 * gzipped for text when the browser accepts it, and no other header (no security headers, no
 * cache rules, no precompressed copies). The anchor and the control (the project's own pages)
 * are both served by it, so that what differs between them is the pages, not the server.
 */
export async function plainStaticServer(root: string): Promise<{ url: string; close: () => void }> {
  const server = http.createServer(async (req, res) => {
    try {
      const pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname)
      const name = path.posix.normalize(pathname).replace(/^\/+|\/+$/g, '')
      const file = [name, `${name}.html`, path.posix.join(name, 'index.html')].find(
        (candidate) => !candidate.startsWith('..') && isFile(path.join(root, candidate)),
      )
      if (!file) {
        res.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not found')
        return
      }
      const type = mime.contentType(path.extname(file)) || 'application/octet-stream'
      const body = await readFile(path.join(root, file))
      if (COMPRESSIBLE.test(type) && /\bgzip\b/.test(String(req.headers['accept-encoding']))) {
        res.writeHead(200, { 'Content-Type': type, 'Content-Encoding': 'gzip' })
        res.end(await gzipped(body))
      } else res.writeHead(200, { 'Content-Type': type }).end(body)
    } catch {
      if (!res.headersSent) res.writeHead(400, { 'Content-Type': 'text/plain' })
      res.end('Bad request')
    }
  })
  await new Promise<void>((resolve) => server.listen(0, 'localhost', resolve))
  const { port } = server.address() as AddressInfo
  return { url: `http://localhost:${port}`, close: () => server.close() }
}
