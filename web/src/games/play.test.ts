import { describe, expect, it } from 'vitest';
import { aiIsDue, aiSides, forPeople, sidesDue } from './play';

describe('who answers', () => {
  it("names the AI's sides for game.auto", () => {
    expect(aiSides(['person', 'ai'])).toBe('1');
    expect(aiSides(['ai', 'ai'])).toBe('0,1');
    expect(aiSides(['person', 'person'])).toBeNull();
  });

  it('finds the side due, none at the end', () => {
    expect(sidesDue({ kind: 'dice', side: 1, count: 2, sides: 6, notation: '2d6', reason: 'initiative' })).toEqual([1]);
    expect(sidesDue({ kind: 'game_over', winner: 0, summary: 'French win' })).toEqual([]);
  });

  it('in a round of sealed orders, every side still writing is due, and the AI answers if it plays one', () => {
    const round = { kind: 'sealed' as const, round: 'bound 2', sides: [0, 1], sealed: [0], decisions: [] };
    expect(sidesDue(round)).toEqual([1]);
    expect(aiIsDue(round, ['ai', 'person'])).toBe(false);
    expect(aiIsDue(round, ['person', 'ai'])).toBe(true);
  });

  it("offers a person only the orders of the sides people play, never the AI's", () => {
    const decision = (side: number) => ({ kind: 'decision' as const, side, prompt: 'orders', complete: true, actions: [] });
    const round = { kind: 'sealed' as const, round: 'bound 1', sides: [0, 1], sealed: [1], decisions: [decision(0), decision(1)] };
    const shown = forPeople(round, ['person', 'ai']);
    expect(shown.kind === 'sealed' && shown.decisions.map((d) => d.side)).toEqual([0]);
    expect(forPeople(round, ['person', 'person'])).toEqual(round);
  });
});
