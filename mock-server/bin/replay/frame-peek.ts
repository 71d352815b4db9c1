/*
 * Reads `seq` and `serverNow` of broadcasts without JSON.parse of the whole payload. A watcher needs only those two
 * per delivery (the rest of the last event is parsed once, at the end), and with thousands of watchers per process
 * the full parse would dominate the harness's CPU. Falls back to null — the caller then parses — whenever the two
 * fields are not top-level keys ahead of any nested object, so a change of key order cannot mislead it.
 */

/** One event of a `lot:events` frame as peeked: its name, seq and serverNow (epoch ms). */
export interface PeekedEvent { name: string; seq: number; serverNow: number }

/** The payload's top-level seq and serverNow, if both come before the first nested object after `from`. */
export function peekSeqAndTime(text: string, from: number): { seq: number; serverNow: number } | null {
  const open = text.indexOf('{', from);
  if (open < 0) return null;
  const nested = text.indexOf('{', open + 1);
  const limit = nested < 0 ? text.length : nested;
  const seq = numberAt(text, text.indexOf('"seq":', open), 6, limit);
  const serverNow = numberAt(text, text.indexOf('"serverNow":', open), 12, limit);
  return seq === null || serverNow === null ? null : { seq, serverNow };
}

const ITEM = '{"name":"';
const PAYLOAD = '"payload":';

/**
 * The events of a `lot:events` batch (contract/bid.ts LotEventsBatch, its JSON text starting at or after `from`), in
 * the frame's order: each item is `{"name":…,"payload":{…}}` and its payload's seq and serverNow come before any nested
 * object. No lot payload holds a nested object whose first key is `name`, so every `{"name":"` after `"events":[`
 * starts an item. null (parse instead) when the list is missing, empty, or an item does not read that way.
 */
export function peekBatch(text: string, from: number): PeekedEvent[] | null {
  const list = text.indexOf('"events":[', from);
  if (list < 0) return null;
  const events: PeekedEvent[] = [];
  for (let at = text.indexOf(ITEM, list); at >= 0; at = text.indexOf(ITEM, at)) {
    const nameEnd = text.indexOf('"', at + ITEM.length);
    if (nameEnd < 0 || !text.startsWith(PAYLOAD, nameEnd + 2)) return null;
    const peek = peekSeqAndTime(text, nameEnd + 2 + PAYLOAD.length);
    if (!peek) return null;
    events.push({ name: text.slice(at + ITEM.length, nameEnd), ...peek });
    at = nameEnd + 2 + PAYLOAD.length;
  }
  return events.length > 0 ? events : null;
}

/** Whether the char code is part of a JSON number: 0-9 - . e E (a char-code test: this runs for every delivery). */
const numberChar = (c: number) => (c >= 48 && c <= 57) || c === 45 || c === 46 || c === 101 || c === 69;

function numberAt(text: string, at: number, skip: number, limit: number): number | null {
  if (at < 0 || at >= limit) return null;
  const start = at + skip;
  let end = start;
  // Whole numbers (every seq, and serverNow when it is a whole ms) are summed from their digits, no substring made.
  let whole = 0;
  for (let c = text.charCodeAt(end); c >= 48 && c <= 57; c = text.charCodeAt(end)) {
    whole = whole * 10 + (c - 48);
    end += 1;
  }
  if (end > start && end - start <= 15 && !(end < text.length && numberChar(text.charCodeAt(end)))) return whole;
  while (end < text.length && numberChar(text.charCodeAt(end))) end += 1;
  const value = Number(text.slice(start, end));
  return end > start && Number.isFinite(value) ? value : null;
}
