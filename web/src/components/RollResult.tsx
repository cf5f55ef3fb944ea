import type { RolledDie, RolledSide, RollAnswer } from '../dice/results';

/** One die: its value in a box; a die that does not count is struck through; rerolls and explosions in its title. */
function Die({ die }: { die: RolledDie }) {
  const history = die.faces.length > 1 ? `faces shown: ${die.faces.join(', ')}` : undefined;
  return (
    <span class={die.kept ? 'die' : 'die dropped'} title={history}>
      {die.value}
      {!die.kept && <span class="visually-hidden"> (not counted)</span>}
    </span>
  );
}

/** A side of a roll: each term's dice and total, then the side's total. */
function Side({ side, name }: { side: RolledSide; name?: string }) {
  return (
    <div class="rolled-side">
      {name && <p class="muted">{name}</p>}
      {side.terms.map((term) => (
        <div class="rolled-term">
          <span class="mono">{term.term}</span>
          <span class="dice-row">{term.dice.map((d) => <Die die={d} />)}</span>
          <span>= {term.total}</span>
        </div>
      ))}
      <p class="rolled-total">Total <strong>{side.total}</strong></p>
    </div>
  );
}

const verdicts = { win: 'Left wins', tie: 'Tie', lose: 'Left loses' } as const;

/** A roll of the dice calculator: every die, the totals, and for "A vs B" who won. */
export function RollResult({ answer }: { answer: RollAnswer }) {
  const roll = answer.rolls[0];
  if (!roll) return null;
  return (
    <section class="card roll-result" aria-label="Roll" aria-live="polite">
      {roll.opponent ? (
        <>
          <p class="verdict">{verdicts[roll.result ?? 'tie']}{roll.doubled ? ', doubling the right' : ''}: {roll.total} against {roll.opponent.total}</p>
          <Side side={roll} name="Left" />
          <Side side={roll.opponent} name="Right" />
        </>
      ) : (
        <Side side={roll} />
      )}
    </section>
  );
}
