import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { AnswerCache } from '../../mock-server/src/http/answer-cache';
import { ApiError } from '../../mock-server/src/http/envelope';
import { installErrorHandler, SERVER_BUSY_MSG } from '../../mock-server/src/http/error-handler';
import { get, post } from '../../mock-server/src/http/route';

/** A bare app with the server's error handler and route helper, its error log kept in `logged`. */
async function appWith(register: (app: ReturnType<typeof Fastify>) => void) {
  const logged: string[] = [];
  const app = Fastify({ logger: { level: 'error', stream: { write: (line: string) => { logged.push(line); } } } });
  installErrorHandler(app);
  register(app);
  await app.ready();
  return { app, logged };
}

const answer = z.object({ n: z.number() });

describe('answers serialised by their schema', () => {
  it('never sends an answer that breaks its schema: 500 envelope, the mismatch logged', async () => {
    const cache = new AnswerCache({ version: () => 1 });
    const { app, logged } = await appWith((a) => {
      get(a, '/broken', { summary: '坏应答', answer, handler: () => ({ n: 'x' }) as never });
      post(a, '/broken-cached', { summary: '坏应答（缓存）', answer, cache, handler: () => ({ n: 'x' }) as never });
    });
    for (const [method, url] of [['GET', '/broken'], ['POST', '/broken-cached']] as const) {
      const res = await app.inject({ method, url });
      expect(res.statusCode).toBe(500);
      expect(res.json()).toEqual({ code: 500, success: false, data: null, msg: SERVER_BUSY_MSG });
      expect(res.body).not.toContain('"x"');
    }
    expect(logged.filter((line) => line.includes('FST_ERR_RESPONSE_SERIALIZATION'))).toHaveLength(2);
    expect(cache.size).toBe(0);
    await app.close();
  });

  it('sends only what the schema names', async () => {
    const { app } = await appWith((a) => get(a, '/extra', { summary: '多余字段', answer, handler: () => ({ n: 1, passwordHash: 'h' }) }));
    expect((await app.inject({ method: 'GET', url: '/extra' })).json()).toEqual({ code: 200, success: true, data: { n: 1 }, msg: '操作成功' });
    await app.close();
  });

  it('answers an error with data in the envelope (a 409 with the existing record)', async () => {
    const { app } = await appWith((a) => post(a, '/conflict', {
      summary: '冲突', answer, errorAnswers: { 409: z.object({ id: z.string() }) },
      handler: () => { throw new ApiError(409, '已存在', { id: '7' }); },
    }));
    const res = await app.inject({ method: 'POST', url: '/conflict' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ code: 409, success: false, data: { id: '7' }, msg: '已存在' });
    await app.close();
  });
});
