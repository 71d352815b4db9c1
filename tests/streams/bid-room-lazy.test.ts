import { describe, expect, it, vi } from 'vitest';
import { firstValueFrom } from 'rxjs';
import { type BidConnection, type BidSocketFactory, createBidRoom } from '@streams/bid-room';
import { createClock } from '@streams/clock';
import { FakeBidSocket } from '../web/quote/fake-bid-socket';

/** A factory whose sockets arrive once the test releases them, like socket.io-client fetched on first use. */
function slowSockets() {
  const made: FakeBidSocket[] = [];
  let release: () => void = () => {};
  const loaded = new Promise<void>((r) => (release = r));
  const connect: BidSocketFactory = async (auth) => {
    await loaded;
    const s = new FakeBidSocket(auth);
    made.push(s);
    return s;
  };
  return { connect, made, release };
}

describe('bid room with a socket that loads later', () => {
  it("reports 'connecting' at once, then runs on the socket once it arrives", async () => {
    const io = slowSockets();
    const room = createBidRoom({ connect: io.connect, clock: createClock() });
    const seen: BidConnection[] = [];
    const sub = room.connection$.subscribe((c) => seen.push(c));
    expect(seen).toEqual(['connecting']);
    const answer = firstValueFrom(room.emitWithAck('time:sync', { t0: 1 }));
    io.release();
    await new Promise((r) => setTimeout(r, 0));
    expect(io.made).toHaveLength(1);
    const socket = io.made[0];
    socket.serverAccepts();
    expect(seen).toEqual(['connecting', 'live']);
    const [cmd] = socket.sent('time:sync');
    cmd.ack?.({ t0: 1, serverNow: 5 });
    await expect(answer).resolves.toEqual({ t0: 1, serverNow: 5 });
    sub.unsubscribe();
    expect(socket.active).toBe(false);
  });

  it('disconnects a socket that arrives after the last subscriber left', async () => {
    const io = slowSockets();
    const room = createBidRoom({ connect: io.connect, clock: createClock() });
    room.connection$.subscribe().unsubscribe();
    io.release();
    await new Promise((r) => setTimeout(r, 0));
    expect(io.made).toHaveLength(1);
    expect(io.made[0].active).toBe(false);
  });
});

describe('socketIoFactory when socket.io-client cannot be fetched', () => {
  it("reports 'offline' so the feeds poll HTTP", async () => {
    vi.resetModules();
    vi.doMock('socket.io-client', () => {
      throw new Error('Failed to fetch dynamically imported module');
    });
    const { createBidRoom: create, socketIoFactory } = await import('@streams/bid-room');
    const room = create({ connect: socketIoFactory(), clock: createClock() });
    const seen: BidConnection[] = [];
    const sub = room.connection$.subscribe((c) => seen.push(c));
    await vi.waitFor(() => expect(seen).toEqual(['connecting', 'offline']));
    sub.unsubscribe();
    vi.doUnmock('socket.io-client');
  });
});
