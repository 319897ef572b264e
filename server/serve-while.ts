import { spawn } from 'node:child_process'
import { SITES } from './local-sites.ts'

/** Runs `npm start` (building first if needed) until `work` is done, unless a server already answers. */
export async function whileServing<T>(work: () => Promise<T>): Promise<T> {
  const answers = () =>
    fetch(SITES.da).then(
      (response) => response.ok,
      () => false,
    )
  if (await answers()) return work()
  const server = spawn(process.execPath, ['server/start.ts'], {
    stdio: ['ignore', 'inherit', 'inherit'],
  })
  try {
    for (let tries = 0; !(await answers()); tries++) {
      if (tries > 300) throw new Error('npm start did not answer within 5 minutes')
      await new Promise((resolve) => setTimeout(resolve, 1000))
    }
    return await work()
  } finally {
    server.kill('SIGTERM')
  }
}
