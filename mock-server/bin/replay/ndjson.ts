import { z } from 'zod';
import { lotEventSchemas, lotRulesSchema, type LotEventName, type LotRules } from '../../../contract/bid';

/**
 * The recorded-stream format (mock-server/streams-recorded/*.ndjson): one JSON object a line,
 * `{ seq, type, t, payload }` — seq the lot's seq, type the broadcast name (contract/bid.ts lotEventSchemas), t in ms
 * relative to the first event, payload the broadcast payload with pseudonymised bidder codes. The first line is the
 * lot's public rules (竞价须知, 元 and epoch ms as on the wire) with seq 0 and type `lot:rules`, so a replay can create
 * a lot that behaves like the recorded one.
 */

/** Type of the header line carrying the lot's rules. */
export const RULES_TYPE = 'lot:rules';

/** One line of a recorded stream. */
export interface StreamLine { seq: number; type: LotEventName | typeof RULES_TYPE; t: number; payload: Record<string, unknown> }
/** A parsed and validated stream: the rules and the events after them, in seq order. */
export interface RecordedStream { rules: LotRules; events: StreamLine[] }

const lineSchema = z.object({
  seq: z.number().int().min(0), type: z.string(), t: z.number().finite().min(0), payload: z.record(z.string(), z.unknown()),
});

/** A stream file that breaks the format; `line` is 1-based. */
export class StreamFormatError extends Error {
  constructor(readonly line: number, message: string) {
    super(`line ${line}: ${message}`);
  }
}

/** Serialises lines as NDJSON (one object a line, trailing newline). */
export function toNdjson(lines: readonly StreamLine[]): string {
  return lines.map((l) => JSON.stringify({ seq: l.seq, type: l.type, t: l.t, payload: l.payload })).join('\n') + '\n';
}

/**
 * Parses and validates NDJSON text: every line a {seq, type, t, payload} object, the first the rules, then lot events
 * whose payload matches its contract schema and carries the same seq, seq strictly increasing, t never decreasing.
 * Blank lines are ignored. @throws StreamFormatError naming the first bad line.
 */
export function parseStream(text: string): RecordedStream {
  const lines = text.split('\n').map((raw, i) => ({ raw: raw.trim(), no: i + 1 })).filter((l) => l.raw !== '');
  if (lines.length === 0) throw new StreamFormatError(1, 'empty stream');
  let rules: LotRules | undefined;
  const events: StreamLine[] = [];
  let prev: StreamLine | undefined;
  for (const { raw, no } of lines) {
    let json: unknown;
    try {
      json = JSON.parse(raw);
    } catch {
      throw new StreamFormatError(no, 'not JSON');
    }
    const shape = lineSchema.safeParse(json);
    if (!shape.success) throw new StreamFormatError(no, `not a {seq, type, t, payload} line: ${shape.error.issues[0].message}`);
    const line = shape.data as StreamLine;
    if (!rules) {
      if (line.type !== RULES_TYPE || line.seq !== 0) throw new StreamFormatError(no, `first line must be ${RULES_TYPE} with seq 0`);
      const parsed = lotRulesSchema.safeParse(line.payload);
      if (!parsed.success) throw new StreamFormatError(no, `bad rules: ${parsed.error.issues[0].path.join('.')} ${parsed.error.issues[0].message}`);
      rules = parsed.data;
      continue;
    }
    const schema = lotEventSchemas[line.type as LotEventName];
    if (!schema) throw new StreamFormatError(no, `unknown event type ${line.type}`);
    const payload = schema.safeParse(line.payload);
    if (!payload.success) throw new StreamFormatError(no, `bad ${line.type} payload: ${payload.error.issues[0].path.join('.')} ${payload.error.issues[0].message}`);
    if (payload.data.seq !== line.seq) throw new StreamFormatError(no, `payload seq ${payload.data.seq} differs from line seq ${line.seq}`);
    if (prev && line.seq <= prev.seq) throw new StreamFormatError(no, `seq ${line.seq} after ${prev.seq}: not strictly increasing`);
    if (prev && line.t < prev.t) throw new StreamFormatError(no, `t ${line.t} after ${prev.t}: time went backwards`);
    events.push(line);
    prev = line;
  }
  if (!rules) throw new StreamFormatError(1, 'no rules line');
  return { rules, events };
}
