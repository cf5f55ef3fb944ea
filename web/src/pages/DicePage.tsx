import { useEffect, useState } from 'preact/hooks';
import { DistChart } from '../components/DistChart';
import { ErrorBox, errorFor } from '../components/ErrorBox';
import { Field } from '../components/Field';
import { OpposedChances } from '../components/OpposedChances';
import { Page } from '../components/Page';
import { RollResult } from '../components/RollResult';
import { isOpposed, type RollAnswer } from '../dice/results';
import { freshSeed, seedFrom } from '../dice/seed';
import { useOdds } from '../dice/useOdds';
import { call } from '../engine/client';
import type { EngineError } from '../engine/engine-error';
import { replaceQuery, type RouteProps } from '../router';

/** Expressions to start from, one tap each. */
const examples = ['2d6', '4d6kh3', '5d6<=2', 'd6+3 vs d6+2', '3d6r1', 'd6!'];

/** The dice calculator: the exact odds of an expression kept in the address (#/dice?expr=4d6kh3), and seeded rolls. */
export function DicePage({ route }: RouteProps) {
  const [expression, setExpression] = useState(route.query.get('expr') ?? '');
  const [roll, setRoll] = useState<RollAnswer | null>(null);
  const [rollError, setRollError] = useState<EngineError | null>(null);
  const { result: answer, error, busy } = useOdds(expression);
  const odds = answer?.odds ?? null;

  // A roll shared by its seed (#/dice?expr=2d6&seed=7) is made again on opening.
  useEffect(() => {
    const seed = seedFrom(route.query.get('seed'));
    if (seed !== null && expression.trim()) makeRoll(seed);
  }, []);

  // The address follows the expression, and the seed of a roll of it.
  const rolled = roll && roll.expression === expression.trim() ? roll : null;
  useEffect(() => {
    replaceQuery({ expr: expression, seed: rolled?.seed });
  }, [expression, rolled?.seed]);

  async function makeRoll(seed: number) {
    setRollError(null);
    try {
      setRoll(await call<RollAnswer>('roll', { expression: expression.trim(), seed }));
    } catch (e) {
      setRoll(null);
      setRollError(e as EngineError);
    }
  }

  const shownError = error ?? rollError;
  return (
    <Page title="Dice" back="#/">
      <Field kind="text" name="expression" label="Dice expression" hint="e.g. 4d6kh3, 5d6<=2 or d6+3 vs d6+2"
        value={expression} onChange={(text) => setExpression(text)} error={errorFor(shownError, 'expression')} />
      <div class="chips" role="group" aria-label="Examples">
        {examples.map((example) => (
          <button type="button" class="chip" aria-pressed={example === expression} onClick={() => setExpression(example)}>
            {example}
          </button>
        ))}
      </div>

      <div class="actions">
        <button type="button" class="button primary" disabled={!expression.trim()} onClick={() => makeRoll(freshSeed())}>
          Roll
        </button>
        {rolled && (
          <button type="button" class="button" onClick={() => makeRoll(rolled.seed)}>
            Same seed again
          </button>
        )}
      </div>
      {rolled && (
        <>
          <p class="muted seed-line">Digital dice, seed <span class="mono">{rolled.seed}</span> (the link repeats this roll)</p>
          <RollResult answer={rolled} />
        </>
      )}

      <ErrorBox error={shownError} />
      {busy && !odds && <p class="muted" aria-live="polite">Working out the odds…</p>}
      {odds && !error && (
        <section aria-label="Odds" aria-busy={busy}>
          {answer?.inexact && <p class="muted">Exact fractions would take too long for this expression; the chances are given alone.</p>}
          {isOpposed(odds) ? (
            <>
              <OpposedChances odds={odds} />
              <h2 class="section-title">Left total minus right total</h2>
              <DistChart dist={odds} title={`${odds.expression}: margin`} />
            </>
          ) : (
            <DistChart dist={odds} />
          )}
        </section>
      )}
    </Page>
  );
}
