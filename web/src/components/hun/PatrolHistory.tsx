import { type HistoryEntry, answerWords } from '../../hun/patrol-history';
import { pressWords } from '../../hun/patrol-words';

/** The session so far, newest first: each press with its rolls and what it gave. */
export function PatrolHistory({ entries }: { entries: HistoryEntry[] }) {
  const presses = entries.filter((e) => e.kind === 'initiative').length;
  return (
    <section aria-labelledby="history-title">
      <h2 class="section-title" id="history-title">History ({presses} {presses === 1 ? 'press' : 'presses'})</h2>
      {entries.length === 0 && <p class="muted">Nothing yet: press Initiative.</p>}
      <ol class="history" reversed aria-label="History">
        {[...entries].reverse().map((e) => (
          <li data-kind={e.kind}>
            <strong>{e.kind === 'initiative' ? (e.result ? pressWords(e.result) : 'Initiative: rolls still to make.') : answerWords(e)}</strong>
            {e.rolls.length > 0 && (
              <span class="muted rolls">
                {e.rolls.map((r) => `${r.faces.join(' ')} (${shortReason(r.reason)})`).join('; ')}
              </span>
            )}
          </li>
        ))}
      </ol>
    </section>
  );
}

/** A roll's reason without its list of faces: "Initiative: which unit acts (1-4 a player unit)" -> "Initiative: which unit acts". */
const shortReason = (reason: string) => reason.replace(/\s*\(.*\)\s*$/, '');
