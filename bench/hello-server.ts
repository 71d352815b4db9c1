/**
 * The API benchmark's baseline: a Fastify hello-world route (GET /hello → {"hello":"world"}), no logger, as its own
 * process. Prints `{"port":N}` on stdout.
 */
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/hello', async () => ({ hello: 'world' }));
const address = await app.listen({ port: 0, host: '127.0.0.1' });
console.log(JSON.stringify({ port: Number(new URL(address).port) }));
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
