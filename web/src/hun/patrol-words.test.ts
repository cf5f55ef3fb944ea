import { describe, expect, it } from 'vitest';
import { sessionHistory } from './patrol-history';
import { patrolScenarioText } from './patrol-scenario';
import { pressWords } from './patrol-words';

describe('what a press gave, in words', () => {
  it('names a spotted unit, its distance, compass direction and general', () => {
    expect(pressWords({
      turn: 2, result: 'spotted', new_turn: false,
      spotted: { id: 4, type: 'cavalry', quality: 'elite', distance: { dice: 5, plus_inches: 6 }, direction: 'NE', general: true, general_id: 5 },
    })).toBe('Enemy spotted: #4, elite cavalry, at least 5 dice + 6 inches away to the north-east, and an enemy general (#5) with it.');
  });

  it('a supply transport comes with its attendants', () => {
    expect(pressWords({
      turn: 1, result: 'spotted', new_turn: false,
      spotted: { id: 1, type: 'supply-transport', quality: 'conscript', attendants: 4, distance: { dice: 5, plus_inches: 12 }, direction: 'W', general: false },
    })).toContain('conscript supply transport with 4 attendants');
  });

  it('says when a new turn begins and who acts', () => {
    expect(pressWords({ turn: 3, result: 'player', new_turn: true })).toBe('Turn 3 begins. A player unit acts: the players choose which.');
    expect(pressWords({ turn: 1, result: 'enemy', new_turn: false, enemy: { id: 2, type: 'artillery-mg', quality: 'veteran' } }))
      .toBe('Enemy #2, veteran artillery or MG, acts.');
  });
});

describe('the history', () => {
  it('groups the rolls under the decision they answer', () => {
    const history = sessionHistory([
      { seq: 1, kind: 'decision', side: 0, payload: { action: { type: 'initiative' }, label: 'Press Initiative' } },
      { seq: 2, kind: 'dice', side: -1, payload: { faces: [3], reason: 'which unit acts' } },
      { seq: 3, kind: 'dice', side: -1, payload: { faces: [6], reason: 'spotted?' } },
      { seq: 4, kind: 'decision', side: 0, payload: { action: { type: 'end' }, label: 'End the game' } },
    ], new Map([[1, { turn: 1, result: 'player', new_turn: false }]]));
    expect(history.map((h) => [h.seq, h.kind, h.rolls.length])).toEqual([[1, 'initiative', 2], [4, 'end', 0]]);
    expect(history[0].result?.result).toBe('player');
  });
});

describe('the scenario text', () => {
  it('quotes unit names and sets the mode', () => {
    const text = patrolScenarioText('defense', ['1st: "A"', '']);
    expect(text).toContain('setup: {mode: defense}');
    expect(text).toContain('- {name: "1st: \\"A\\"", type: player-unit}');
    expect(text).toContain('- {name: "Unit 2", type: player-unit}');
  });
});
