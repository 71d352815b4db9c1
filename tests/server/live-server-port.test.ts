import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { liveServerPort, SERVER_FILE } from '../../mock-server/src/http/operator-token';

describe('operator commands find the server of their DATA_DIR (server.json)', () => {
  it('answers the port of a live server, null without the file or when its process is gone', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'live-server-'));
    try {
      expect(liveServerPort(dir)).toBeNull();
      writeFileSync(path.join(dir, SERVER_FILE), JSON.stringify({ port: 8191, pid: process.pid }));
      expect(liveServerPort(dir)).toBe(8191);
      // A pid far above any the kernel hands out: the server crashed and left its file behind.
      writeFileSync(path.join(dir, SERVER_FILE), JSON.stringify({ port: 8191, pid: 2 ** 22 + 12345 }));
      expect(liveServerPort(dir)).toBeNull();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
