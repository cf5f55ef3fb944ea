// The engine in WebAssembly against the native engine, on the same API calls in one run:
// the dice calculator and whole brigade battles. Each side answers the same request lines;
// native through `sandtable api` (one process, timed after a first answer so start-up is not
// counted), WebAssembly in this node process (V8, as in chromium). Prints one table.
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

async function time_wasm(create, requests) {
  const engine = await create({ wasmBinary: readFileSync(`${wasm_dir}/sandtable_engine.wasm`) });
  engine.call(JSON.stringify({ id: 0, call: 'list' }));
  const answers = [];
  const start = process.hrtime.bigint();
  for (const line of lines(requests)) answers.push(engine.call(line));
  const seconds = Number(process.hrtime.bigint() - start) / 1e9;
  return { seconds, answers };
}

function time_native(requests) {
  return new Promise((resolve, reject) => {
    const child = spawn(native_path, ['api'], { stdio: ['pipe', 'pipe', 'inherit'] });
    child.on('error', reject);
    const answers = [];
    let start = 0n;
    const todo = lines(requests);
    createInterface({ input: child.stdout }).on('line', (line) => {
      if (start === 0n) {
        start = process.hrtime.bigint();  // the warm-up's answer: the process is up
        child.stdin.end(todo.join('\n') + '\n');
        return;
      }
      answers.push(line);
      if (answers.length === todo.length) {
        const seconds = Number(process.hrtime.bigint() - start) / 1e9;
        child.kill();
        resolve({ seconds, answers });
      }
    });
    child.stdin.write(JSON.stringify({ id: 0, call: 'list' }) + '\n');
  });
}

const create = (await import(new URL(`file://${process.cwd()}/${wasm_dir}/sandtable_engine.js`))).default;
console.log('| workload | native | WebAssembly | WebAssembly speed (native = 1) | same answers |');
console.log('|---|---|---|---|---|');
for (const { name, requests } of workloads) {
  const native = await time_native(requests);
  const wasm = await time_wasm(create, requests);
  // Roll and odds answers carry no time or fresh seed, so they must match byte for byte.
  const same = native.answers.every((a, i) => JSON.stringify(JSON.parse(a)) === JSON.stringify(JSON.parse(wasm.answers[i])));
  const ms = (s) => `${(s * 1000).toFixed(1)} ms`;
  console.log(`| ${name} | ${ms(native.seconds)} | ${ms(wasm.seconds)} | ${(native.seconds / wasm.seconds).toFixed(2)} | ${same ? 'yes' : 'NO'} |`);
}
