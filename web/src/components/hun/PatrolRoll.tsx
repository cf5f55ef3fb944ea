import { DiceEntry, type DiceChoice } from '../DiceEntry';
import { percent } from '../../engine/distribution';
import type { GameRequest } from '../../hun/patrol-session';

type DiceRequest = Extract<GameRequest, { kind: 'dice' }>;

/** The roll a press asks for: why, its exact odds, and the dice to answer it with. */
export function PatrolRoll({ request, dice, onDice, onRoll, error }: {
  request: DiceRequest;
  dice: DiceChoice;
  onDice: (d: DiceChoice) => void;
  onRoll: () => void;
  error?: string | null;
}) {
  const outcomes = request.labelled_outcome?.outcomes ?? [];
  return (
    <section class="patrol-roll card" aria-labelledby="roll-asked">
      <h2 id="roll-asked" class="roll-notation">Roll {request.notation}</h2>
      <p class="roll-reason">{request.reason}</p>
      {outcomes.length > 0 && (
        <table class="numbers">
          <caption class="visually-hidden">Chances of this roll</caption>
          <tbody>
            {outcomes.map((o) => (
              <tr><th scope="row">{o.label}</th><td>{percent(o.probability)}{o.exact && <span class="muted mono"> {o.exact}</span>}</td></tr>
            ))}
          </tbody>
        </table>
      )}
      <DiceEntry value={dice} onChange={onDice} sides={request.sides} label="Dice" error={error} />
      <button type="button" class="button primary wide" onClick={onRoll}>Roll</button>
    </section>
  );
}
