import { type ChildProcess, spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import os from 'node:os'
import path from 'node:path'

/**
 * A build folder served by Cloudflare's own local runtime, `wrangler pages dev` (workerd), the
 * pinned `wrangler` of package.json: the host's route matching, trailing-slash redirects, 404
 * pages, `_headers` and compression, exactly as Cloudflare Pages serves the deployed folder
 * (docs/decisions/030-the-hosts-own-runtime.md). It runs offline: it warns that it cannot fetch
 * `Request.cf` and carries on.
 */

/** The compatibility date the runtime runs with (it matters only to Functions; the site has none). */
export const COMPATIBILITY_DATE = '2026-11-01'

const WRANGLER = path.join(
  import.meta.dirname,
  '..',
  'node_modules',
  'wrangler',
  'bin',
  'wrangler.js',
)

export type HostRuntime = { url: string; stop: () => Promise<void> }

/**
 * Serves `dir` on `host`:`port` (0: any free port) until `stop`. Resolves once the runtime
 * answers, with its address; rejects with the runtime's own output when it does not start.
 * Only the runtime's errors are shown; its request log and notices are kept for a failure.
 */
export function serveAsTheHost(
  dir: string,
  { port = 0, host = 'localhost' }: { port?: number; host?: string } = {},
): Promise<HostRuntime> {
  // Each runtime keeps its (unused) storage in a folder of its own: two runtimes started together
  // on the default .wrangler/state lock each other's database (SQLITE_BUSY) and one fails to start.
  const state = mkdtempSync(path.join(os.tmpdir(), 'host-runtime-'))
  const runtime = spawn(
    process.execPath,
    [
      WRANGLER,
      'pages',
      'dev',
      dir,
      `--ip=${host}`,
      `--port=${port}`,
      // The debugger on a free port of its own, so that several runtimes can run side by side.
      '--inspector-port=0',
      `--persist-to=${state}`,
      `--compatibility-date=${COMPATIBILITY_DATE}`,
      '--show-interactive-dev-session=false',
      '--live-reload=false',
    ],
    {
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, WRANGLER_SEND_METRICS: 'false', NO_COLOR: '1', FORCE_COLOR: '0' },
    },
  )
  runtime.once('exit', () => rmSync(state, { recursive: true, force: true }))
  let output = ''
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString('utf8')).slice(-20_000)
  }
  runtime.stderr.on('data', (chunk: Buffer) => {
    keep(chunk)
    const text = chunk.toString('utf8')
    if (/\bERROR\b|\[wrangler:error\]/.test(text)) process.stderr.write(text)
  })
  return new Promise((resolve, reject) => {
    const timeout = setTimeout(() => fail('did not answer within 60 s'), 60_000)
    function fail(reason: string) {
      clearTimeout(timeout)
      runtime.kill('SIGTERM')
      reject(new Error(`wrangler pages dev ${dir} ${reason}:\n${output}`))
    }
    const stopped = (code: number | null) => fail(`stopped (exit code ${code})`)
    runtime.once('exit', stopped)
    runtime.stdout.on('data', (chunk: Buffer) => {
      keep(chunk)
      const ready = output.match(/Ready on (http:\/\/\S+)/)
      if (!ready?.[1]) return
      clearTimeout(timeout)
      runtime.off('exit', stopped)
      runtime.stdout.removeAllListeners('data')
      runtime.stdout.resume()
      resolve({ url: ready[1].replace(/\/$/, ''), stop: () => stop(runtime) })
    })
  })
}

/** Stops a runtime and the workerd processes it started. */
function stop(runtime: ChildProcess): Promise<void> {
  if (runtime.exitCode !== null || runtime.signalCode !== null) return Promise.resolve()
  return new Promise((resolve) => {
    runtime.once('exit', () => resolve())
    runtime.kill('SIGTERM')
  })
}

/**
 * A port free on loopback now, for a build that must know its address before it is served
 * (the browser tests' own builds). It is taken below the system's range for ports it hands out
 * (32768 and up on Linux): the build takes half a minute, and a port from that range was handed
 * to another runtime's socket meanwhile (`Address already in use`, a red run).
 */
export async function freePort(): Promise<number> {
  for (;;) {
    const port = 20_000 + Math.floor(Math.random() * 12_000)
    const free = await new Promise<boolean>((resolve) => {
      const server = createServer()
      server.once('error', () => resolve(false))
      server.listen(port, 'localhost', () => server.close(() => resolve(true)))
    })
    if (free) return port
  }
}
