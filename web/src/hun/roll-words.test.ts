import { describe, expect, it } from 'vitest';
import { diceWords } from './roll-words';

const chart = { hit_on: 4, vital: true, kill_up_to: 1, wound_up_to: 3 };

describe('what each die decided', () => {
  it('reads typed dice through the chart row: hit, vital die, save', () => {
    expect(diceWords({ outcome: 'wounded', words: 'wounded', method: 'chart', dice: [6, 3, 2], dice_for: ['to hit', 'vital hit?', 'save'], chart })).toEqual([
      'To hit: 6, a hit; a 6 brings the vital die.',
      'Vital die: 3, not a 6: no vital hit, so the save decides.',
      'Save: 2, wounded.',
    ]);
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
