import { describe, expect, it } from 'vitest';
import type { MapUnit } from '../games/game-protocol';
import { reachCaption } from './TableMap';

const unit = (extra: Partial<MapUnit>): MapUnit => ({
  name: 'IR 44', side: 1, type: 'line-infantry', formation: 'line', stands: [], x: 0, y: 0, facing: 90, start_sp: 5, hits: 0, removed: false, ...extra,
});

describe('reachCaption', () => {
  it('gives the move and charge in cm by default', () => {
    expect(reachCaption(unit({ reach_cm: { move: 4, charge: 5 } }))).toBe('IR 44, ring: its move of 4 cm; dotted ring: its charge of 5 cm (in the open)');
  });
  it("uses the rule set's own unit when the state gives it (paces in Hordes in the Trenches)", () => {
    expect(reachCaption(unit({ reach_cm: { move: 7.62, charge: null }, reach_text: '300p' }))).toBe('IR 44, ring: its move of 300p (in the open)');
  });
  it('says nothing of a unit that can neither move nor fire', () => {
    expect(reachCaption(unit({ reach_cm: null }))).toBeNull();
  });
});
