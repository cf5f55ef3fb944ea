import { describe, expect, it } from 'vitest';
import { diceWords } from './roll-words';

// Kill up to result 8 (d66 22), wound up to 22 (d66 44): a first die of 2 or 4 needs the second.
const chart = { hit_on: 4, vital: true, kill_cut: 8, wound_cut: 22 };

describe('what each die decided', () => {
  it('reads typed dice through the chart row: hit, vital die, save and its second die', () => {
    // Save 2 then 4: d66 24, result (2 - 1) x 6 + 4 = 10, in 9-22: wounded.
    const dice_for = ['to hit', 'vital hit?', 'save', "save's second die"];
    expect(diceWords({ outcome: 'wounded', words: 'wounded', method: 'chart', dice: [6, 3, 2, 4], dice_for, chart })).toEqual([
      'To hit: 6, a hit; a 6 brings the vital die.',
      'Vital die: 3, not a 6: no vital hit, so the save decides.',
      'Save: 2, not enough alone: roll the second die.',
      'Second die: 4, d66 24: wounded.',
    ]);
  });

  it('reads the save as d66: the second die only where the first leaves it open', () => {
    const words = (dice: number[], dice_for: string[]) => diceWords({ outcome: '', words: '', method: 'chart', dice, dice_for, chart });
    // First die 1: results 1-6, all at most 8: killed. First die 3: 13-18, all 9-22: wounded.
    expect(words([4, 1], ['to hit', 'save'])[1]).toBe('Save: 1, killed.');
    expect(words([4, 3], ['to hit', 'save'])[1]).toBe('Save: 3, wounded.');
    // First die 2, second 2: result 8, killed; first die 4, second 5: result 23, a scratch.
    expect(words([4, 2, 2], ['to hit', 'save', "save's second die"]).slice(1)).toEqual([
      'Save: 2, not enough alone: roll the second die.',
      'Second die: 2, d66 22: killed.',
    ]);
    expect(words([4, 4, 5], ['to hit', 'save', "save's second die"])[2]).toBe('Second die: 5, d66 45: a mere scratch.');
    expect(words([4, 6], ['to hit', 'save'])[1]).toBe('Save: 6, a mere scratch.');
  });

  it('a miss and a vital hit', () => {
    expect(diceWords({ outcome: 'miss', words: 'missed', method: 'chart', dice: [3], dice_for: ['to hit'], chart })).toEqual(['To hit: 3, under the 4 needed: a miss.']);
    expect(diceWords({ outcome: 'killed', words: 'killed', method: 'chart', dice: [6, 6], dice_for: ['to hit', 'vital hit?'], chart })[1]).toContain('vital hit: killed');
  });

  it('digital dice: one draw against the model', () => {
    const words = diceWords({ outcome: 'miss', words: 'missed', method: 'digital', dice: [1, 2, 3, 4], dice_for: [], draw: { fraction: 0.8668 },
      odds: { killed: 0.1071, wounded: 0.1713, scratch: 0.1499, miss: 0.5717 } });
    expect(words[1]).toMatch(/so a miss\.$/);
  });

  it('other rolls name each die', () => {
    expect(diceWords({ outcome: 'passed', words: 'passed', method: 'chart', dice: [3, 4], dice_for: ['first die', 'second die'] })).toEqual(['First die: 3.', 'Second die: 4.', 'Together: 7.']);
  });
});
