/**
 * The listing benchmark's load, as its own process: autocannon POSTing search/page with a body cycling over the JSON
 * array in `bodies-file` (more bodies than the answer cache keeps, in a fixed cycle, so every call is computed).
 * Usage: `listing-mix.ts <url> <connections> <seconds> <bodies-file>`. Prints autocannon's result as JSON on stdout,
 * with `bodies`: how many different bodies were cycled.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

/** The part of autocannon's programmatic API used here (the package ships no types). */
type Autocannon = (opts: {
  url: string; connections: number; duration: number; method: string; headers: Record<string, string>;
  requests: Array<{ setupRequest: (req: Record<string, unknown>) => Record<string, unknown> }>;
}) => Promise<unknown>;
const autocannon = createRequire(import.meta.url)('autocannon') as Autocannon;

const [url, connections, seconds, file] = process.argv.slice(2);
const bodies = (JSON.parse(readFileSync(file, 'utf8')) as unknown[]).map((b) => JSON.stringify(b));
let next = 0;
const result = await autocannon({
  url, connections: Number(connections), duration: Number(seconds), method: 'POST',
  headers: { 'Client-Id': 'nccq-web', 'content-type': 'application/json' },
  requests: [{ setupRequest: (req) => ({ ...req, body: bodies[next++ % bodies.length] }) }],
});
process.stdout.write(JSON.stringify({ ...(result as object), bodies: bodies.length }));
