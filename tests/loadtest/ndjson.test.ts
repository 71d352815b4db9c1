import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseStream, RULES_TYPE, StreamFormatError, toNdjson, type StreamLine } from '../../mock-server/bin/replay/ndjson';

const DIR = 'mock-server/streams-recorded';
const shipped = readdirSync(DIR).filter((f) => f.endsWith('.ndjson'));
const sample = () => readFileSync(`${DIR}/${shipped[0]}`, 'utf8');
const lines = (text: string) => text.trim().split('\n').map((l) => JSON.parse(l) as StreamLine);

describe('recorded stream NDJSON', () => {
  it('ships a calm ongoing stream and a sniping stream with many extensions, each valid', () => {
    expect(shipped).toEqual(expect.arrayContaining(['ongoing-calm.ndjson', 'ongoing-sniping.ndjson']));
    for (const file of shipped) {
      const stream = parseStream(readFileSync(`${DIR}/${file}`, 'utf8'));
      expect(stream.rules.mode).toBe('ongoing');
      expect(stream.events.at(-1)!.type).toBe('lot:closed');
    }
    const sniping = parseStream(readFileSync(`${DIR}/ongoing-sniping.ndjson`, 'utf8'));
    expect(sniping.events.filter((e) => e.type === 'lot:extended').length).toBeGreaterThanOrEqual(10);
  });

  it('round-trips through toNdjson', () => {
    const parsed = parseStream(sample());
    const again = parseStream(toNdjson([{ seq: 0, type: RULES_TYPE, t: 0, payload: parsed.rules as never }, ...parsed.events]));
    expect(again).toEqual(parsed);
  });

  it('names the first bad line', () => {
    const good = lines(sample());
    const broken = (mutate: (ls: StreamLine[]) => void) => {
      const copy = structuredClone(good);
      mutate(copy);
      return () => parseStream(copy.map((l) => JSON.stringify(l)).join('\n'));
    };
    expect(() => parseStream('')).toThrow(StreamFormatError);
    expect(() => parseStream(`${sample()}\n{oops`)).toThrow(/not JSON/);
    expect(broken((ls) => ls.shift())).toThrow(/^line 1: first line must be lot:rules/);
    expect(broken((ls) => { ls[2].seq = ls[1].seq; ls[2].payload.seq = ls[1].seq; })).toThrow(/^line 3: .*not strictly increasing/);
    expect(broken((ls) => { ls[2].t = -1; })).toThrow(/^line 3/);
    expect(broken((ls) => { ls[2].t = 0; ls[1].t = 5; })).toThrow(/^line 3: .*backwards/);
    expect(broken((ls) => { ls[1].type = 'bid:vanished' as never; })).toThrow(/^line 2: unknown event type/);
    expect(broken((ls) => { ls[1].payload.seq = 99; })).toThrow(/^line 2: payload seq 99/);
    expect(broken((ls) => { delete ls[1].payload.serverNow; })).toThrow(/^line 2: bad .* payload: serverNow/);
  });

  it('holds no bidder identity beyond pseudonyms', () => {
    for (const file of shipped) {
      const text = readFileSync(`${DIR}/${file}`, 'utf8');
      const codes = new Set([...text.matchAll(/"(?:bidderCode|leaderCode|winnerCode)":"([^"]+)"/g)].map((m) => m[1]));
      for (const code of codes) expect(code).toMatch(/^B\d{3}$/);
      expect(text).not.toMatch(/"userId"/);
    }
  });
});
