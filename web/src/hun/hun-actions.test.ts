// The action table against the real engine: every argument it fills exists in its calculator.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { engine_wasm_dir, engine_wasm_js } from '../../vite-plugins/engine-wasm-dir';
import { chartRowFields, hunActions, hunFields } from './hun-actions';
import type { CallSpec } from './specs';

async function listFromEngine(): Promise<Map<string, CallSpec>> {
  const createEngine = (await import(/* @vite-ignore */ engine_wasm_js)).default;
  const engine = await createEngine({ wasmBinary: readFileSync(`${engine_wasm_dir}/sandtable_engine.wasm`) });
  const answer = JSON.parse(engine.call(JSON.stringify({ id: 1, call: 'list' })));
  return new Map((answer.result.calls as CallSpec[]).map((c) => [c.name, c]));
}

describe('the Hun action table', async () => {
  const specs = await listFromEngine();
  const argsOf = (name: string) => specs.get(name)?.input.map((f) => f.name) ?? [];

  for (const action of hunActions) {
    it(`${action.label}: ${action.calculator} takes every argument it maps`, () => {
      expect(specs.has(action.calculator), `${action.calculator} is a call`).toBe(true);
      const needed = [...Object.keys(action.fixed), ...action.fields.map((f) => hunFields[f].arg)];
      if (action.kind === 'attack') needed.push(...Object.values(chartRowFields).map((f) => f.arg));
      for (const arg of needed) expect(argsOf(action.calculator)).toContain(arg);
      for (const [arg, value] of Object.entries(action.fixed)) {
        expect(specs.get(action.calculator)?.input.find((f) => f.name === arg)?.choices).toContain(value);
      }
    });
    if (action.kind === 'attack') {
      it(`${action.label}: hun.chart takes its fields too`, () => {
        for (const arg of ['action', ...action.fields.map((f) => hunFields[f].arg)]) expect(argsOf('hun.chart')).toContain(arg);
      });
    }
  }

  it('lists every attack the engine knows', () => {
    const engineAttacks = specs.get('hun.attack')?.input.find((f) => f.name === 'action')?.choices ?? [];
    const ours = hunActions.filter((a) => a.kind === 'attack').map((a) => a.id);
    expect([...ours].sort()).toEqual([...engineAttacks].sort());
  });
});
