// The Hun at the Gates app's actions (rule book V) and the fields each one uses, under the rule
// book's names, mapped onto the arguments of the `hun.*` calculator that works it out.

/** One field of the app (IV.B): its label as the rule book names it, and the argument it fills. */
export interface HunField {
  label: string;
  arg: string;
  kind: 'choice' | 'inches' | 'check';
}

export const hunFields = {
  actor: { label: 'Actor', arg: 'actor', kind: 'choice' },
  target: { label: 'Target', arg: 'target', kind: 'choice' },
  cover: { label: 'Cover', arg: 'cover', kind: 'choice' },
  range: { label: 'Range', arg: 'range', kind: 'inches' },
  arc: { label: 'Arc of fire', arg: 'arc', kind: 'choice' },
  actor_mounted: { label: 'Actor mounted', arg: 'actor_mounted', kind: 'check' },
  target_mounted: { label: 'Target mounted', arg: 'target_mounted', kind: 'check' },
  sharpshooter: { label: 'Sharpshooter', arg: 'sharpshooter', kind: 'check' },
  attacker_charging: { label: 'Attacker charging', arg: 'attacker_charging', kind: 'check' },
  general: { label: 'General with unit', arg: 'general', kind: 'check' },
  musician: { label: 'Musician with unit', arg: 'musician', kind: 'check' },
  colours: { label: 'Colours with unit', arg: 'colours', kind: 'check' },
} as const satisfies Record<string, HunField>;

export type HunFieldName = keyof typeof hunFields;

/** The rows of an attack's chart a roll is read from: not fields of the app, the chart's own columns. */
export const chartRowFields = {
  moving: { label: 'Moving fire', arg: 'moving', kind: 'check' },
  firer_wounded: { label: 'Firer wounded', arg: 'firer_wounded', kind: 'check' },
  target_wounded: { label: 'Target wounded', arg: 'target_wounded', kind: 'check' },
} as const satisfies Record<string, HunField>;

export type ChartRowName = keyof typeof chartRowFields;

export interface HunAction {
  /** The action's name in the address (#/hun?action=fire-rifle). */
  id: string;
  /** Its name in the rule book's list. */
  label: string;
  /** Attacks show their d6 chart (hun.chart) and roll one attack (hun.attack); rolls call `calculator`. */
  kind: 'attack' | 'roll' | 'table';
  calculator: string;
  /** Arguments the action itself fixes. */
  fixed: Record<string, string>;
  /** The fields V names for it, in the app's order. */
  fields: HunFieldName[];
  /** One roll for the whole group, or one per figure. */
  group: boolean;
}

const fire: HunFieldName[] = ['actor', 'target', 'cover', 'range', 'actor_mounted', 'target_mounted', 'sharpshooter'];
const melee: HunFieldName[] = ['actor', 'target', 'cover', 'actor_mounted', 'target_mounted', 'attacker_charging'];
const attack = (id: string, label: string, fields: HunFieldName[]): HunAction =>
  ({ id, label, kind: 'attack', calculator: 'hun.attack', fixed: { action: id }, fields, group: false });
const move = (id: string, label: string, fields: HunFieldName[]): HunAction =>
  ({ id, label, kind: 'roll', calculator: 'hun.move', fixed: { action: id }, fields, group: true });

/** Every action of V that the app works out, in the rule book's order. */
export const hunActions: HunAction[] = [
  { id: 'rally', label: 'Rally', kind: 'roll', calculator: 'hun.rally', fixed: {}, fields: ['actor', 'general', 'musician', 'colours'], group: true },
  move('advance', 'Advance', ['actor', 'actor_mounted']),
  move('run', 'Run/Gallop', ['actor', 'actor_mounted']),
  move('charge', 'Charge', ['actor', 'actor_mounted']),
  move('crawl', 'Crawl/Take Cover', ['actor']),
  attack('fire-pistol', 'Fire Pistol', fire),
  attack('fire-carbine', 'Fire Carbine', fire),
  attack('fire-rifle', 'Fire Rifle', fire),
  { id: 'fire-mg', label: 'Fire MG', kind: 'table', calculator: 'hun.fire-mg', fixed: {}, fields: ['arc'], group: false },
  { id: 'fire-artillery', label: 'Fire Artillery', kind: 'roll', calculator: 'hun.fire-artillery', fixed: {}, fields: ['range'], group: true },
  { id: 'throw-bomb', label: 'Throw Bomb', kind: 'roll', calculator: 'hun.throw-bomb', fixed: {}, fields: ['actor'], group: false },
  attack('attack-with-sword', 'Attack with Sword', melee),
  attack('attack-with-lance', 'Attack with Lance', melee),
  attack('attack-with-bayonet', 'Attack with Bayonet', melee),
  attack('attack-with-dagger', 'Attack with Dagger/Club', melee),
  { id: 'heal', label: 'Heal/Bind Wounds', kind: 'roll', calculator: 'hun.heal', fixed: {}, fields: ['actor'], group: false },
  { id: 'morale', label: 'Check Morale', kind: 'roll', calculator: 'hun.morale', fixed: {}, fields: ['actor', 'general', 'musician', 'colours'], group: true },
  attack('test-vs-mg', 'Test Versus MG', ['actor', 'cover', 'range', 'actor_mounted']),
  attack('test-vs-blast', 'Test Versus Blast', ['actor', 'cover', 'actor_mounted']),
  { id: 'command', label: 'Test for Out-of-Command', kind: 'roll', calculator: 'hun.command', fixed: {}, fields: ['actor', 'range'], group: true },
  { id: 'support', label: 'Call for Supporting Fire', kind: 'roll', calculator: 'hun.support', fixed: {}, fields: [], group: true },
];

/** The action named in the address, or the first one. */
export function findAction(id: string | null): HunAction {
  return hunActions.find((a) => a.id === id) ?? hunActions[0];
}
