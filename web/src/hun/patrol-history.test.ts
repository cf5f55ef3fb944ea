// The history's words for answers other than a press: what the game told, else the label.
import { describe, expect, it } from 'vitest';
import { answerWords, sessionHistory } from './patrol-history';
import type { GameEvent } from './patrol-session';

const split: GameEvent = {
  seq: 4, kind: 'decision', side: 0,
  payload: {
    action: { type: 'split', side: 'enemy', id: 1, into: 3 }, label: '',
    results: ['Enemy #1 splits into 3: #1 acts on this initiative, #4 and #5 wait for their own',
      'The enemy units on the table call for 2 generals and 1 is there: another comes with the next unit to appear'],
  },
};
const lost: GameEvent = { seq: 5, kind: 'decision', side: 0, payload: { action: { type: 'unit-lost' }, label: 'Enemy #4 was driven off the table' } };

describe('answerWords', () => {
  it('tells a split as the game told it, a sentence a line', () => {
    const [entry] = sessionHistory([split], new Map());
    expect(entry.kind).toBe('split');
    expect(answerWords(entry)).toBe('Enemy #1 splits into 3: #1 acts on this initiative, #4 and #5 wait for their own. ' +
      'The enemy units on the table call for 2 generals and 1 is there: another comes with the next unit to appear.');
  });
  it('falls back on the label when the game told nothing', () => {
    expect(answerWords(sessionHistory([lost], new Map())[0])).toBe('Enemy #4 was driven off the table');
  });
});
