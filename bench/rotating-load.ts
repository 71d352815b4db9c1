import { createRequire } from 'node:module';

/** The part of autocannon's programmatic API used here (the package ships no types). */
type Autocannon = (opts: {
  url: string; connections: number; duration: number; method: string; headers: Record<string, string>; overallRate?: number;
  requests: Array<{ setupRequest: (req: Record<string, unknown>) => Record<string, unknown> }>;
}) => Promise<unknown>;
const autocannon = createRequire(import.meta.url)('autocannon') as Autocannon;

/**
 * autocannon (programmatic, since its CLI sends one body) POSTing JSON to `url` from `connections` connections for
 * `seconds` s, the body cycling over `bodies` (JSON texts) in a fixed order; `ratePerS`, when given, paces all
 * connections together to that many requests/s (else each sends its next request as soon as the last is answered).
 * Writes autocannon's result as JSON to stdout, with `bodies`: how many different bodies were cycled. Used by the load
 * processes api-mix.ts and listing-mix.ts.
 */
export async function rotatingLoad(url: string, connections: number, seconds: number, bodies: string[], ratePerS?: number): Promise<void> {
  let next = 0;
  const result = await autocannon({
    url, connections, duration: seconds, method: 'POST', ...(ratePerS ? { overallRate: ratePerS } : {}),
    headers: { 'Client-Id': 'nccq-web', 'content-type': 'application/json' },
    requests: [{ setupRequest: (req) => ({ ...req, body: bodies[next++ % bodies.length] }) }],
  });
  process.stdout.write(JSON.stringify({ ...(result as object), bodies: bodies.length }));
}
