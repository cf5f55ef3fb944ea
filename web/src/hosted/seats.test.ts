import { describe, expect, it } from 'vitest';
import { heldSeats, holdSeat, leaveSeat, seatIn, seatName } from './seats';

/** A Storage kept in a map, as localStorage is in a browser. */
function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() { return items.size; },
    clear: () => items.clear(),
    getItem: (k) => items.get(k) ?? null,
    key: (i) => [...items.keys()][i] ?? null,
    removeItem: (k) => void items.delete(k),
    setItem: (k, v) => void items.set(k, v),
  };
}

const seat = (game: string, joined_ms: number) => ({ game, token: `${game}.secret`, role: 'player' as const, side: 0, title: game, joined_ms });

describe('held seats', () => {
  it('keeps one seat a game, newest first, and forgets one asked to', () => {
    const storage = memoryStorage();
    holdSeat(seat('a', 1), storage);
    holdSeat(seat('b', 2), storage);
    holdSeat({ ...seat('a', 3), token: 'a.again' }, storage);
    expect(heldSeats(storage).map((s) => s.game)).toEqual(['a', 'b']);
    expect(seatIn('a', storage)?.token).toBe('a.again');
    leaveSeat('a', storage);
    expect(seatIn('a', storage)).toBeUndefined();
  });

  it('reads a damaged list as empty rather than failing', () => {
    const storage = memoryStorage();
    storage.setItem('sandtable.seats', '{oops');
    expect(heldSeats(storage)).toEqual([]);
  });

  it('names seats for people, a side ending in s without another', () => {
    expect(seatName('player', 0, ['French', 'Austrians'])).toBe("French's player");
    expect(seatName('player', 1, ['French', 'Austrians'])).toBe("Austrians' player");
    expect(seatName('umpire', -1, [])).toBe('the umpire');
    expect(seatName('observer', -1, [])).toBe('an observer');
  });
});
