// The scenario text of a charge played in order (docs/hun/README.md, "A charge in order"): the
// charging unit under the first side, the charged unit under the second, `setup` giving the
// mode, the distance and the ground. The engine checks every member and refuses a bad setup
// naming the member (a lance on foot, more wounded than figures).

export const qualities = ['civilian', 'conscript', 'soldier', 'veteran', 'elite'] as const;
export const firearms = ['none', 'pistol', 'carbine', 'rifle'] as const;
export const meleeWeapons = ['sword', 'lance', 'bayonet', 'dagger'] as const;
export const covers = ['none', 'soft', 'hard', 'fortification'] as const;

export interface ChargeUnitForm {
  name: string;
  quality: (typeof qualities)[number];
  figures: number;
  mounted: boolean;
  melee_weapon: (typeof meleeWeapons)[number];
  /** The charged unit's only: chargers neither fire nor have cover (IX). */
  firearm: (typeof firearms)[number];
  cover: (typeof covers)[number];
}

export interface ChargeForm {
  distance: number | null;
  open: boolean;
  chargers: ChargeUnitForm;
  charged: ChargeUnitForm;
}

export const defaultChargeForm = (): ChargeForm => ({
  distance: 8,
  open: true,
  chargers: { name: 'Chargers', quality: 'soldier', figures: 4, mounted: false, melee_weapon: 'bayonet', firearm: 'none', cover: 'none' },
  charged: { name: 'Defenders', quality: 'soldier', figures: 3, mounted: false, melee_weapon: 'bayonet', firearm: 'rifle', cover: 'none' },
});

/** YAML reads JSON strings, so names are quoted that way. */
function unitLine(u: ChargeUnitForm, type: 'chargers' | 'charged', fallback: string): string {
  const members = [
    `name: ${JSON.stringify(u.name.trim() || fallback)}`, `type: ${type}`, `quality: ${u.quality}`, `figures: ${u.figures}`,
    `mounted: ${u.mounted}`, `melee_weapon: ${u.melee_weapon}`,
    ...(type === 'charged' ? [`firearm: ${u.firearm}`, `cover: ${u.cover}`] : []),
  ];
  return `        - {${members.join(', ')}}\n`;
}

/** The scenario of the form's charge; the distance must be given. */
export function chargeScenarioText(form: ChargeForm): string {
  const chargers = form.chargers.name.trim() || 'Chargers';
  const charged = form.charged.name.trim() || 'Defenders';
  return (
    'ruleset: hun\n' +
    `name: ${JSON.stringify(`${chargers} charge ${charged}`)}\n` +
    `setup: {mode: charge, distance: ${form.distance ?? 0}, open: ${form.open}}\n` +
    'sides:\n' +
    `  - name: ${JSON.stringify(chargers)}\n    army:\n      name: The chargers\n      units:\n` +
    unitLine(form.chargers, 'chargers', 'Chargers') +
    `  - name: ${JSON.stringify(charged)}\n    army:\n      name: The charged\n      units:\n` +
    unitLine(form.charged, 'charged', 'Defenders')
  );
}
