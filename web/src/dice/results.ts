// The dice calculator's answers (docs/api.md: odds and roll; docs/dice-notation.md).
import type { Distribution } from '../engine/distribution';

/** `odds` of "A vs B": the distribution of A minus B, both sides, and the four chances. */
export interface OpposedOdds extends Distribution {
  left: Distribution;
  right: Distribution;
  win: number;
  tie: number;
  lose: number;
  double: number;
  exact_chances?: { win: string; tie: string; lose: string; double: string };
}

export type Odds = Distribution | OpposedOdds;

/** True for the answer to "A vs B". */
export function isOpposed(odds: Odds): odds is OpposedOdds {
  return 'win' in odds && typeof (odds as OpposedOdds).win === 'number';
}

/** One die of a roll: its value, every face it showed (rerolls, explosions), and whether it counts. */
export interface RolledDie {
  value: number;
  faces: number[];
  kept: boolean;
}

/** One side of a roll: each term's dice and total. */
export interface RolledSide {
  dice: number[];
  terms: { term: string; dice: RolledDie[]; total: number }[];
  total: number;
}

/** One roll: the left side, and for "A vs B" the opponent's side and who won. */
export interface Rolled extends RolledSide {
  opponent?: RolledSide;
  result?: 'win' | 'tie' | 'lose';
  doubled?: boolean;
}

/** The `roll` answer. */
export interface RollAnswer {
  expression: string;
  seed: number;
  rolls: Rolled[];
}
