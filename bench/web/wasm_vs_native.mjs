// The engine in WebAssembly against the native engine, on the same API calls in one run:
// the dice calculator, whole brigade battles and a calculator. Each side answers the same
// request lines: native through `sandtable api` (one process, after a first answer so start-up
// is not counted), WebAssembly in this node process (V8, as in chromium). Each workload runs
// four times on both: the first pass, and the best of the next three (V8 first runs the
// WebAssembly through its quick baseline compiler and moves the busy functions to its
// optimising one as it goes, so a long simulation runs at the second speed). Prints one table.
//
//   node bench/web/wasm_vs_native.mjs [build/release/sandtable] [build/wasm]
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createInterface } from 'node:readline';

const native_path = process.argv[2] ?? 'build/release/sandtable';
const wasm_dir = process.argv[3] ?? 'build/wasm';

const workloads = [
  {
    name: 'dice: exact odds of 4d6kh3+2d6r1-1, 60d6 and 20d6>=4 (x300)',
    requests: Array.from({ length: 300 }, (_, i) => [
      { call: 'odds', args: { expression: '4d6kh3+2d6r1-1', exact: true } },
      { call: 'odds', args: { expression: '60d6' } },
      { call: 'odds', args: { expression: '20d6>=4', exact: true } },
    ][i % 3]),
  },
  {
    name: 'dice: roll 10000d6>=5 with a seed (x40)',
    requests: Array.from({ length: 40 }, (_, i) => ({ call: 'roll', args: { expression: '10000d6>=5', seed: i } })),
  },
  {
    name: 'brigade battles: simulate 40 AI battles, one thread',
    requests: [{ call: 'simulate', args: { battles: 40, seed: 1, threads: 1 } }],
  },
  {
    name: 'calculator: mininap.fire (x500)',
    requests: Array.from({ length: 500 }, () => ({
      call: 'mininap.fire',
      args: { firer: 'line-infantry', strength: 4, target: 'line-infantry', target_formation: 'column' },
    })),
  },
];

const lines = (requests) => requests.map((r, i) => JSON.stringify({ id: i + 1, ...r }));
const kPasses = 4;

/** The WebAssembly engine in this process: answers a batch of lines, timed. */
async function wasm_engine(create) {
  const engine = await create({ wasmBinary: readFileSync(`${wasm_dir}/sandtable_engine.wasm`) });
  engine.call(JSON.stringify({ id: 0, call: 'list' }));
  return {
    async run(batch) {
      const start = process.hrtime.bigint();
      const answers = batch.map((line) => engine.call(line));
      return { seconds: Number(process.hrtime.bigint() - start) / 1e9, answers };
    },
    close() {},
  };
}

/** `sandtable api` in a child process, started and answering before any batch is timed. */
async function native_engine() {
  const child = spawn(native_path, ['api'], { stdio: ['pipe', 'pipe', 'inherit'] });
  const waiting = [];
  createInterface({ input: child.stdout }).on('line', (line) => waiting.shift()(line));
  const answer = (line) => new Promise((resolve, reject) => {
    waiting.push(resolve);
    child.stdin.write(line + '\n', (e) => e && reject(e));
  });
  await answer(JSON.stringify({ id: 0, call: 'list' }));
  return {
    async run(batch) {
      const start = process.hrtime.bigint();
      const answers = await Promise.all(batch.map(answer));
      return { seconds: Number(process.hrtime.bigint() - start) / 1e9, answers };
    },
    close() { child.kill(); },
  };
}

/** The first pass's time, the best of the later ones, and the first pass's answers. */
async function passes(engine, batch) {
  const first = await engine.run(batch);
  let best = Infinity;
  for (let i = 1; i < kPasses; i++) best = Math.min(best, (await engine.run(batch)).seconds);
  return { first: first.seconds, best, answers: first.answers };
}

const create = (await import(new URL(`file://${process.cwd()}/${wasm_dir}/sandtable_engine.js`))).default;
const native = await native_engine();
const wasm = await wasm_engine(create);
const ms = (s) => `${(s * 1000).toFixed(1)} ms`;
console.log('| workload | native (first / best) | WebAssembly (first / best) | WebAssembly speed, best (native = 1) | first pass | same answers |');
console.log('|---|---|---|---|---|---|');
for (const { name, requests } of workloads) {
  const batch = lines(requests);
  const n = await passes(native, batch);
  const w = await passes(wasm, batch);
  // Roll and odds answers carry no time or fresh seed, so they must match byte for byte.
  const same = n.answers.every((a, i) => JSON.stringify(JSON.parse(a)) === JSON.stringify(JSON.parse(w.answers[i])));
  console.log(`| ${name} | ${ms(n.first)} / ${ms(n.best)} | ${ms(w.first)} / ${ms(w.best)} | ${(n.best / w.best).toFixed(2)} | ${(n.first / w.first).toFixed(2)} | ${same ? 'yes' : 'NO'} |`);
}
native.close();
