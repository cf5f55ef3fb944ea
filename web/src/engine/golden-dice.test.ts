// The engine compiled to WebAssembly rolls the golden vectors, bit for bit (run under node;
// e2e/golden-dice.test.mjs checks the same in chromium).
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import createEngine from '@engine-wasm/sandtable_engine.js';
import { engine_wasm_dir } from '../../vite-plugins/engine-wasm-dir';
import { goldenRolls } from './golden-dice';

describe('the WebAssembly engine', async () => {
  const engine = await createEngine({ wasmBinary: readFileSync(`${engine_wasm_dir}/sandtable_engine.wasm`) });

  it.each(goldenRolls)('rolls the reference dice for $expression with seed $seed', ({ expression, seed, dice }) => {
    const answer = JSON.parse(engine.call(JSON.stringify({ id: 1, call: 'roll', args: { expression, seed } })));
    expect(answer.ok).toBe(true);
    expect(answer.result.rolls[0].dice).toEqual(dice);
  });

  // 3 needs all four dice on 1 (1 way in 6^4); 18 needs three or four sixes (4 x 5 + 1 = 21 ways).
  it('answers the exact odds of 4d6 keep the highest 3, worked by hand', () => {
    const answer = JSON.parse(engine.call(JSON.stringify({ id: 2, call: 'odds', args: { expression: '4d6kh3', exact: true } })));
    const exact = (value: number) => answer.result.outcomes.find((o: { value: number }) => o.value === value).exact;
    expect(exact(3)).toBe('1/1296');
    expect(exact(18)).toBe('21/1296');
    expect(answer.result.mean).toBeCloseTo(15869 / 1296, 12);
  });
});
