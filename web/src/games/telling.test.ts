import { describe, expect, it } from 'vitest';
import type { MapUnit } from './game-protocol';
import { boundResults, changesText, eventText, eventWhy, toldAfter } from './telling';

const unit = (name: string, hits: number, extra: Partial<MapUnit> = {}): MapUnit => ({
  name, side: 1, type: 'line-infantry', formation: 'line', stands: [], x: 0, y: 0, facing: 0, start_sp: 5, hits, removed: false, ...extra,
});

describe('telling', () => {
  it('words events of both kinds', () => {
    const sides = ['French', 'Austrians'];
    expect(eventText({ seq: 1, kind: 'dice', side: 1, payload: { faces: [3, 5], reason: 'initiative' } }, sides)).toBe('Austrians rolled 3 5 (initiative)');
    expect(eventText({ seq: 2, kind: 'decision', side: 0, payload: { label: '1/37 Ligne holds' } }, sides)).toBe('French: 1/37 Ligne holds');
    expect(eventText({ seq: 3, kind: 'dice', side: -1, payload: { faces: [6] } }, sides)).toBe('Rolled 6');
    expect(eventText({ seq: 4, kind: 'decision', side: 0, payload: { label: 'French: done with the moves' } }, sides)).toBe('French: done with the moves');
  });

  it('words an answer a hosted seat may not see without telling it', () => {
    const sides = ['Blue', 'Red'];
    expect(eventText({ seq: 4, kind: 'dice', side: 0, hidden: true }, sides)).toBe('Blue: a roll hidden from you');
    expect(eventText({ seq: 5, kind: 'decision', side: 1, hidden: true }, sides)).toBe('Red: a decision hidden from you');
  });

  it('marks sealed orders with their round, and tells a round closed by the umpire', () => {
    const sides = ['Blue', 'Red'];
    expect(eventText({ seq: 6, kind: 'decision', side: 0, payload: { label: 'Bid 3', round: 'round 1' } }, sides)).toBe('Blue: Bid 3 (sealed, round 1)');
    expect(eventText({ seq: 7, kind: 'close', side: -1, payload: { round: 'round 1' } }, sides)).toBe('The umpire closed round 1: the orders written stand');
  });

  it('tells hits taken, markers lost, formations and removals', () => {
    const before = { units: [unit('IR 44', 0), unit('IR 14', 2), unit('Grenz', 0), unit('Dragoner', 3)] };
    const after = { units: [unit('IR 44', 2), unit('IR 14', 1), unit('Grenz', 0, { formation: 'column' }), unit('Dragoner', 5, { removed: true })] };
    expect(changesText(before, after)).toEqual([
      'IR 44 takes 2 hits, 3 SP left',
      'IR 14 loses 1 hit marker, 4 SP left',
      'Grenz is now in column',
      'Dragoner is removed from the table',
    ]);
    expect(changesText(null, after)).toEqual([]);
  });

  it("adds the rule set's own account of its last step (Hordes in the Trenches' log)", () => {
    const before = { units: [unit('5. Kompanie', 0)] };
    const after = { units: [unit('5. Kompanie', 0, { removed: true })], log: ['6th Rifles fights 5. Kompanie (7 to 3): 5. Kompanie destroyed', '5. Kompanie is destroyed'] };
    expect(changesText(before, after)).toEqual([
      '5. Kompanie is removed from the table',
      '6th Rifles fights 5. Kompanie (7 to 3): 5. Kompanie destroyed',
      '5. Kompanie is destroyed',
    ]);
  });
});

describe('toldAfter', () => {
  const sides = ['Chargers', 'Defenders'];
  it("gives the AI's reason for a decision on the line after it", () => {
    const charge = { seq: 3, kind: 'decision' as const, side: 0, payload: { label: 'Hussars charge Grenz', why: 'charges Grenz: 2.1 hits expected against 0.8 hits taken' } };
    expect(toldAfter([charge], sides, null, null)).toEqual(['Chargers: Hussars charge Grenz', 'why: charges Grenz: 2.1 hits expected against 0.8 hits taken']);
    expect(eventWhy({ seq: 4, kind: 'decision', side: 1, payload: { label: 'Grenz stand' } })).toBeNull();
  });

  it("tells a roll's results in the rule set's words, naming the roll by its faces alone", () => {
    const roll = { seq: 9, kind: 'dice' as const, side: 1, payload: { faces: [1], reason: "Defenders' attack (IX 6), hit on 4+", results: ['Defenders 1st man at Chargers 1st man: missed'] } };
    expect(toldAfter([roll], sides, null, { units: [] })).toEqual(['Defenders rolled 1', 'Defenders 1st man at Chargers 1st man: missed']);
  });

  it("reads the units' changes from the states only where no answer tells its results", () => {
    const before = { units: [unit('IR 44', 0)] };
    const after = { units: [unit('IR 44', 2)] };
    const plain = { seq: 3, kind: 'dice' as const, side: 0, payload: { faces: [2, 2], reason: 'fire' } };
    expect(toldAfter([plain], ['French', 'Austrians'], before, after)).toEqual(['French rolled 2 2 (fire)', 'IR 44 takes 2 hits, 3 SP left']);
    const told = { ...plain, payload: { ...plain.payload, results: ['IR 44 takes 2 hits, 3 SP left'] } };
    expect(toldAfter([told], ['French', 'Austrians'], before, after)).toEqual(['French rolled 2 2', 'IR 44 takes 2 hits, 3 SP left']);
  });
});

describe('boundResults', () => {
  const lines = ['(#) bound 1: 9 platoons marked as moving', '(1) bombardments', 'A1 is injured'];
  it('names the bound just fought (the state has moved on to the next) and keeps its lines in order', () => {
    expect(boundResults({ bound: 2, over: false, last_bound: lines }, false)).toEqual({ title: 'What bound 1 did', lines });
  });
  it('names the bound under way while its dice are rolled', () => {
    expect(boundResults({ bound: 1, over: false, last_bound: lines.slice(0, 2) }, true)).toEqual({ title: 'Bound 1 so far', lines: lines.slice(0, 2) });
  });
  it('names the last bound itself once the game is over', () => {
    expect(boundResults({ bound: 8, over: true, last_bound: lines }, false)?.title).toBe('What bound 8 did');
  });
  it('tells nothing before a bound is fought, or for a state without bounds', () => {
    expect(boundResults({ bound: 1, over: false, last_bound: [] }, false)).toBeNull();
    expect(boundResults({ turn: 3, last_bound: lines }, false)).toBeNull();
  });
});
