// The seats this browser holds in hosted games: the token the server gave each (kept in
// localStorage, as a phone must keep it across reloads) and what the games list shows.

export interface HeldSeat {
  game: string;
  token: string;
  role: 'player' | 'umpire' | 'observer';
  side: number;
  /** What the list shows: "Blue's player in Toy race". */
  title: string;
  joined_ms: number;
}

const kKey = 'sandtable.seats';

function read(storage: Storage): HeldSeat[] {
  try {
    const list = JSON.parse(storage.getItem(kKey) ?? '[]');
    return Array.isArray(list) ? list : [];
  } catch {
    return [];
  }
}

/** The seats held, newest first. */
export function heldSeats(storage: Storage = localStorage): HeldSeat[] {
  return read(storage).sort((a, b) => b.joined_ms - a.joined_ms);
}

/** The seat held in `game`, if any. */
export function seatIn(game: string, storage: Storage = localStorage): HeldSeat | undefined {
  return read(storage).find((s) => s.game === game);
}

/** Keeps a seat (one per game: joining again replaces it). */
export function holdSeat(seat: HeldSeat, storage: Storage = localStorage): void {
  storage.setItem(kKey, JSON.stringify([...read(storage).filter((s) => s.game !== seat.game), seat]));
}

/** Forgets the seat in `game`. */
export function leaveSeat(game: string, storage: Storage = localStorage): void {
  storage.setItem(kKey, JSON.stringify(read(storage).filter((s) => s.game !== game)));
}

/** "the umpire", "Blue's player", "an observer". */
export function seatName(role: HeldSeat['role'], side: number, sides: string[]): string {
  if (role === 'umpire') return 'the umpire';
  if (role === 'observer') return 'an observer';
  const name = sides[side] ?? `side ${side}`;
  return `${name}${name.endsWith('s') ? "'" : "'s"} player`;
}
