import { runLighthouse } from './bench/lighthouse-run';
import { loginThroughApi, sessionStorageEntries } from './bench/portal-session';
import { waitForQuiet } from './bench/cpu-census';
const [origin, rounds, ...paths] = process.argv.slice(2);
for (let r = 0; r < Number(rounds); r++) for (const p of (r % 2 ? [...paths].reverse() : paths)) {
  const storage = sessionStorageEntries(await loginThroughApi(origin, 'zhangsan'));
  await waitForQuiet();
  const lhr = await runLighthouse(origin + p, 'mobile', storage);
  const a = lhr.audits;
  console.log(`${r} ${p.slice(-8)} score ${lhr.categories.performance.score} TBT ${Math.round(a['total-blocking-time'].numericValue!)} LCP ${Math.round(a['largest-contentful-paint'].numericValue!)} bytes ${Math.round(a['total-byte-weight'].numericValue! / 1024)} KiB dom ${a['dom-size']?.numericValue}`);
}
