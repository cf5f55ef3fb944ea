import type { Json } from '../calc/result';
import { DiceIcon } from './icons';
import { ResultView } from './ResultView';
import { madeRollKeys } from '../calc/result';

/** A calculator's roll as made (docs/api.md, Making a calculator's roll). */
export interface MadeRollAnswer {
  outcome?: string;
  words?: string;
  method: 'chart' | 'digital';
  seed?: number;
  dice: number[];
  dice_for: string[];
  roll: { [key: string]: Json };
  [member: string]: Json | undefined;
}

/** True for an answer that made its roll. */
export function isMadeRoll(result: unknown): result is MadeRollAnswer {
  return typeof result === 'object' && result !== null && Array.isArray((result as MadeRollAnswer).dice_for);
}

/** What the dice came to, in words; each die and what it decided; where the dice came from. */
export function MadeRoll({ made, title }: { made: MadeRollAnswer; title: string }) {
  const rest = Object.fromEntries(Object.entries(made).filter(([k]) => !madeRollKeys.includes(k))) as { [key: string]: Json };
  return (
    <section class="card made-roll" aria-label="What the dice decided" aria-live="polite">
      <p class="verdict">{made.words ?? made.outcome ?? 'Rolled'}</p>
      <ol class="dice-for" aria-label="Each die">
        {made.dice.map((face, i) => (
          <li>
            <span class="die">{face}</span>
            <span>{made.dice_for[i] ?? ''}</span>
          </li>
        ))}
      </ol>
      <p class="muted seed-line">
        <DiceIcon />{' '}
        {made.method === 'digital' ? <>Digital dice, seed <span class="mono">{made.seed}</span> (the same seed makes the same roll)</> : 'Your dice'}
      </p>
      {Object.keys(rest).length > 0 && <ResultView result={rest} title={`${title}: roll`} />}
    </section>
  );
}
