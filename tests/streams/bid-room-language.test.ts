import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => {
  vi.doUnmock('socket.io-client');
  vi.resetModules();
});

describe('the bid room handshake language', () => {
  it('sends the language last set with setBidRoomLanguage, read at each connection', async () => {
    vi.resetModules();
    const calls: Array<{ url: string; auth: (cb: (data: object) => void) => void }> = [];
    vi.doMock('socket.io-client', () => ({
      io: (url: string, opts: { auth: (cb: (data: object) => void) => void }) => {
        calls.push({ url, auth: opts.auth });
        return { on() {}, off() {}, emit() {}, disconnect() {} };
      },
    }));
    const { socketIoFactory } = await import('@streams/bid-room');
    const { setBidRoomLanguage } = await import('@streams/bid-room-language');
    await socketIoFactory()({ token: 't' });
    const handshake = () => new Promise<object>((resolve) => calls[0].auth(resolve));
    await expect(handshake()).resolves.toEqual({ token: 't' });
    setBidRoomLanguage('en');
    await expect(handshake()).resolves.toEqual({ token: 't', language: 'en' });
    setBidRoomLanguage('zh');
    await expect(handshake()).resolves.toEqual({ token: 't', language: 'zh' });
  });
});
