import { useEffect, useState } from 'preact/hooks';
import { ErrorBox, errorFor } from '../ErrorBox';
import { Field } from '../Field';
import { call } from '../../engine/client';
import { EngineError } from '../../engine/engine-error';

/** What the session never sees, asked here: the figures of the survivors, and the objectives. */
const asked = [
  { name: 'half_strength', label: 'Surviving units at half strength or more' },
  { name: 'unscathed', label: 'Of those, hardly touched' },
  { name: 'feet_crossed', label: 'Feet of table crossed to the objective', unit: 'feet' },
  { name: 'other_points', label: 'Other scenario points' },
] as const;

/** What the session counted: the units still on the table and how the enemy left it. */
export interface SessionCounts { survived: number; driven_off: number; supply_captured: number; headquarters_members: number }

/** XII.B's scoring guide (hun.patrol-score) for the end of a session, with what the session counted. */
export function PatrolScore({ counted }: { counted: SessionCounts }) {
  const [typed, setTyped] = useState<Record<string, number | null>>({});
  const values = { ...typed, ...counted };
  const [score, setScore] = useState<{ points: number; lost: boolean; lines: string[] } | null>(null);
  const [error, setError] = useState<EngineError | null>(null);
  useEffect(() => {
    const args = Object.fromEntries(Object.entries(values).filter(([, v]) => v !== null));
    call<{ points: number; lost: boolean; lines: string[] }>('hun.patrol-score', args).then(
      (s) => (setScore(s), setError(null)),
      (e) => (setScore(null), setError(e instanceof EngineError ? e : new EngineError({ code: 'internal', message: String(e) }))),
    );
  }, [JSON.stringify(values)]);
  return (
    <details class="patrol-score">
      <summary>Score</summary>
      <p class="score-counted">
        From the session: {counted.survived} player {counted.survived === 1 ? 'unit' : 'units'} on the table, {counted.driven_off} enemy
        driven off, {counted.supply_captured} supply {counted.supply_captured === 1 ? 'transport' : 'transports'} taken,{' '}
        {counted.headquarters_members} headquarters {counted.headquarters_members === 1 ? 'figure' : 'figures'} taken or killed.
      </p>
      {asked.map((c) => (
        <Field kind="number" name={c.name} label={c.label} min={0} unit={'unit' in c ? c.unit : undefined}
          value={typed[c.name] ?? 0} error={errorFor(error, c.name)}
          onChange={(v) => setTyped({ ...typed, [c.name]: v })} />
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
