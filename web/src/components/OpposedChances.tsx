import type { OpposedOdds } from '../dice/results';
import { percent } from '../engine/distribution';

/** The chances of "A vs B": the left side wins (higher), ties, loses, or doubles the right. */
export function OpposedChances({ odds }: { odds: OpposedOdds }) {
  const rows = [
    { key: 'win', label: 'Left wins (higher total)' },
    { key: 'tie', label: 'Tie' },
    { key: 'lose', label: 'Left loses' },
    { key: 'double', label: 'Left doubles right (at least twice)' },
  ] as const;
  return (
    <table class="numbers chances" aria-label="Chances of the opposed roll">
      <thead>
        <tr>
          <th scope="col">Result</th>
          <th scope="col">Chance</th>
          {odds.exact_chances && <th scope="col">Exact</th>}
        </tr>
      </thead>
      <tbody>
        {rows.map(({ key, label }) => (
          <tr>
            <th scope="row">{label}</th>
            <td><strong>{percent(odds[key])}</strong></td>
            {odds.exact_chances && <td class="mono">{odds.exact_chances[key]}</td>}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
