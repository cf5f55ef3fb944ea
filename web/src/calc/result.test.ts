import { describe, expect, it } from 'vitest';
import { answerInOneLine, chancesAsDistribution, isDistribution, madeRollKeys, passFailLabelled, reasonText, sortResult, valueText } from './result';

const dist = { outcomes: [{ value: 0, probability: 0.5 }, { value: 1, probability: 0.5 }], mean: 0.5, sd: 0.5, min: 0, max: 1 };

describe('sortResult', () => {
  it('reads an answer that is itself a distribution, with its factors and facts (the mininap shape)', () => {
    const sorted = sortResult({ ...dist, dice: 4, hit_on: 2, factors: ['4 SP: 4 dice', 'line: hits on 1-2'], weapon: 'musket' });
    expect(sorted.main).toEqual({ key: '', dist });
    expect(sorted.why).toEqual([{ key: 'factors', items: ['4 SP: 4 dice', 'line: hits on 1-2'] }]);
    expect(sorted.facts).toEqual([{ key: 'dice', value: 4 }, { key: 'hit_on', value: 2 }, { key: 'weapon', value: 'musket' }]);
    expect(sorted.other).toEqual([]);
  });

  it('finds the distribution in a member and the reasons in `why` (the hun shape)', () => {
    const sorted = sortResult({ dice: '2d6 vs 8', distribution: dist, why: ['soldier: 7+'], chance: 0.58 });
    expect(sorted.main).toEqual({ key: 'distribution', dist });
    expect(sorted.why[0].key).toBe('why');
    expect(sorted.facts.map((f) => f.key)).toEqual(['dice', 'chance']);
  });

  it('charts a second distribution beside the first', () => {
    const sorted = sortResult({ ...dist, bounce_through: dist });
    expect(sorted.charts).toEqual([{ key: 'bounce_through', dist }]);
  });

  it('keeps members of unknown shape for the key/value view and leaves out what it is told to', () => {
    const sorted = sortResult({ seed: 7, dice: [3, 5], dice_for: ['to hit', 'save'], words: 'hit', table: { a: 1 } }, madeRollKeys);
    expect(sorted.other).toEqual([{ key: 'table', value: { a: 1 } }]);
    expect(sorted.facts).toEqual([]);
    expect(sorted.why).toEqual([]);
  });

  it('leaves out empty lists of reasons', () => {
    expect(sortResult({ factors: [] }).why).toEqual([]);
  });
});

describe('words for values', () => {
  it('shows a chance as a percentage and other numbers as they are', () => {
    expect(valueText('chance', 0.5833)).toBe('58.33%');
    expect(valueText('hit_on', 2)).toBe('2');
    expect(valueText('inches', 4.5)).toBe('4.50');
    expect(valueText('limbered', false)).toBe('no');
  });

  it('tells a distribution from other objects', () => {
    expect(isDistribution(dist)).toBe(true);
    expect(isDistribution({ quantiles: [] })).toBe(true);
    expect(isDistribution({ a: 1 })).toBe(false);
    expect(isDistribution([])).toBe(false);
  });
});

describe('named chances', () => {
  it('reads chances adding up to 1 as labelled outcomes (hun.attack\'s model)', () => {
    const model = { killed: 0.1125, miss: 0.55, scratch: 0.1575, wounded: 0.18 };
    expect(chancesAsDistribution(model)?.outcomes?.map((o) => o.label)).toEqual(['killed', 'miss', 'scratch', 'wounded']);
    expect(sortResult({ action: 'fire-rifle', chart: { hit_on: 4, vital: true }, model }).main?.key).toBe('model');
  });

  it('leaves other numbers alone', () => {
    expect(chancesAsDistribution({ hit_on: 4, kill_up_to: 1 })).toBeNull();
    expect(chancesAsDistribution({ a: 0.2, b: 0.3 })).toBeNull();
    expect(chancesAsDistribution([0.5, 0.5])).toBeNull();
  });
});

describe('reasonText', () => {
  it('writes a factor object as what it is and what it did', () => {
    expect(reasonText('soldier: 7+ on 2D6')).toBe('soldier: 7+ on 2D6');
    expect(reasonText({ multiplier: 0.45, what: 'cover' })).toBe('cover: ×0.45');
    expect(reasonText({ multiplier: 0.42833333, what: 'base chance' })).toBe('base chance: ×0.428');
    expect(reasonText({ a: 1 })).toBeNull();
  });
});

describe('pass or fail', () => {
  // hun.morale's answer for a soldier: 7+ on 2D6 passes, 21/36 = 0.5833.
  const morale = {
    chance: 0.5833,
    dice: '2D6, pass on 7+',
    distribution: { min: 0, max: 1, outcomes: [{ value: 0, probability: 0.4167 }, { value: 1, probability: 0.5833 }] },
  };

  it('labels a 0/1 distribution fail and pass when the answer names a pass roll', () => {
    const main = sortResult(morale).main!;
    expect(main.dist.outcomes?.map((o) => o.label)).toEqual(['fail', 'pass']);
  });

  it('leaves counts alone (hits 0, 1) and answers that name no pass', () => {
    const hits = { min: 0, max: 1, outcomes: [{ value: 0, probability: 0.5 }, { value: 1, probability: 0.5 }] };
    expect(passFailLabelled(hits, [{ key: 'weapon', value: 'muskets' }]).outcomes?.[1].label).toBeUndefined();
    const three = { outcomes: [{ value: 0, probability: 0.5 }, { value: 2, probability: 0.5 }] };
    expect(passFailLabelled(three, [{ key: 'dice', value: '1D6, pass on 4+' }])).toBe(three);
  });
});

describe('answerInOneLine', () => {
  it('gives labelled outcomes with their chances', () => {
    const dist = { outcomes: [{ value: 0, probability: 15 / 36 }, { value: 1, probability: 21 / 36 }] };
    // 15/36 = 41.67%, 21/36 = 58.33%.
    expect(answerInOneLine(sortResult({ dice: '2D6, pass on 7+', distribution: dist }))).toBe('fail 41.67% · pass 58.33%');
  });

  it('gives the mean and the likeliest count otherwise', () => {
    // 4 dice hitting on 1 or 2: one hit is likeliest, 4 x 1/3 x (2/3)^3 = 32/81 = 39.51%; mean 4/3.
    const outcomes = [16, 32, 24, 8, 1].map((n, value) => ({ value, probability: n / 81 }));
    expect(answerInOneLine(sortResult({ outcomes, mean: 4 / 3 }))).toBe('mean 1.33, most likely 1 (39.51%)');
  });
});
