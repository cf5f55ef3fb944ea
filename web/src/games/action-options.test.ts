import { describe, expect, it } from 'vitest';
import { withOptions } from './action-options';
import type { ActionOption } from './game-protocol';

const noSecondRank: ActionOption = { type: 'low', label: 'No second rank in melee (ruling 40)', fields: { second_rank: [] } };
const move = { type: 'low', company: 'A Coy', command: 'move', x: 40, y: 60, map: { from: [40, 50] as [number, number], to: [40, 60] as [number, number] } };

describe('a decision option switched on before an order is chosen', () => {
  it('gives the order as listed while the option is off', () => {
    expect(withOptions(move, [noSecondRank], [false])).toBeNull();
  });

  it('adds its fields to an order of its type and leaves the drawing out', () => {
    expect(withOptions(move, [noSecondRank], [true])).toEqual({
      type: 'low', company: 'A Coy', command: 'move', x: 40, y: 60, second_rank: [],
    });
  });

  it('leaves an order of another type as listed', () => {
    expect(withOptions({ type: 'seal' }, [noSecondRank], [true])).toBeNull();
  });
});
