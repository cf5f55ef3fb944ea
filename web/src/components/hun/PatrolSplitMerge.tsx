import { useState } from 'preact/hooks';
import { Field } from '../Field';

/** One of the game's listed actions (the session's decision). */
export interface Listed { action: { type: string; [key: string]: unknown }; label: string }

/** "Enemy #3 splits (into 2 units, or say how many)" -> "Enemy #3 splits": the form asks how many. */
const shortLabel = (label: string) => label.replace(/\s*\(.*\)$/, '');

const kindChoices = [{ value: 'split', label: 'It splits' }, { value: 'merge', label: 'It joins another' }];

/**
 * IV.A: the unit given the last initiative splits, or joins another within 3 inches. The units
 * offered are those the session allows now; a split asks into how many units.
 */
export function PatrolSplitMerge({ actions, busy, error, onDo }: {
  actions: Listed[];
  busy: boolean;
  /** The engine's word on the number of units, when it refused it. */
  error?: string | null;
  onDo: (action: Listed['action']) => void;
}) {
  const [kind, setKind] = useState('split');
  const [which, setWhich] = useState('0');
  const [into, setInto] = useState<number | null>(2);
  const splits = actions.filter((a) => a.action.type === 'split');
  const merges = actions.filter((a) => a.action.type === 'merge');
  const kinds = kindChoices.filter((k) => (k.value === 'split' ? splits : merges).length > 0);
  const current = kinds.some((k) => k.value === kind) ? kind : kinds[0]?.value ?? 'split';
  const offered = current === 'split' ? splits : merges;
  const chosen = offered[Number(which)] ?? offered[0];
  const submit = () => chosen && onDo(current === 'split' ? { ...chosen.action, into } : chosen.action);
  return (
    <details class="patrol-other">
      <summary>A unit splits or joins another</summary>
      {!chosen && (
        <p class="muted">A unit splits, or joins another within 3 inches, on its own initiative: press Initiative, then record it here.</p>
      )}
      {chosen && (
        <form class="split-form" aria-label="A unit splits or joins another" noValidate onSubmit={(e) => { e.preventDefault(); submit(); }}>
          {kinds.length > 1 && (
            <Field kind="segmented" name="split_or_join" label="What happens" value={current} choices={kinds}
              onChange={(k) => { setKind(k); setWhich('0'); }} />
          )}
          <Field kind="select" name="split_unit" label={current === 'split' ? 'The unit that splits' : 'Who joins whom'}
            value={String(offered.indexOf(chosen))} choices={offered.map((a, i) => ({ value: String(i), label: shortLabel(a.label) }))}
            onChange={setWhich} hint={current === 'merge' ? chosen.label.match(/\((.*)\)$/)?.[1] : undefined} />
          {current === 'split' && (
            <Field kind="number" name="into" label="Into how many units" min={2} value={into} onChange={setInto} error={error}
              hint="One part acts on this initiative; the others wait for their own." />
          )}
          <button type="submit" class="button primary wide" disabled={busy}>{current === 'split' ? 'Split' : 'Join'}</button>
        </form>
      )}
    </details>
  );
}
