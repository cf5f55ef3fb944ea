import { describe, expect, it } from 'vitest';
import { chargeScenarioText, defaultChargeForm } from './charge-scenario';

describe('chargeScenarioText', () => {
  it('puts the chargers first and gives only the charged unit a firearm and cover (IX)', () => {
    const form = defaultChargeForm();
    form.charged = { ...form.charged, name: 'Picket "A"', quality: 'veteran', cover: 'soft' };
    const text = chargeScenarioText(form);
    expect(text).toContain('setup: {mode: charge, distance: 8, open: true}');
    expect(text).toContain('- {name: "Chargers", type: chargers, quality: soldier, figures: 4, mounted: false, melee_weapon: bayonet}');
    expect(text).toContain('- {name: "Picket \\"A\\"", type: charged, quality: veteran, figures: 3, mounted: false, melee_weapon: bayonet, firearm: rifle, cover: soft}');
    expect(text.indexOf('type: chargers')).toBeLessThan(text.indexOf('type: charged,'));
  });

  it('names empty names as the engine would read them', () => {
    const form = defaultChargeForm();
    form.chargers.name = '  ';
    expect(chargeScenarioText(form)).toContain('name: "Chargers charge Defenders"');
  });
});
