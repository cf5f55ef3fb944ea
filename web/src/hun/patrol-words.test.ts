import { describe, expect, it } from 'vitest';
import { sessionHistory } from './patrol-history';
import { defaultLine, patrolScenarioText } from './patrol-scenario';
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

  it('with a map: the distance rolled and where the unit stands, or that it does not appear', () => {
    const spotted = { type: 'infantry', quality: 'soldier', direction: 'NE', general: false };
    expect(pressWords({
      turn: 1, result: 'spotted', new_turn: false,
      spotted: { ...spotted, id: 1, distance: { dice: 4, plus_inches: 6, inches: 16 },
        placement: { result: 'at-distance', from: [36, 18], at: [47.3137, 29.3137] } },
    })).toBe('Enemy spotted: #1, soldier infantry, 16 inches away to the north-east. At (47.3, 29.3).');
    expect(pressWords({
      turn: 1, result: 'spotted', new_turn: false,
      spotted: { ...spotted, id: 2, direction: 'E', distance: { dice: 4, plus_inches: 6, inches: 80 },
        placement: { result: 'traced', from: [36, 18], at: [72, 48], acted: true } },
    })).toBe('Enemy spotted: #2, soldier infantry, 80 inches away to the east. Traced along the table edge to (72, 48), arriving having acted.');
    expect(pressWords({
      turn: 1, result: 'spotted', new_turn: false,
      spotted: { ...spotted, direction: 'S', distance: { dice: 4, plus_inches: 6 }, placement: { result: 'behind-line', from: [36, 18] } },
    })).toBe('Enemy seen to the south, behind your line: soldier infantry that does not appear.');
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

  it('a session placing the enemy takes the table and the line; the default line bows forward in the middle', () => {
    expect(defaultLine(72, 48)).toBe('0,10 36,12 72,10');
    const text = patrolScenarioText('patrol', ['A'], { width: 72, depth: 48, line: ' 0,10 36,12 72,10 ' });
    expect(text).toContain('setup: {mode: patrol, line: "0,10 36,12 72,10", table_width: 72, table_depth: 48}');
  });
});
