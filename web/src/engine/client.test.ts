import { describe, expect, it } from 'vitest';
import { fakeEnginePort } from '../test/fake-engine';
import { createClient } from './client';
import { EngineError } from './engine-error';

describe('engine client', () => {
  it('resolves with the result of an accepted call', async () => {
    const call = createClient(fakeEnginePort());
    await expect(call('odds', { expression: '1d2' })).resolves.toMatchObject({ mean: 1.5 });
  });

  it('rejects a refused call with an EngineError naming the field', async () => {
    const call = createClient(fakeEnginePort());
    const error = await call('odds', { expression: '2x' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(EngineError);
    expect(error).toMatchObject({ code: 'bad-input', field: 'expression', message: "expression: cannot read '2x'" });
  });

  it('rejects an unknown call as not-found, without a field', async () => {
    const call = createClient(fakeEnginePort());
    const error = (await call('nothing').catch((e: unknown) => e)) as EngineError;
    expect(error.code).toBe('not-found');
    expect(error.field).toBeUndefined();
  });

  it('turns a fault inside the engine into an internal error', async () => {
    const call = createClient(fakeEnginePort());
    await expect(call('crash')).rejects.toMatchObject({ code: 'internal' });
  });

  it('matches answers to requests when several are in flight', async () => {
    const call = createClient(fakeEnginePort());
    const [odds, rules] = await Promise.all([call<{ mean: number }>('odds', { expression: '1d2' }), call<{ rule_sets: unknown[] }>('rules')]);
    expect(odds.mean).toBe(1.5);
    expect(rules.rule_sets).toHaveLength(1);
  });

  it('rejects every waiting call when the worker fails', async () => {
    const port = fakeEnginePort();
    port.postMessage = () => {}; // never answers
    const call = createClient(port);
    const waiting = call('rules');
    port.fail('could not load sandtable_engine.wasm');
    await expect(waiting).rejects.toMatchObject({ code: 'internal', message: 'could not load sandtable_engine.wasm' });
  });
});
