// The web app's figures, measured in one run in Debian's chromium at 390x844 against the
// built app (web/dist): what a first visit downloads compressed, the engine worker's start,
// a calculator's answer through the worker, and the corps battle's map while it is panned.
//
//   (cd web && npm run build) && node bench/web/app_bench.mjs
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { test } from 'node:test';
import { openApp } from '../../web/e2e/harness.mjs';
import { startGame } from '../../web/e2e/game-helpers.mjs';

const dist = new URL('../../web/dist/', import.meta.url).pathname;

function filesUnder(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

// What the first visit fetches: the page, its scripts and styles, the worker and the engine,
// the manifest and icons; `sandtable serve` sends each compressed (gzip).
function firstLoadBytes() {
  let raw = 0;
  let packed = 0;
  for (const file of filesUnder(dist)) {
    const bytes = readFileSync(file);
    raw += bytes.length;
    packed += file.endsWith('.png') ? bytes.length : gzipSync(bytes, { level: 9 }).length;
  }
  return { raw, packed };
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const rows = [];

test('the web app, measured', { timeout: 600_000 }, async (t) => {
  const { raw, packed } = firstLoadBytes();
  rows.push(['first load, everything the app fetches (compressed)', `${(packed / 1e6).toFixed(2)} MB (${(raw / 1e6).toFixed(2)} MB uncompressed)`, 'under 1.5 MB']);

  const app = await openApp(t);
  await app.go('#/');
  const worker = readdirSync(join(dist, 'assets')).find((f) => /worker.*\.js$/.test(f));
  const timing = await app.page.evaluate(async (script) => {
    const started = performance.now();
    const engine = new Worker(`/assets/${script}`, { type: 'module' });
    const waiting = new Map();
    engine.onmessage = ({ data }) => waiting.get(data.id)(data);
    let id = 0;
    const call = (name, args) => new Promise((resolve) => { waiting.set(++id, resolve); engine.postMessage({ id, call: name, args }); });
    await call('list');
    const ready = performance.now() - started;
    const fire = [];
    for (let i = 0; i < 50; i++) {
      const t0 = performance.now();
      await call('mininap.fire', { firer: 'line-infantry', strength: 4, target: 'line-infantry', target_formation: 'column' });
      fire.push(performance.now() - t0);
    }
    const chart = [];
    for (let i = 0; i < 20; i++) {
      const t0 = performance.now();
      await call('hun.chart', { action: 'fire-rifle', range: 20, cover: 'soft', actor: 'veteran' });
      chart.push(performance.now() - t0);
    }
    engine.terminate();
    return { ready, fire, chart };
  }, worker);
  rows.push(['engine worker started and answering (first call)', `${timing.ready.toFixed(0)} ms`, '']);
  rows.push(['calculator answer through the worker: mininap.fire, median of 50', `${median(timing.fire).toFixed(2)} ms (worst ${Math.max(...timing.fire).toFixed(1)} ms)`, 'under 50 ms']);
  rows.push(['calculator answer through the worker: hun.chart, median of 20', `${median(timing.chart).toFixed(2)} ms (worst ${Math.max(...timing.chart).toFixed(1)} ms)`, 'under 50 ms']);

  // The corps battle (94 units): drag across the map for about two seconds and time frames.
  await startGame(app, { scenario: 'mininap/corps-meeting.yaml', players: ['person', 'person'], seed: 1 });
  const map = app.page.locator('svg.table-map-svg');
  await map.waitFor();
  const box = await map.boundingBox();
  await app.page.evaluate(() => {
    window.__frames = [];
    const tick = (now) => { window.__frames.push(now); if (window.__frames.length < 100000) requestAnimationFrame(tick); };
    requestAnimationFrame(tick);
  });
  const cx = box.x + box.width / 2;
  const cy = box.y + box.height / 2;
  await app.page.mouse.move(cx, cy);
  await app.page.mouse.down();
  const start = await app.page.evaluate(() => performance.now());
  for (let i = 0; i < 120; i++) await app.page.mouse.move(cx + 80 * Math.sin(i / 10), cy + 60 * Math.cos(i / 13));
  await app.page.mouse.up();
  const frames = await app.page.evaluate((since) => window.__frames.filter((f) => f >= since), start);
  const gaps = frames.slice(1).map((f, i) => f - frames[i]);
  const seconds = (frames.at(-1) - frames[0]) / 1000;
  rows.push(['corps battle map (94 units) while panning: frames per second', `${((frames.length - 1) / seconds).toFixed(1)} fps over ${seconds.toFixed(1)} s, longest frame ${Math.max(...gaps).toFixed(1)} ms`, '30 fps or better']);

  console.log('\n| figure | measured | goal |\n|---|---|---|');
  for (const [what, measured, goal] of rows) console.log(`| ${what} | ${measured} | ${goal} |`);
});
