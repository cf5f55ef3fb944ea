import { describe, expect, it } from 'vitest';
import { base64ToBytes, bytesToBase64, saveFileName } from './save-file';
import { byLastPlayed, type GameRecord, memoryStore, newGameId } from './store';

const record = (id: string, last_played_ms: number): GameRecord => ({
  id, ruleset: 'mininap', ruleset_name: 'Mini-Nap 2', scenario: 'Brigade action at Hausen', sides: ['French', 'Austrians'],
  players: ['person', 'ai'], save_base64: 'U1FMaXRl', events: 3, turn: 1, created_ms: 1, last_played_ms,
});

describe('the game store (in memory)', () => {
  it('keeps, lists newest first, replaces and removes records', async () => {
    const store = memoryStore();
    await store.put(record('a', 10));
    await store.put(record('b', 30));
    await store.put(record('c', 20));
    expect((await store.list()).map((r) => r.id)).toEqual(['b', 'c', 'a']);

    await store.put({ ...record('a', 40), events: 9 });
    expect((await store.get('a'))?.events).toBe(9);
    expect((await store.list())[0].id).toBe('a');

    await store.remove('b');
    expect(await store.get('b')).toBeUndefined();
    expect((await store.list()).map((r) => r.id)).toEqual(['a', 'c']);
  });

  it('hands out copies, so a caller changing one changes nothing kept', async () => {
    const store = memoryStore();
    await store.put(record('a', 1));
    const got = await store.get('a');
    got!.players[1] = 'person';
    expect((await store.get('a'))?.players).toEqual(['person', 'ai']);
  });
});

describe('helpers', () => {
  it('sorts by last played without changing the input', () => {
    const input = [record('x', 1), record('y', 2)];
    expect(byLastPlayed(input).map((r) => r.id)).toEqual(['y', 'x']);
    expect(input[0].id).toBe('x');
  });

  it('makes ids from the time and a random part', () => {
    expect(newGameId(36 ** 3, () => 0)).toBe('1000-000000');
    expect(newGameId(0, () => 0.5)).toMatch(/^0-[0-9a-z]{6}$/);
  });

  it('round-trips bytes through base64, past the slice size', () => {
    const bytes = Uint8Array.from({ length: 70000 }, (_, i) => (i * 7) % 256);
    expect(base64ToBytes(bytesToBase64(bytes))).toEqual(bytes);
    expect(bytesToBase64(new TextEncoder().encode('SQLite format 3'))).toBe('U1FMaXRlIGZvcm1hdCAz');
  });

  it('names a save file after its scenario', () => {
    expect(saveFileName('Brigade action at Hausen')).toBe('brigade-action-at-hausen.sqlite');
    expect(saveFileName('Corps meeting engagement on the Iller')).toBe('corps-meeting-engagement-on-the-iller.sqlite');
    expect(saveFileName('!!!')).toBe('game.sqlite');
  });
});
