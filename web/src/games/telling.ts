// Results in words: each logged answer as a line, and what changed on the table between two
// states (hits taken, units lost), from the numbers the state carries.
import type { GameEvent, MapState } from './game-protocol';

/** One event as a line of the log: "French: 1/37 Ligne holds" or "Austrians rolled 3 5 (initiative)". */
export function eventText(event: GameEvent, sides: string[]): string {
  const who = sides[event.side] ?? '';
  const payload = event.payload;
  if (event.hidden || !payload) return `${who ? `${who}: ` : ''}a ${event.kind === 'dice' ? 'roll' : 'decision'} hidden from you`;
  if (event.kind === 'close') return `The umpire closed ${payload.round ?? 'the round'}: the orders written stand`;
  if (event.kind === 'dice') {
    const faces = payload.faces?.join(' ') ?? '';
    return `${who ? `${who} rolled` : 'Rolled'} ${faces}${payload.reason ? ` (${payload.reason})` : ''}`;
  }
  const sealed = payload.round ? ` (sealed, ${payload.round})` : '';
  const label = payload.label ?? JSON.stringify(payload.action);
  // A label that names its side already ("British: done with ...") is not told twice.
  return `${who && !label.startsWith(`${who}: `) ? `${who}: ` : ''}${label}${sealed}`;
}

/** Why the AI chose a decision, in its own words ("charges IR 44: 2.1 hits expected against
 * 1.2 hits taken"); null for a person's answer or a roll. */
export function eventWhy(event: GameEvent): string | null {
  const why = event.payload?.why;
  return typeof why === 'string' && why !== '' ? why : null;
}

/** What an answer did, in the rule set's words, where its game tells it (Mini-Nap, the Hun charge). */
export function eventResults(event: GameEvent): string[] {
  const results = event.payload?.results;
  return Array.isArray(results) ? results.filter((line): line is string => typeof line === 'string') : [];
}

/** The answers just made, each with what it did: a roll that tells its results is named by its
 * faces alone (its long reason stays in the log). Where no answer tells its results, the changes
 * read from the two states follow. */
export function toldAfter(events: GameEvent[], sides: string[], before: MapState | null, after: MapState | null): string[] {
  const lines: string[] = [];
  for (const event of events) {
    const results = eventResults(event);
    const short = results.length > 0 && event.kind === 'dice' ? { ...event, payload: { ...event.payload, reason: undefined } } : event;
    const why = eventWhy(event);
    lines.push(eventText(short, sides), ...(why ? [`why: ${why}`] : []), ...results);
  }
  const toldByEvents = events.some((e) => eventResults(e).length > 0);
  return toldByEvents || !after ? lines : [...lines, ...changesText(before, after)];
}

/** What happened to the units between two states: "IR 44 Bellegarde takes 2 hits, 3 SP left",
 * then the rule set's own account of its last step where the state carries one (`log`). */
export function changesText(before: MapState | null, after: MapState): string[] {
  const told = Array.isArray(after.log) ? after.log.filter((line): line is string => typeof line === 'string') : [];
  return [...unitChanges(before, after), ...told];
}

function unitChanges(before: MapState | null, after: MapState): string[] {
  if (!before?.units || !after.units) return [];
  const was = new Map(before.units.map((u) => [u.name, u]));
  const lines: string[] = [];
  for (const u of after.units) {
    const old = was.get(u.name);
    if (!old) continue;
    if (u.removed && !old.removed) {
      lines.push(`${u.name} is removed from the table`);
      continue;
    }
    const d = u.hits - old.hits;
    const left = u.start_sp - u.hits;
    if (d > 0) lines.push(`${u.name} takes ${d} hit${d === 1 ? '' : 's'}, ${left} SP left`);
    else if (d < 0) lines.push(`${u.name} loses ${-d} hit marker${d === -1 ? '' : 's'}, ${left} SP left`);
    if (u.formation !== old.formation && !u.removed) lines.push(`${u.name} is now in ${u.formation}`);
  }
  return lines;
}

/** What a bound did, step by step, where the state tells it (1418's `last_bound`): while
 * `fighting` (its dice still being rolled) the bound under way so far, else the one just fought
 * (the state has moved on to the next, or the game is over); null before any is fought. */
export function boundResults(state: MapState, fighting: boolean): { title: string; lines: string[] } | null {
  const lines = Array.isArray(state.last_bound) ? state.last_bound.filter((l): l is string => typeof l === 'string') : [];
  if (!lines.length || typeof state.bound !== 'number') return null;
  if (fighting) return { title: `Bound ${state.bound} so far`, lines };
  return { title: `What bound ${state.over ? state.bound : state.bound - 1} did`, lines };
}
