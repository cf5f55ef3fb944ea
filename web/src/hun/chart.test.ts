import { describe, expect, it } from 'vitest';
import { type ChartRow, chartInOneLine, chartLines, chartTotals, faceRange } from './chart';

const rifle: ChartRow = {
  fire: 'static', firer_wounded: false, target_wounded: false, hit_on: 4, vital: 'a 6 to hit, then a second 6, kills with no save',
  save: { kill_on: [1], wound_on: [2, 3], scratch_on: [4, 5, 6] },
  model: { hit: 0.43, kill: 0.1071, wound: 0.1713, scratch: 0.1499, miss: 0.5717 },
  chart: { hit: 0.5, kill: 23 / 216, wound: 34 / 216, kill_exact: '23/216', wound_exact: '34/216' },
};

describe('a chart row read for the page', () => {
  it('gives the to-hit number, the vital roll and the save with their chances', () => {
    const lines = chartLines(rifle);
    expect(lines.map((l) => [l.step, l.faces, l.exact])).toEqual([
      ['hit', '4+', '3/6'], ['vital', '6, then 6', '1/36'], ['killed', '1', '1/6'], ['wounded', '2-3', '2/6'], ['scratch', '4-6', '3/6'],
    ]);
    expect(lines[0].chance).toBeCloseTo(0.5);
  });

  it('leaves out the vital roll where the row has none', () => {
    expect(chartLines({ ...rifle, vital: null }).map((l) => l.step)).not.toContain('vital');
  });

  it('totals: scratch is what is left of the hits', () => {
    // By hand: a hit is 3/6 = 108/216; a vital hit 1/36 = 6/216; the other hits 102/216, of which a sixth
    // killed (17/216, so 23/216 in all) and two sixths wounded (34/216); the rest, 51/216, scratches.
    const t = chartTotals(rifle);
    expect(t.miss).toBeCloseTo(0.5);
    expect(t.scratch).toBeCloseTo(51 / 216);
  });

  it('names face ranges as a chart prints them', () => {
    expect([faceRange([]), faceRange([3]), faceRange([4, 5, 6])]).toEqual(['none', '3', '4-6']);
  });
});

describe('chartInOneLine', () => {
  it('gives killed, wounded and miss', () => {
    // The rifle shot at 14 inches in the open: 23/216, 34/216, and a miss on 1-3 (3/6).
    expect(chartInOneLine({ killed: 23 / 216, wounded: 34 / 216, scratch: 0.2361, miss: 0.5 })).toBe('killed 10.65% · wounded 15.74% · miss 50.00%');
  });
});
