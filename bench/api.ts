import { spawn } from 'node:child_process';
import { startChild, type ExchangeProcess } from './exchange-process';

/**
 * Benchmark 3, API: POST /api/dscq-project/search/page with filters on the exchange against a Fastify hello-world
 * route on the same machine, both loaded by autocannon (its own process) with the same connections and duration
 * (target ≥ 0.5×).
 */

export const API = { connections: 10, durationS: 10, body: { province: '51', status: 2, operationId: '1', q: '村', current: 1, size: 10 } };

/** Runs the autocannon CLI and returns its mean requests/s and latency p99 (ms), with non-2xx answers counted. */
async function autocannon(args: string[]): Promise<{ reqPerS: number; p99Ms: number; non2xx: number; errors: number }> {
  const child = spawn(process.execPath, ['node_modules/autocannon/autocannon.js', '-j', '-c', String(API.connections), '-d', String(API.durationS), ...args], { stdio: ['ignore', 'pipe', 'ignore'] });
  let out = '';
  child.stdout!.on('data', (c: Buffer) => { out += c; });
  await new Promise((resolve) => child.once('exit', resolve));
  const r = JSON.parse(out) as { requests: { average: number }; latency: { p99: number }; non2xx: number; errors: number };
  return { reqPerS: r.requests.average, p99Ms: r.latency.p99, non2xx: r.non2xx, errors: r.errors };
}

export async function apiBench(ex: ExchangeProcess) {
  const hello = await startChild('bench/hello-server.ts');
  let baseline;
  try {
    baseline = await autocannon([`${hello.base}/hello`]);
  } finally {
    hello.stop();
  }
  console.log(`[bench] hello-world: ${baseline.reqPerS.toFixed(0)} req/s`);
  const search = await autocannon(['-m', 'POST', '-H', 'X-Client-Id=nccq-web', '-H', 'content-type=application/json', '-b', JSON.stringify(API.body),
    `${ex.base.origin}/api/dscq-project/search/page`]);
  console.log(`[bench] search/page: ${search.reqPerS.toFixed(0)} req/s (${search.non2xx} non-2xx)`);
  const ratio = search.reqPerS / baseline.reqPerS;
  return { connections: API.connections, durationS: API.durationS, body: API.body, helloWorld: baseline, searchPage: search, ratio, met: ratio >= 0.5 && search.non2xx === 0 };
}
