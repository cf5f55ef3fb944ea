import { describe, expect, it } from 'vitest';
import { readSituation, situationArgs, situationQuery } from './situation';

describe('a Hun situation in the address', () => {
  it('reads only the fields its action uses, and writes them back', () => {
    const s = readSituation(new URLSearchParams('mode=patrol&action=fire-rifle&actor=veteran&range=14&sharpshooter=1&general=1&moving=1'));
    expect(s.mode).toBe('patrol');
    expect(s.values).toEqual({ actor: 'veteran', range: 14, sharpshooter: true });
    expect(situationQuery(s)).toEqual({ mode: 'patrol', action: 'fire-rifle', actor: 'veteran', range: 14, sharpshooter: 1, moving: 1 });
  });

  it('maps the fields onto the calculator arguments, with the chart row when rolling', () => {
    const s = readSituation(new URLSearchParams('action=attack-with-lance&actor_mounted=1&attacker_charging=1&target_wounded=1'));
    expect(situationArgs(s)).toEqual({ action: 'attack-with-lance', actor_mounted: true, attacker_charging: true });
    expect(situationArgs(s, { row: true })).toMatchObject({ moving: false, firer_wounded: false, target_wounded: true });
  });

  it('falls back to the first action and competitive play', () => {
    const s = readSituation(new URLSearchParams('action=nonsense&mode=x'));
    expect([s.action.id, s.mode]).toEqual(['rally', 'competitive']);
    expect(situationQuery(s).mode).toBeUndefined();
  });

  it('a morale check has General, Musician and Colours with the unit', () => {
    const s = readSituation(new URLSearchParams('action=morale&general=1&colours=1&range=3'));
    expect(situationArgs(s)).toEqual({ general: true, colours: true });
  });
});
