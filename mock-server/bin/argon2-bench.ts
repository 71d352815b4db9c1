import { hashPassword, verifyPassword } from '../src/modules/user/index';

/**
 * Measures the Argon2id cost of this machine with the server's parameters (19 MiB, t=2, p=1):
 * `node --import tsx mock-server/bin/argon2-bench.ts [rounds]` prints the mean hash and verify times in ms.
 * Each login pays one verify; each registration or password reset pays one hash.
 */
async function main(): Promise<void> {
  const rounds = Math.max(1, Number(process.argv[2] ?? 20) || 20);
  const stored = await hashPassword('warm-up-Password1!');
  let t0 = performance.now();
  for (let i = 0; i < rounds; i++) await hashPassword(`Bench@${i}-password`);
  const hashMs = (performance.now() - t0) / rounds;
  t0 = performance.now();
  for (let i = 0; i < rounds; i++) await verifyPassword(stored, 'warm-up-Password1!');
  const verifyMs = (performance.now() - t0) / rounds;
  console.log(`Argon2id（${stored.split('$')[3]}）${rounds} 次平均：哈希 ${hashMs.toFixed(1)} ms，校验 ${verifyMs.toFixed(1)} ms`);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
