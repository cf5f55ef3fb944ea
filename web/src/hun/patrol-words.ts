// What a press of Initiative gave, in words for the table.
import type { Placement, PressResult, TablePoint } from './patrol-session';

const compass: Record<string, string> = {
  N: 'north', NE: 'north-east', E: 'east', SE: 'south-east', S: 'south', SW: 'south-west', W: 'west', NW: 'north-west',
};

const typeNames: Record<string, string> = {
  infantry: 'infantry', cavalry: 'cavalry', 'artillery-mg': 'artillery or MG', headquarters: 'headquarters',
  'supply-transport': 'supply transport', general: 'general',
};

/** "veteran infantry", "conscript supply transport". */
export const enemyName = (quality: string, type: string) => `${quality} ${typeNames[type] ?? type}`;

const inches = (n: number) => `${Math.round(n * 10) / 10}`;

/** A place on the table to a tenth of an inch: "(47.3, 29.3)". */
export const pointWords = ([x, y]: TablePoint) => `(${inches(x)}, ${inches(y)})`;

/** Where it stands on the map: " At (47.3, 29.3)." */
function placeWords(p: Placement | undefined): string {
  if (!p?.at) return '';
  const at = pointWords(p.at);
  if (p.result === 'at-distance') return ` At ${at}.`;
  return ` Traced along the table edge to ${at}${p.acted ? ', arriving having acted' : ''}.`;
}

/** The sentence for one press's result. */
export function pressWords(r: PressResult): string {
  const turn = r.new_turn ? `Turn ${r.turn} begins. ` : '';
  switch (r.result) {
    case 'player':
      return `${turn}A player unit acts: the players choose which.`;
    case 'enemy':
      return r.enemy ? `${turn}Enemy #${r.enemy.id}, ${enemyName(r.enemy.quality, r.enemy.type)}, acts.` : `${turn}An enemy unit acts.`;
    case 'spotted': {
      const s = r.spotted;
      if (!s) return `${turn}Enemy spotted.`;
      const guards = s.attendants ? ` with ${s.attendants} attendants` : '';
      const general = s.general ? `, and an enemy general${s.general_id ? ` (#${s.general_id})` : ''} with it` : '';
      const toThe = `to the ${compass[s.direction] ?? s.direction}`;
      if (s.placement?.result === 'behind-line') {
        return `${turn}Enemy seen ${toThe}, behind your line: ${enemyName(s.quality, s.type)} that does not appear.`;
      }
      const away = s.distance.inches === undefined
        ? `at least ${s.distance.dice} dice + ${s.distance.plus_inches} inches away ${toThe}`
        : `${s.distance.inches} inches away ${toThe}`;
      return `${turn}Enemy spotted: #${s.id}, ${enemyName(s.quality, s.type)}${guards}, ${away}${general}.${placeWords(s.placement)}`;
    }
  }
}
