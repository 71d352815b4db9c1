import { describe, expect, it } from 'vitest';
import type { MessageService, NewMessage } from '../../mock-server/src/modules/messages/index';
import { OutbidMessages } from '../../mock-server/src/realtime/outbid-messages';

/** An inbox whose writes wait until released, recording what was sent. */
function slowInbox() {
  const sent: NewMessage[] = [];
  let release: () => void = () => {};
  const messages = {
    send: async (m: NewMessage) => {
      sent.push(m);
      await new Promise<void>((resolve) => { release = resolve; });
      if (m.content.includes('9.00 元')) throw new Error('disk I/O error');
      return { id: '1', userId: m.userId, type: m.type, category: 'trade' as const, title: m.title };
    },
  } as unknown as MessageService;
  return { messages, sent, release: () => release() };
}
const tick = () => new Promise((r) => setImmediate(r));
const LOT = { assetsId: 'NC0001', assetsName: '测试村鱼塘', priceType: 2, priceUnitName: '元' }; // priced per 元: amounts read '140.00 元'

describe('outbid messages queue', () => {
  it('writes one at a time and folds outbids that wait for the same user and lot into one write at the highest price', async () => {
    const inbox = slowInbox();
    const errors: unknown[] = [];
    const queue = new OutbidMessages(inbox.messages, (err) => errors.push(err));
    queue.add(LOT, new Map([['u1', 100_00]]));
    await tick();
    queue.add(LOT, new Map([['u1', 120_00], ['u2', 110_00]]));
    queue.add(LOT, new Map([['u1', 140_00]]));
    queue.add({ ...LOT, assetsId: 'NC0002' }, new Map([['u1', 9_00]]));
    expect(inbox.sent.map((m) => m.userId)).toEqual(['u1']);
    for (let i = 0; i < 4; i++) {
      inbox.release();
      await tick();
    }
    expect(inbox.sent.map((m) => [m.userId, m.assetsId, m.dedupeKey])).toEqual([
      ['u1', 'NC0001', 'outbid:NC0001'], ['u1', 'NC0001', 'outbid:NC0001'], ['u2', 'NC0001', 'outbid:NC0001'], ['u1', 'NC0002', 'outbid:NC0002'],
    ]);
    expect(inbox.sent[1].content).toContain('140.00 元');
    // A failed write is logged, and the queue goes on with the next outbid.
    expect(errors).toHaveLength(1);
    queue.add(LOT, new Map([['u3', 150_00]]));
    await tick();
    expect(inbox.sent.at(-1)).toMatchObject({ userId: 'u3' });
  });
});
