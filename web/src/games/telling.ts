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
