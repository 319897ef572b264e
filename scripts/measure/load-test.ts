import autocannon from 'autocannon'
import { SITES } from '#server/local-sites.ts'
import { whileServing } from '#server/serve-while.ts'

/**
 * `npm run load`: 50 connections for 10 s against the local server, on loopback only, bounded in
 * time. Fails on any error, timeout or non-2xx answer.
 */
const result = await whileServing(() =>
  autocannon({
    url: `${SITES.da}/tjenester`,
    connections: 50,
    duration: 10,
    headers: { 'accept-encoding': 'br, gzip' },
  }),
)
const summary = {
  requests: result.requests.total,
  perSecond: Math.round(result.requests.average),
  latencyP99Ms: result.latency.p99,
  errors: result.errors,
  timeouts: result.timeouts,
  non2xx: result.non2xx,
}
console.log(JSON.stringify(summary, null, 2))
if (summary.errors || summary.timeouts || summary.non2xx) process.exit(1)
