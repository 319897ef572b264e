import type http from 'node:http'
import path from 'node:path'

type Handler = (req: http.IncomingMessage, res: http.ServerResponse) => Promise<void>

/**
 * A request listener that never takes the process down: an error the handler throws is logged
 * and answered 500 (or the connection is closed if the answer had begun), and the server carries
 * on. A client that left in the middle of its request has nobody to answer and is not logged.
 */
export function answerSafely(handle: Handler): http.RequestListener {
  return (req, res) => {
    handle(req, res).catch((error: unknown) => {
      if (req.destroyed && !req.complete) return
      console.error(`${req.method} ${req.url}:`, error)
      if (res.headersSent) {
        res.destroy()
        return
      }
      res.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' })
      res.end('Internal Server Error')
    })
  }
}

/** The decoded, normalised path of a request target, or undefined when it names no path. */
export function requestPath(target = '/'): string | undefined {
  const raw = target.startsWith('/') ? target.split(/[?#]/, 1)[0] : URL.parse(target)?.pathname
  if (raw === undefined) return undefined
  let decoded: string
  try {
    decoded = decodeURIComponent(raw)
  } catch {
    return undefined // a malformed escape such as %zz
  }
  if (decoded.includes('\0')) return undefined
  return path.posix.normalize(decoded) // also collapses repeated slashes, never above the root
}
