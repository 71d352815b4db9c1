import { EventEmitter } from 'node:events';
import { setImmediate as immediate } from 'node:timers/promises';
import type WebSocket from 'ws';
import { describe, expect, it } from 'vitest';
import { receivedAt, stampReads, touchWakeClock } from '../../mock-server/bin/replay/wake-clock';

const busy = (ms: number) => {
  const until = performance.now() + ms;
  while (performance.now() < until);
};

describe('wake clock', () => {
  it('gives every read of one poll phase the time of its first read', async () => {
    await immediate();
    touchWakeClock();
    const first = receivedAt();
    busy(3);
    touchWakeClock();
    expect(receivedAt()).toBe(first);
  });

  it('drops the stamp before the next poll, so a later read gets a later time', async () => {
    await immediate();
    touchWakeClock();
    const first = receivedAt();
    await immediate();
    busy(2);
    expect(receivedAt()).toBeGreaterThanOrEqual(first + 2);
    touchWakeClock();
    expect(receivedAt()).toBeGreaterThanOrEqual(first + 2);
  });

  it('without a read, is the current time', async () => {
    await immediate();
    const a = receivedAt();
    busy(2);
    expect(receivedAt()).toBeGreaterThanOrEqual(a + 2);
  });

  it('stamps a websocket on each read of its TCP connection, before its own data listener', async () => {
    await immediate();
    const raw = new EventEmitter();
    let seen: number | null = null;
    raw.on('data', () => { seen = receivedAt(); });
    stampReads({ _socket: raw } as unknown as WebSocket);
    raw.emit('data', Buffer.from('x'));
    busy(2);
    expect(receivedAt()).toBe(seen);
  });
});
