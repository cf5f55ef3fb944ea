import { describe, expect, it } from 'vitest';
import { aiSides, sideDue } from './play';

describe('who answers', () => {
  it("names the AI's sides for game.auto", () => {
    expect(aiSides(['person', 'ai'])).toBe('1');
    expect(aiSides(['ai', 'ai'])).toBe('0,1');
    expect(aiSides(['person', 'person'])).toBeNull();
  });

  it('finds the side due, none at the end', () => {
    expect(sideDue({ kind: 'dice', side: 1, count: 2, sides: 6, notation: '2d6', reason: 'initiative' })).toBe(1);
    expect(sideDue({ kind: 'game_over', winner: 0, summary: 'French win' })).toBeNull();
  });
});
