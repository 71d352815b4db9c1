import { spawn } from 'node:child_process';
import { sampleServer } from '../mock-server/bin/replay/server-stats';
import { startChild, startExchange, type ExchangeProcess } from './exchange-process';

/**
 * Benchmark 3, API: POST /api/dscq-project/search/page with filters on the exchange against a Fastify hello-world
 * route on the same machine, both loaded by autocannon (its own process) with the same connections (target ≥ 0.5×).
 * Two search loads: the steady state a portal's pages produce (the same filters again and again, so answers come from
 * the listing answer cache) — the target's verdict — and a rotating mix of 1,440 filter bodies that the cache cannot
 * hold, which measures the computed path (api-mix.ts). Each load also records the server's CPU per request, which a
 * busy machine distorts less than requests/s. The hello world, the hello world answering as many bytes as the search
 * does (how much of the gap is the load generator reading bigger answers) and the cached search are measured in
 * {@link API.slices} alternating slices, after a warm-up of each: a host whose speed drifts from minute to minute (the
 * same hello world measured 35,000 and 73,000 requests/s a minute and a half apart) then moves all three alike, and the ratio
 * compares them at the same moments. A fourth load in the same slices is the cached search on a second exchange at the
 * default `LOG_LEVEL=info` (every request logged, to the process's stdout, which the benchmark discards): what the
 * request log costs a deployment on the defaults (no target; the benchmark's servers run at warn).
 */

export const API = { connections: 10, durationS: 10, warmUpS: 3, slices: 5, body: { province: '51', status: 2, operationId: '1', q: '村', current: 1, size: 10 } };

/** One load's figures: mean requests/s, latency p99 (ms), non-2xx answers, errors, server CPU (% of a core, µs per request). */
export interface LoadResult { reqPerS: number; p99Ms: number; non2xx: number; errors: number; serverCpuPct: number | null; serverCpuUsPerReq: number | null }

/** Runs `node ...nodeArgs` (a load generator) while sampling `serverPid`'s CPU; reads autocannon's JSON result from its stdout. */
export async function load(nodeArgs: string[], serverPid: number): Promise<LoadResult & { bodies?: number }> {
  const stats = sampleServer(serverPid);
  const child = spawn(process.execPath, nodeArgs, { stdio: ['ignore', 'pipe', 'ignore'] });
  let out = '';
  child.stdout!.on('data', (c: Buffer) => { out += c; });
  await new Promise((resolve) => child.once('exit', resolve));
  const cpu = stats.stop();
  const r = JSON.parse(out) as { requests: { average: number }; latency: { p99: number }; non2xx: number; errors: number; bodies?: number };
  const serverCpuPct = cpu ? cpu.meanCpu : null;
  return {
    reqPerS: r.requests.average, p99Ms: r.latency.p99, non2xx: r.non2xx, errors: r.errors, serverCpuPct,
    serverCpuUsPerReq: serverCpuPct === null || r.requests.average === 0 ? null : Math.round((serverCpuPct / 100) * 1e6 / r.requests.average),
    ...(r.bodies ? { bodies: r.bodies } : {}),
  };
}

/** The autocannon CLI with the benchmark's connections for `seconds`. */
const autocannon = (args: string[], serverPid: number, seconds: number) =>
  load(['node_modules/autocannon/autocannon.js', '-j', '-c', String(API.connections), '-d', String(seconds), ...args], serverPid);

/** The autocannon CLI with the benchmark's connections, after a warm-up of the same load (not counted). */
async function cli(args: string[], serverPid: number) {
  await autocannon(args, serverPid, API.warmUpS);
  return autocannon(args, serverPid, API.durationS);
}

/**
 * One load measured in equal slices: mean requests/s and server CPU over them, the worst p99, the non-2xx answers and
 * errors summed.
 */
function combine(slices: LoadResult[]): LoadResult {
  const sum = (pick: (r: LoadResult) => number) => slices.reduce((total, r) => total + pick(r), 0);
  const mean = (pick: (r: LoadResult) => number) => sum(pick) / slices.length;
  const reqPerS = mean((r) => r.reqPerS);
  const cpu = slices.every((r) => r.serverCpuPct !== null) ? mean((r) => r.serverCpuPct!) : null;
  return {
    reqPerS, p99Ms: Math.max(...slices.map((r) => r.p99Ms)), non2xx: sum((r) => r.non2xx),
    errors: sum((r) => r.errors), serverCpuPct: cpu,
    serverCpuUsPerReq: cpu === null || reqPerS === 0 ? null : Math.round((cpu / 100) * 1e6 / reqPerS),
  };
}

/**
 * Measures `loads` (autocannon arguments and the server's pid) in {@link API.slices} rounds, each load for an equal
 * slice of API.durationS seconds in turn, after a warm-up of each. Returns each load's combined result and the slices.
 */
async function alternating(loads: Array<{ args: string[]; pid: number }>): Promise<Array<LoadResult & { slices: LoadResult[] }>> {
  for (const { args, pid } of loads) await autocannon(args, pid, API.warmUpS);
  const slices: LoadResult[][] = loads.map(() => []);
  const sliceS = Math.max(1, Math.round(API.durationS / API.slices));
  for (let round = 0; round < API.slices; round += 1) {
    for (const [i, { args, pid }] of loads.entries()) slices[i].push(await autocannon(args, pid, sliceS));
  }
  return slices.map((each) => ({ ...combine(each), slices: each }));
}

/** autocannon's arguments for search/page with the benchmark's filters (the cached path), plus `extra` options. */
const searchArgs = (url: string, ...extra: string[]) => [
  '-m', 'POST', '-H', 'Client-Id=nccq-web', '-H', 'content-type=application/json', ...extra, '-b', JSON.stringify(API.body), url,
];

/**
 * The cached path as a browser calls it: search/page with the same filters and `Accept-Encoding: br`, so every answer
 * goes out Brotli-compressed (the answer cache keeps the compressed bytes, http/answer-encodings.ts).
 */
export async function cachedBrotliLoad(ex: ExchangeProcess): Promise<LoadResult> {
  const r = await cli(searchArgs(`${ex.base.origin}/api/dscq-project/search/page`, '-H', 'accept-encoding=br'), ex.pid);
  console.log(`[bench] search/page, same filters (cached), Accept-Encoding br: ${r.reqPerS.toFixed(0)} req/s (${r.non2xx} non-2xx, ${r.serverCpuUsPerReq} µs/request)`);
  return r;
}

export async function apiBench(ex: ExchangeProcess) {
  const url = `${ex.base.origin}/api/dscq-project/search/page`;
  const answer = await fetch(url, { method: 'POST', headers: { 'Client-Id': 'nccq-web', 'content-type': 'application/json' }, body: JSON.stringify(API.body) });
  const answerBytes = Buffer.byteLength(await answer.text());
  const hello = await startChild('bench/hello-server.ts');
  const logged = await startExchange(0, undefined, { LOG_LEVEL: 'info' });
  let baseline;
  let sized;
  let search;
  let searchLogged;
  try {
    [baseline, sized, search, searchLogged] = await alternating([
      { args: [`${hello.base}/hello`], pid: hello.pid },
      { args: [`${hello.base}/hello-sized?bytes=${answerBytes}`], pid: hello.pid },
      { args: searchArgs(url), pid: ex.pid },
      { args: searchArgs(`${logged.base.origin}/api/dscq-project/search/page`), pid: logged.pid },
    ]);
  } finally {
    hello.stop();
    await logged.stop();
  }
  console.log(`[bench] hello-world: ${baseline.reqPerS.toFixed(0)} req/s (${baseline.serverCpuUsPerReq} µs server CPU per request); `
    + `with a ${answerBytes}-byte answer: ${sized.reqPerS.toFixed(0)} req/s (${sized.serverCpuUsPerReq} µs)`);
  console.log(`[bench] search/page, same filters (cached): ${search.reqPerS.toFixed(0)} req/s (${search.non2xx} non-2xx, ${search.serverCpuUsPerReq} µs/request)`);
  const sliceRatios = search.slices.map((r, i) => r.reqPerS / baseline.slices[i].reqPerS);
  console.log(`[bench] search/page ÷ hello world, slice by slice: ${sliceRatios.map((r) => r.toFixed(2)).join(' ')}`);
  console.log(`[bench] search/page, same filters (cached), LOG_LEVEL=info: ${searchLogged.reqPerS.toFixed(0)} req/s (${searchLogged.non2xx} non-2xx, ${searchLogged.serverCpuUsPerReq} µs/request)`);
  const searchBr = await cachedBrotliLoad(ex);
  const mixArgs = (seconds: number) => ['--import', 'tsx', 'bench/api-mix.ts', url, String(API.connections), String(seconds)];
  await load(mixArgs(API.warmUpS), ex.pid);
  const mix = await load(mixArgs(API.durationS), ex.pid);
  console.log(`[bench] search/page, ${mix.bodies} rotating filters (computed): ${mix.reqPerS.toFixed(0)} req/s (${mix.non2xx} non-2xx, ${mix.serverCpuUsPerReq} µs/request)`);
  const ratio = search.reqPerS / baseline.reqPerS;
  return {
    connections: API.connections, durationS: API.durationS, warmUpS: API.warmUpS, slices: API.slices, body: API.body, answerBytes,
    helloWorld: baseline, sliceRatios,
    helloWorldSized: sized, sizedRatio: search.reqPerS / sized.reqPerS, searchPage: search,
    searchPageLogInfo: searchLogged, logInfoRatio: searchLogged.reqPerS / search.reqPerS, searchPageBrotli: searchBr, searchPageUncached: mix, uncachedRatio: mix.reqPerS / baseline.reqPerS, ratio, met: ratio >= 0.5 && search.non2xx === 0,
  };
}
