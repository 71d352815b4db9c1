/**
 * The listing benchmark's load, as its own process: autocannon POSTing search/page with a body cycling over the JSON
 * array in `bodies-file` (more bodies than the answer cache keeps, in a fixed cycle, so every call is computed).
 * Usage: `listing-mix.ts <url> <connections> <seconds> <bodies-file> [requests/s]` (the rate paces the load; without it
 * every connection sends as fast as it is answered). Prints autocannon's result as JSON on stdout, with `bodies`: how
 * many different bodies were cycled.
 */
import { readFileSync } from 'node:fs';
import { rotatingLoad } from './rotating-load';

const [url, connections, seconds, file, rate] = process.argv.slice(2);
const bodies = (JSON.parse(readFileSync(file, 'utf8')) as unknown[]).map((b) => JSON.stringify(b));
await rotatingLoad(url, Number(connections), Number(seconds), bodies, rate ? Number(rate) : undefined);
