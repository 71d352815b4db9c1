import { describe, expect, it } from 'vitest';
import type { MessageService, NewMessage } from '../../mock-server/src/modules/messages/index';
import { OutbidMessages } from '../../mock-server/src/realtime/outbid-messages';

/** An inbox recording each batch written; a batch holding `failOn` in a message fails like a full disk. */
function recordingInbox(failOn = '9.00 元') {
  const batches: NewMessage[][] = [];
  const messages: Pick<MessageService, 'sendMany'> = {
    sendMany: async (list) => {
      batches.push(list);
      if (list.some((m) => m.content.includes(failOn))) throw new Error('disk I/O error');
      return list.map((m, i) => ({ id: String(i), userId: m.userId, type: m.type, category: 'trade' as const, title: m.title }));
    },
  };
  return { messages, batches };
}
const FLUSH_MS = 20;
const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));
const LOT = { assetsId: 'NC0001', assetsName: '测试村鱼塘', priceType: 2, priceUnitName: '元' }; // priced per 元: amounts read '140.00 元'

describe('outbid messages queue', () => {
  it('gathers the outbids of a flush window into one write, one message per user and lot at the highest price', async () => {
    const inbox = recordingInbox();
    const queue = new OutbidMessages(inbox.messages, () => {}, FLUSH_MS);
    queue.add(LOT, new Map([['u1', 100_00]]));
    queue.add(LOT, new Map([['u1', 120_00], ['u2', 110_00]]));
    queue.add(LOT, new Map([['u1', 140_00]]));
    queue.add({ ...LOT, assetsId: 'NC0002' }, new Map([['u1', 50_00]]));
    expect(inbox.batches).toHaveLength(0); // nothing is written on the bid's turn
    await wait(FLUSH_MS * 3);
    expect(inbox.batches).toHaveLength(1);
    expect(inbox.batches[0].map((m) => [m.userId, m.assetsId, m.dedupeKey])).toEqual([
      ['u1', 'NC0001', 'outbid:NC0001'], ['u2', 'NC0001', 'outbid:NC0001'], ['u1', 'NC0002', 'outbid:NC0002'],
    ]);
    expect(inbox.batches[0][0].content).toContain('140.00 元');
  });

  it('logs a failed write and goes on with the next window', async () => {
    const inbox = recordingInbox();
    const errors: unknown[] = [];
    const queue = new OutbidMessages(inbox.messages, (err) => errors.push(err), FLUSH_MS);
    queue.add(LOT, new Map([['u1', 9_00]]));
    await wait(FLUSH_MS * 3);
    expect(errors).toHaveLength(1);
    queue.add(LOT, new Map([['u3', 150_00]]));
    await wait(FLUSH_MS * 3);
    expect(inbox.batches).toHaveLength(2);
    expect(inbox.batches[1]).toEqual([expect.objectContaining({ userId: 'u3' })]);
  });
});
