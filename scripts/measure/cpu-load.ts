import { Worker } from 'node:worker_threads'

/**
 * A steady CPU load beside a measurement: `workers` threads that spin until stopped (one keeps
 * one core busy). It stands for a busy phone or a busy CI machine; the bench starts it with
 * `--load` so that the project and the anchor see the same load.
 */
export function startCpuLoad(workers: number): () => Promise<void> {
  const threads = Array.from({ length: workers }, () => new Worker('for (;;) {}', { eval: true }))
  return async () => {
    await Promise.all(threads.map((thread) => thread.terminate()))
  }
}
