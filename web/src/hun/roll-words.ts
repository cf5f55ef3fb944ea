// What each die of a calculator's roll decided, in words (docs/api.md, "Making a calculator's roll").
import { percent } from '../engine/distribution';

/** A calculator's answer when it made its roll. */
export interface RollAnswer {
  outcome: string;
  words: string;
  method: 'chart' | 'digital';
  dice: number[];
  dice_for: string[];
  /** An attack read from typed dice: the chart row used. */
  chart?: { hit_on: number; vital: boolean; kill_cut: number; wound_cut: number };
  /** An attack with digital dice: one draw from the model's chances. */
  draw?: { fraction: number };
  odds?: { killed: number; wounded: number; scratch: number; miss: number };
}

/** What a save result (1-36, the d66 11-66) does on the chart row. */
function saveResult(chart: NonNullable<RollAnswer['chart']>, result: number): string {
  if (result <= chart.kill_cut) return 'killed';
  return result <= chart.wound_cut ? 'wounded' : 'a mere scratch';
}

/** One sentence per die of an attack read through its chart row. */
function chartDiceWords(chart: NonNullable<RollAnswer['chart']>, dice: number[], dice_for: string[]): string[] {
  return dice.map((face, i) => {
    switch (dice_for[i]) {
      case 'to hit':
        if (face < chart.hit_on) return `To hit: ${face}, under the ${chart.hit_on} needed: a miss.`;
        if (face === 6 && chart.vital) return `To hit: 6, a hit; a 6 brings the vital die.`;
        return `To hit: ${face}, at least the ${chart.hit_on} needed: a hit.`;
      case 'vital hit?':
        return face === 6 ? 'Vital die: a second 6, a vital hit: killed, no save.' : `Vital die: ${face}, not a 6: no vital hit, so the save decides.`;
      case 'save':
        // A first die that leaves the result open is followed by the second die.
        if (dice_for[i + 1] === "save's second die") return `Save: ${face}, not enough alone: roll the second die.`;
        return `Save: ${face}, ${saveResult(chart, face * 6)}.`;
      case "save's second die":
        return `Second die: ${face}, d66 ${dice[i - 1]}${face}: ${saveResult(chart, (dice[i - 1] - 1) * 6 + face)}.`;
      default:
        return `${dice_for[i]}: ${face}.`;
    }
  });
}

/** The digital draw of an attack against the model's chances. */
function drawWords(fraction: number, odds: NonNullable<RollAnswer['odds']>): string[] {
  const killed = odds.killed;
  const wounded = killed + odds.wounded;
  const scratch = wounded + odds.scratch;
  const fell =
    fraction < killed ? 'killed' : fraction < wounded ? 'wounded' : fraction < scratch ? 'a mere scratch' : 'a miss';
  return [
    `Digital dice draw once from the model's exact chances: ${fraction.toFixed(4)} of 1.`,
    `Below ${killed.toFixed(4)} kills (${percent(odds.killed)}), below ${wounded.toFixed(4)} wounds, below ${scratch.toFixed(4)} scratches, above is a miss: so ${fell}.`,
  ];
}

/** Sentences saying what each die decided. */
export function diceWords(answer: RollAnswer): string[] {
  if (answer.draw && answer.odds) return drawWords(answer.draw.fraction, answer.odds);
  if (answer.chart) return chartDiceWords(answer.chart, answer.dice, answer.dice_for);
  if (!answer.dice.length) return ['No dice were needed.'];
  const each = answer.dice.map((face, i) => `${capitalised(answer.dice_for[i] ?? 'die')}: ${face}.`);
  // Two dice read together (2D6 checks): their total is what the table reads.
  const pair = answer.dice_for.length === 2 && answer.dice_for[0] === 'first die' && answer.dice_for[1] === 'second die';
  return pair ? [...each, `Together: ${answer.dice[0] + answer.dice[1]}.`] : each;
}

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
