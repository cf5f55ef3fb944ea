import { useEffect, useState } from 'preact/hooks';
import { ErrorBox, errorFor } from '../ErrorBox';
import { Field } from '../Field';
import { call } from '../../engine/client';
import { EngineError } from '../../engine/engine-error';

const counts = [
  { name: 'survived', label: 'Player units surviving' },
  { name: 'half_strength', label: 'Of those, at half strength or more' },
  { name: 'unscathed', label: 'Of those, hardly touched' },
  { name: 'supply_captured', label: 'Enemy supply transports taken or destroyed' },
  { name: 'headquarters_members', label: 'Enemy headquarters figures taken or killed' },
  { name: 'driven_off', label: 'Enemy units driven off the table' },
  { name: 'feet_crossed', label: 'Feet of table crossed to the objective', unit: 'feet' },
  { name: 'other_points', label: 'Other scenario points' },
] as const;

/** XII.B's scoring guide (hun.patrol-score) for the end of a session. */
export function PatrolScore({ survivors }: { survivors: number }) {
  const [values, setValues] = useState<Record<string, number | null>>({ survived: survivors });
  const [score, setScore] = useState<{ points: number; lost: boolean; lines: string[] } | null>(null);
  const [error, setError] = useState<EngineError | null>(null);
  useEffect(() => {
    const args = Object.fromEntries(Object.entries(values).filter(([, v]) => v !== null));
    call<{ points: number; lost: boolean; lines: string[] }>('hun.patrol-score', args).then(
      (s) => (setScore(s), setError(null)),
      (e) => (setScore(null), setError(e instanceof EngineError ? e : new EngineError({ code: 'internal', message: String(e) }))),
    );
  }, [values]);
  return (
    <details class="patrol-score">
      <summary>Score</summary>
      {counts.map((c) => (
        <Field kind="number" name={c.name} label={c.label} min={0} unit={'unit' in c ? c.unit : undefined}
          value={values[c.name] ?? (c.name === 'survived' ? survivors : 0)} error={errorFor(error, c.name)}
          onChange={(v) => setValues({ ...values, [c.name]: v })} />
      ))}
      <ErrorBox error={error} />
      {score && (
        <p class="score-total" aria-live="polite">
          <strong>{score.points} points</strong>{score.lost && ': but with no unit left, the players lose'}
        </p>
      )}
    </details>
  );
}
