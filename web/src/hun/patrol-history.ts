// The session's history from the game's log: each answer to a decision (an Initiative press, a
// unit leaving the table, a split or a join, the end) with the rolls made for it and, for a
// press, what it gave.
import { eventResults } from '../games/telling';
import type { GameEvent, PressResult } from './patrol-session';

export interface HistoryEntry {
  seq: number;
  kind: 'initiative' | 'unit-lost' | 'split' | 'merge' | 'end' | string;
  label: string;
  /** What the answer did, as the game told it (a split or a join). */
  told: string[];
  rolls: { faces: number[]; reason: string }[];
  result?: PressResult;
}

/** The log grouped by decision, oldest first. */
export function sessionHistory(events: GameEvent[], results: Map<number, PressResult>): HistoryEntry[] {
  const entries: HistoryEntry[] = [];
  for (const e of events) {
    if (e.kind === 'decision') {
      entries.push({ seq: e.seq, kind: e.payload.action?.type ?? '?', label: e.payload.label ?? '', told: eventResults(e),
        rolls: [], result: results.get(e.seq) });
    } else if (entries.length) {
      entries[entries.length - 1].rolls.push({ faces: e.payload.faces ?? [], reason: String(e.payload.reason ?? '') });
    }
  }
  return entries;
}

/** An answer other than a press in words: what the game told of it, else its label. */
export const answerWords = (entry: HistoryEntry) => (entry.told.length ? entry.told.map((line) => `${line}.`).join(' ') : entry.label);
