/**
 * The API benchmark's uncached load, as its own process: autocannon (programmatic, since its CLI sends one body)
 * POSTing search/page with a body rotating over 1,440 different filter combinations — more than the answer
 * cache keeps (1,000), in a fixed cycle, so every call is computed. Usage: `api-mix.ts <url> <connections> <seconds>`.
 * Prints autocannon's result as JSON on stdout, with `bodies`: how many different bodies were cycled.
 */
import { rotatingLoad } from './rotating-load';

const STATUSES = [undefined, 1, 2, 3, 4, 7];
const PROVINCES = [undefined, '51', '50'];
const KEYWORDS = [undefined, '村', '地', '镇', '林'];
const SIZES = Array.from({ length: 16 }, (_, i) => 5 + i);

/** Every status × province × keyword × page size (5..20) combination, first pages, as JSON bodies. */
const bodies = STATUSES.flatMap((status) => PROVINCES.flatMap((province) => KEYWORDS.flatMap((q) => SIZES.map((size) =>
  JSON.stringify({ province, status, operationId: '1', q, current: 1, size })))));

const [url, connections, seconds] = process.argv.slice(2);
await rotatingLoad(url, Number(connections), Number(seconds), bodies);
