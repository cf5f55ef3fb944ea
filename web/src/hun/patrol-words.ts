// What a press of Initiative gave, in words for the table.
import type { PressResult } from './patrol-session';

const compass: Record<string, string> = {
  N: 'north', NE: 'north-east', E: 'east', SE: 'south-east', S: 'south', SW: 'south-west', W: 'west', NW: 'north-west',
};

const typeNames: Record<string, string> = {
  infantry: 'infantry', cavalry: 'cavalry', 'artillery-mg': 'artillery or MG', headquarters: 'headquarters',
  'supply-transport': 'supply transport', general: 'general',
};

/** "veteran infantry", "conscript supply transport". */
export const enemyName = (quality: string, type: string) => `${quality} ${typeNames[type] ?? type}`;

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
      return (
        `${turn}Enemy spotted: #${s.id}, ${enemyName(s.quality, s.type)}${guards}, ` +
        `at least ${s.distance.dice} dice + ${s.distance.plus_inches} inches away to the ${compass[s.direction] ?? s.direction}${general}.`
      );
    }
  }
}
