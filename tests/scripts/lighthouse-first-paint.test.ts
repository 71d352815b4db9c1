import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Result } from 'lighthouse';
import { afterEach, describe, expect, it } from 'vitest';
import { assertServerRendered, paintWaitedFor } from '../../bench/first-paint';

/** A Lighthouse result with only the two audits `paintWaitedFor` reads. Times: the paint at 400 ms. */
function result(items: Array<{ resourceType: string; priority: string; networkEndTime: number; transferSize: number }>): Result {
  const startTs = 5_000_000;
  return {
    audits: {
      metrics: { details: { items: [{ observedFirstContentfulPaint: 400, observedFirstContentfulPaintTs: startTs + 400_000 }] } },
      'network-requests': { details: { items, debugData: { networkStartTimeTs: startTs } } },
    },
  } as unknown as Result;
}

describe('paintWaitedFor (what Lantern puts before its simulated first paint)', () => {
  it('counts the scripts fetched at a render-blocking priority that finished before the observed paint', () => {
    const observed = paintWaitedFor(result([
      { resourceType: 'Document', priority: 'VeryHigh', networkEndTime: 20, transferSize: 4_000 },
      { resourceType: 'Script', priority: 'High', networkEndTime: 250, transferSize: 100_000 },
      { resourceType: 'Script', priority: 'VeryHigh', networkEndTime: 400, transferSize: 1_000 },
      { resourceType: 'Script', priority: 'Low', networkEndTime: 200, transferSize: 50_000 },
      { resourceType: 'Script', priority: 'High', networkEndTime: 401, transferSize: 9_000 },
      { resourceType: 'Stylesheet', priority: 'VeryHigh', networkEndTime: 150, transferSize: 10_000 },
    ]));
    expect(observed).toEqual({ fcpMs: 400, blockingScripts: 2, blockingScriptBytes: 101_000 });
  });

  it('finds none when the scripts come at low priority, as a server-rendered page fetches them', () => {
    expect(paintWaitedFor(result([{ resourceType: 'Script', priority: 'Low', networkEndTime: 100, transferSize: 100_000 }])))
      .toEqual({ fcpMs: 400, blockingScripts: 0, blockingScriptBytes: 0 });
  });

  it('is undefined for a result without the audits it reads', () => {
    expect(paintWaitedFor({ audits: {} } as unknown as Result)).toBeUndefined();
  });
});

describe('assertServerRendered', () => {
  let server: Server | undefined;
  afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

  /** A server answering /rendered with a server-rendered document and anything else with the bare one. */
  async function origin(): Promise<string> {
    server = createServer((req, res) => {
      res.setHeader('content-type', 'text/html');
      res.end(req.url === '/rendered' ? '<div id="root" data-url="/rendered"><h1>首页</h1></div>' : '<div id="root"></div>');
    });
    await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(server!.address() as AddressInfo).port}`;
  }

  it('passes when every page comes rendered by the server', async () => {
    await expect(assertServerRendered(await origin(), [{ path: '/rendered' }])).resolves.toBeUndefined();
  });

  it('names the pages served without the server render and the build that makes them', async () => {
    await expect(assertServerRendered(await origin(), [{ path: '/rendered' }, { path: '/index' }, { path: '/hall' }]))
      .rejects.toThrow(/not rendered by the server: \/index, \/hall; build dist\/ with `npm run build`/);
  });
});
