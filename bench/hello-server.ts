/**
 * The API benchmark's baseline: a Fastify hello-world route (GET /hello → {"hello":"world"}), no logger, as its own
 * process. Also GET /hello-sized?bytes=N → a constant JSON body of N bytes ({"hello":"xxx…"}), the same route with an
 * answer as large as the measured one, so the load generator's cost of reading bigger answers can be told apart.
 * Prints `{"port":N}` on stdout.
 */
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/hello', async () => ({ hello: 'world' }));
const sized = new Map<number, string>();
app.get<{ Querystring: { bytes?: string } }>('/hello-sized', async (request, reply) => {
  const bytes = Math.min(Math.max(Number(request.query.bytes) || 0, 20), 1_000_000);
  let body = sized.get(bytes);
  if (body === undefined) sized.set(bytes, body = JSON.stringify({ hello: 'x'.repeat(bytes - 12) }));
  return reply.type('application/json; charset=utf-8').send(body);
});
const address = await app.listen({ port: 0, host: '127.0.0.1' });
console.log(JSON.stringify({ port: Number(new URL(address).port) }));
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
