// The session's bookkeeping against a scripted engine: which press a result belongs to, and
// what is kept for a reload.
import { describe, expect, it } from 'vitest';
import type { EngineCall } from '../engine/client';
import { type GameEvent, type PressResult, loadSession, look, restoreSession, saveSession } from './patrol-session';

const press: GameEvent = { seq: 1, kind: 'decision', side: 0, payload: { action: { type: 'initiative' }, label: 'Press Initiative' } };
const roll: GameEvent = { seq: 2, kind: 'dice', side: -1, payload: { faces: [3], reason: 'which unit acts' } };
const gave: PressResult = { turn: 1, result: 'player', new_turn: false };

/** An engine that answers each call from a table, and notes the calls made. */
function scripted(answers: Record<string, unknown>): EngineCall & { calls: string[] } {
  const calls: string[] = [];
  const fake = (async (name: string) => {
    calls.push(name);
    return answers[name];
  }) as EngineCall & { calls: string[] };
  fake.calls = calls;
  return fake;
}

const state = (request: string) => ({ state: { last: gave }, request: { kind: request }, can_undo: true });

class MemoryStorage {
  items = new Map<string, string>();
  getItem(key: string) { return this.items.get(key) ?? null; }
  setItem(key: string, value: string) { this.items.set(key, value); }
  removeItem(key: string) { this.items.delete(key); }
}

describe('a Patrol session', () => {
  it('gives a press its result once its rolls are made, not before', async () => {
    const waiting = await look(scripted({ 'game.state': state('dice'), 'game.log': { events: [press] } }), 'g1', new Map());
    expect(waiting.results.size).toBe(0);
    const done = await look(scripted({ 'game.state': state('decision'), 'game.log': { events: [press, roll] } }), 'g1', new Map());
    expect(done.results.get(1)).toEqual(gave);
  });

  it('forgets the result of a press whose roll was undone', async () => {
    const undone = await look(scripted({ 'game.state': state('dice'), 'game.log': { events: [press] } }), 'g1', new Map([[1, gave]]));
    expect(undone.results.has(1)).toBe(false);
  });

  it('keeps the exported save with the results, and imports it again', async () => {
    const storage = new MemoryStorage() as unknown as Storage;
    const engine = scripted({ 'game.state': state('decision'), 'game.log': { events: [press, roll] }, 'game.export': { save_base64: 'U1FMaXRl' }, 'game.import': { game: 'g2' } });
    const view = await look(engine, 'g1', new Map());
    await saveSession(engine, view, { scenario_text: 'ruleset: hun', seed: 7 }, true, storage);
    const saved = loadSession(storage);
    expect(saved).toMatchObject({ scenario_text: 'ruleset: hun', seed: 7, save_base64: 'U1FMaXRl', results: [[1, gave]] });
    const back = await restoreSession(engine, saved!);
    expect(back.game).toBe('g2');
    expect(engine.calls).toContain('game.import');
    expect(engine.calls).not.toContain('game.new');
  });

  it('without game.export, replays the log into a new game of the same scenario and seed', async () => {
    const engine = scripted({ 'game.new': { game: 'g3' }, 'game.state': state('decision'), 'game.log': { events: [press, roll] } });
    const back = await restoreSession(engine, { scenario_text: 'ruleset: hun', seed: 7, events: [press, roll] });
    expect(back.game).toBe('g3');
    expect(engine.calls.filter((c) => c === 'game.do' || c === 'game.roll')).toEqual(['game.do', 'game.roll']);
  });
});
