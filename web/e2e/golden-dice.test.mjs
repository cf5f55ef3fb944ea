// The same seed rolls the same dice in the browser as natively: the app's own engine worker,
// started in chromium, rolls the golden vectors of the reference implementation.
import assert from 'node:assert/strict';
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { test } from 'node:test';
import { openApp } from './harness.mjs';

const assets = fileURLToPath(new URL('../dist/assets', import.meta.url));
const goldenRolls = [
  { expression: '40d6', seed: 42, first: [3, 2, 2, 5, 2, 3, 2, 2, 6, 1], count: 40 },
  { expression: '34d6', seed: 233, first: [1, 4, 4, 3, 2, 4, 5, 5, 5, 1], count: 34 },
  { expression: '12d3', seed: 7, first: [2, 1, 1, 1, 2, 3, 3, 1, 2, 3], count: 12 },
];

test('the bundled engine rolls the golden vectors in chromium', async (t) => {
  const app = await openApp(t);
  await app.go('#/');
  const files = readdirSync(assets);
  const worker = files.find((f) => /worker.*\.js$/.test(f));
  assert.ok(worker, `the engine worker is bundled in dist/assets (found: ${files.join(', ')})`);
  const rolled = await app.page.evaluate(
    async ({ worker, rolls }) => {
      const engine = new Worker(`/assets/${worker}`, { type: 'module' });
      const answers = new Map();
      engine.onmessage = ({ data }) => answers.get(data.id)(data);
      const call = (id, args) =>
        new Promise((resolve) => {
          answers.set(id, resolve);
          engine.postMessage({ id, call: 'roll', args });
        });
      const dice = [];
      for (const [i, { expression, seed }] of rolls.entries()) {
        dice.push((await call(i + 1, { expression, seed })).result.rolls[0].dice);
      }
      engine.terminate();
      return dice;
    },
    { worker, rolls: goldenRolls },
  );
  goldenRolls.forEach(({ first, count }, i) => {
    assert.equal(rolled[i].length, count);
    assert.deepEqual(rolled[i].slice(0, first.length), first);
  });
});
