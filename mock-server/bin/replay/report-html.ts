import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Summary } from './summary';

/**
 * The HTML report of a run: parameters, the summary, and charts (delivery and accept latency over time, their
 * histograms, throughput and server CPU) drawn by Chart.js, whose UMD build is inlined so the file opens offline.
 */

/** The minified UMD build next to the package's main file (its `exports` map does not expose the dist path). */
const chartJs = () => readFileSync(path.join(path.dirname(createRequire(import.meta.url).resolve('chart.js')), 'chart.umd.min.js'), 'utf8');
const escape = (s: string) => s.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);
/** JSON safe inside a <script> element. */
const data = (v: unknown) => JSON.stringify(v).replace(/</g, '\\u003c');

/** Re-bins log buckets [upper ms, count] into at most ~60 bars for a readable histogram. */
function bars(entries: Array<[number, number]>): Array<[string, number]> {
  if (entries.length === 0) return [];
  const step = Math.max(1, Math.ceil(entries.length / 60));
  const out: Array<[string, number]> = [];
  for (let i = 0; i < entries.length; i += step) {
    const group = entries.slice(i, i + step);
    out.push([`≤${group[group.length - 1][0].toFixed(group[group.length - 1][0] < 10 ? 2 : 0)}`, group.reduce((n, [, c]) => n + c, 0)]);
  }
  return out;
}

export function renderHtml(title: string, s: Summary, params: Record<string, unknown>, text: string): string {
  const series = s.series;
  const charts = {
    delivery: { labels: series.map((r) => r.s), sets: [['p50', series.map((r) => r.dP50)], ['p99', series.map((r) => r.dP99)], ['max', series.map((r) => r.dMax)]] },
    accept: { labels: series.map((r) => r.s), sets: [['p50', series.map((r) => r.aP50)], ['p99', series.map((r) => r.aP99)], ['max', series.map((r) => r.aMax)]] },
    rate: { labels: series.map((r) => r.s), sets: [['bids acked /s', series.map((r) => r.bids)], ['deliveries /s ÷ 100', series.map((r) => r.deliveries / 100)]] },
    cpu: { labels: (s.server?.samples ?? []).map((x) => x.s), sets: [['server CPU %', (s.server?.samples ?? []).map((x) => x.cpu)], ['RSS MiB', (s.server?.samples ?? []).map((x) => x.rssMiB)]] },
    dHist: bars(s.histograms.delivery), aHist: bars(s.histograms.accept),
  };
  const rows = Object.entries(params).map(([k, v]) => `<tr><th>${escape(k)}</th><td>${escape(String(v))}</td></tr>`).join('');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${escape(title)}</title>
<style>body{font:14px system-ui,sans-serif;margin:24px;max-width:1100px}pre{background:#f5f5f5;padding:12px;overflow:auto}
table{border-collapse:collapse}th,td{border:1px solid #ddd;padding:4px 8px;text-align:left}.grid{display:grid;grid-template-columns:1fr 1fr;gap:24px}
h1{font-size:20px}.ok{color:#16794a}.bad{color:#b42318}</style></head>
<body><h1>${escape(title)} — <span class="${s.ok ? 'ok' : 'bad'}">${s.ok ? 'OK' : 'FAILED'}</span></h1>
<h2>Parameters</h2><table>${rows}</table>
<h2>Summary</h2><pre>${escape(text)}</pre>
<div class="grid">
<div><h3>Delivery latency over time (ms, by second of commit)</h3><canvas id="delivery"></canvas></div>
<div><h3>Accept latency over time (ms, by second sent)</h3><canvas id="accept"></canvas></div>
<div><h3>Delivery latency histogram (ms)</h3><canvas id="dHist"></canvas></div>
<div><h3>Accept latency histogram (ms)</h3><canvas id="aHist"></canvas></div>
<div><h3>Throughput per second</h3><canvas id="rate"></canvas></div>
<div><h3>Server process</h3><canvas id="cpu"></canvas></div>
</div>
<script>${chartJs()}</script>
<script>
const D = ${data(charts)};
const line = (id, c) => new Chart(document.getElementById(id), { type: 'line', data: { labels: c.labels, datasets: c.sets.map(([label, data]) => ({ label, data, pointRadius: 0, borderWidth: 1.5 })) }, options: { animation: false, scales: { x: { title: { display: true, text: 's' } } } } });
const hist = (id, b) => new Chart(document.getElementById(id), { type: 'bar', data: { labels: b.map((x) => x[0]), datasets: [{ label: 'samples', data: b.map((x) => x[1]) }] }, options: { animation: false } });
line('delivery', D.delivery); line('accept', D.accept); line('rate', D.rate); line('cpu', D.cpu); hist('dHist', D.dHist); hist('aHist', D.aHist);
</script></body></html>
`;
}
