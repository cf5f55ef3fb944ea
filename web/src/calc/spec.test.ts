import { describe, expect, it } from 'vitest';
import { argsFromState, type FieldSpec, formFields, hintOf, labelOf, queryFromState, stateFromQuery } from './spec';

// Shaped like mininap.fire's declared input, cut down.
const fields: FieldSpec[] = [
  { name: 'firer', type: 'choice', help: 'the firing unit', required: true, choices: ['line-infantry', 'light-infantry'] },
  { name: 'strength', type: 'whole', help: 'remaining strength points', required: true, min: 0, max: 24, unit: 'SP' },
  { name: 'range', type: 'number', help: 'range to the target', required: false, min: 0, max: 1000, unit: 'cm' },
  { name: 'suppressed', type: 'flag', help: 'the firer is suppressed', required: false, default: false },
  { name: 'range_boundary', type: 'choice', help: 'a range on a band edge', required: false, default: 'shorter', choices: ['shorter', 'longer'], section: 'ruling R1' },
];

describe('stateFromQuery', () => {
  it('starts every field at its default, flags off, the rest empty', () => {
    expect(stateFromQuery(fields, new URLSearchParams())).toEqual({
      firer: '', strength: '', range: '', suppressed: false, range_boundary: 'shorter',
    });
  });

  it('reads the values the address gives, flags as true/false', () => {
    const state = stateFromQuery(fields, new URLSearchParams('firer=line-infantry&strength=4&suppressed=true&other=1'));
    expect(state).toMatchObject({ firer: 'line-infantry', strength: '4', suppressed: true });
    expect(state).not.toHaveProperty('other');
  });
});

describe('the address round trip', () => {
  it('writes only what differs from the defaults and reads back the same state', () => {
    const state = { firer: 'light-infantry', strength: '3', range: '', suppressed: true, range_boundary: 'shorter' };
    const query = queryFromState(fields, state);
    expect(query).toEqual({ firer: 'light-infantry', strength: '3', suppressed: 'true' });
    expect(stateFromQuery(fields, new URLSearchParams(query))).toEqual(state);
  });

  it('keeps a flag switched off against a default of on', () => {
    const on: FieldSpec[] = [{ name: 'exact', type: 'flag', help: '', required: false, default: true }];
    expect(queryFromState(on, { exact: false })).toEqual({ exact: 'false' });
    expect(stateFromQuery(on, new URLSearchParams('exact=false'))).toEqual({ exact: false });
  });
});

describe('argsFromState', () => {
  it('sends numbers as numbers and leaves empty fields to the engine', () => {
    const state = { firer: 'line-infantry', strength: '4', range: '', suppressed: false, range_boundary: 'longer' };
    expect(argsFromState(fields, state)).toEqual({ firer: 'line-infantry', strength: 4, suppressed: false, range_boundary: 'longer' });
  });

  it('sends a decimal distance as a number', () => {
    expect(argsFromState(fields, { range: '26.5' })).toEqual({ range: 26.5 });
  });

  it('sends text that is not a number as typed, for the engine to refuse by name', () => {
    expect(argsFromState(fields, { strength: 'four' })).toEqual({ strength: 'four' });
  });
});

describe('formFields', () => {
  const withDice: FieldSpec[] = [...fields, { name: 'seed', type: 'whole', help: '', required: false }, { name: 'dice', type: 'text', help: '', required: false }, { name: 'roll', type: 'flag', help: '', required: false, default: false }];

  it('leaves the dice fields to the dice entry when the calculator makes its roll', () => {
    expect(formFields(withDice, true).map((f) => f.name)).toEqual(fields.map((f) => f.name));
  });

  it('shows every field of a calculator without a roll', () => {
    expect(formFields(withDice, false)).toHaveLength(withDice.length);
  });
});

describe('labels and hints', () => {
  it('names a field in words', () => {
    expect(labelOf('target_formation')).toBe('Target formation');
    expect(labelOf('medium_guns_to_80')).toBe('Medium guns to 80');
  });

  it('gives the help, the range with its unit and the section', () => {
    expect(hintOf(fields[1])).toBe('remaining strength points · 0 to 24 SP');
    expect(hintOf(fields[4])).toBe('a range on a band edge · ruling R1');
  });
});
