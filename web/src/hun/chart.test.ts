import { describe, expect, it } from 'vitest';
import { type ChartRow, chartInOneLine, chartLines, chartTotals, d66Range, secondDieWords } from './chart';

// The rifle at 14 inches in the open (`sandtable hun chart fire-rifle --range 14 --json`, first
// row): 4+ to hit; save results 1-6 kill (d66 11-16), 7-19 wound (21-41), 20-36 scratch.
const rifle: ChartRow = {
  fire: 'static', firer_wounded: false, target_wounded: false, hit_on: 4, vital: 'a 6 to hit, then a second 6, kills with no save',
  save: { killed: { d66: '11-16', of_36: 6 }, wounded: { d66: '21-41', of_36: 13 }, scratch: { d66: '42-66', of_36: 17 }, second_die_on: [4] },
  model: { hit: 0.43, kill: 0.1071, wound: 0.1713, scratch: 0.1499, miss: 0.5717 },
  chart: { hit: 0.5, kill: 138 / 1296, wound: 221 / 1296, kill_exact: '138/1296', wound_exact: '221/1296' },
};

describe('a chart row read for the page', () => {
  it('gives the to-hit number, the vital roll and the save with their chances', () => {
    const lines = chartLines(rifle);
    expect(lines.map((l) => [l.step, l.faces, l.exact])).toEqual([
      ['hit', '4+', '3/6'], ['vital', '6, then 6', '1/36'], ['killed', '11-16', '6/36'], ['wounded', '21-41', '13/36'], ['scratch', '42-66', '17/36'],
    ]);
    expect(lines[0].chance).toBeCloseTo(0.5);
  });

  it('leaves out the vital roll where the row has none', () => {
    expect(chartLines({ ...rifle, vital: null }).map((l) => l.step)).not.toContain('vital');
  });

  it('totals: scratch is what is left of the hits', () => {
    // By hand: a hit is 3/6 = 648/1296; a vital hit 1/36 = 36/1296; the other hits 612/1296 (17/36), of
    // which 6/36 killed (102, so 138/1296 in all) and 13/36 wounded (221/1296); the rest, 289/1296, scratches.
    const t = chartTotals(rifle);
    expect(t.miss).toBeCloseTo(0.5);
    expect(t.scratch).toBeCloseTo(289 / 1296);
  });

  it('names d66 ranges as a chart prints them, and when the second die is rolled', () => {
    expect([d66Range({ d66: '-', of_36: 0 }), d66Range({ d66: '34', of_36: 1 }), d66Range(rifle.save.killed)]).toEqual(['none', '34', '11-16']);
    expect(secondDieWords(rifle.save)).toBe('the second die only on a first 4');
    expect(secondDieWords({ ...rifle.save, second_die_on: [2, 4] })).toBe('the second die only on a first 2 or 4');
    expect(secondDieWords({ ...rifle.save, second_die_on: [] })).toBe('');
  });
});

describe('chartInOneLine', () => {
  it('gives killed, wounded and miss', () => {
    // The rifle shot at 14 inches in the open: 138/1296, 221/1296, and a miss on 1-3 (3/6).
    expect(chartInOneLine({ killed: 138 / 1296, wounded: 221 / 1296, scratch: 0.223, miss: 0.5 })).toBe('killed 10.65% · wounded 17.05% · miss 50.00%');
  });
});
