import { useState } from 'preact/hooks';
import { Field } from '../Field';
import { type PatrolMode, defaultUnitNames, mostPlayerUnits } from '../../hun/patrol-scenario';

const modeChoices = [{ value: 'patrol', label: 'Patrol' }, { value: 'defense', label: 'Defense' }];

/** The settings of a new session: its mode and the players' units. */
export function PatrolStart({ mode, onMode, onStart, starting }: {
  mode: PatrolMode;
  starting: boolean;
  onMode: (mode: PatrolMode) => void;
  onStart: (units: string[]) => void;
}) {
  const [units, setUnits] = useState<string[]>(defaultUnitNames(4));
  const count = (n: number) => setUnits(Array.from({ length: n }, (_, i) => units[i] ?? `Unit ${i + 1}`));
  return (
    <form class="patrol-start" aria-label="New session" onSubmit={(e) => { e.preventDefault(); onStart(units); }}>
      <Field kind="segmented" name="mode" label="Mode" value={mode} choices={modeChoices} onChange={(m) => onMode(m as PatrolMode)}
        hint={mode === 'patrol' ? 'Advancing into the unknown: new enemy on a 6.' : 'Holding a position: new enemy on a 5 or 6.'} />
      <Field kind="number" name="player_units" label="Player units" min={1} max={mostPlayerUnits} value={units.length}
        onChange={(n) => n !== null && n >= 1 && n <= mostPlayerUnits && count(Math.round(n))} />
      <fieldset class="unit-names">
        <legend>Their names</legend>
        {units.map((name, i) => (
          <Field kind="text" name={`unit-${i + 1}`} label={`Name of unit ${i + 1}`} value={name}
            onChange={(text) => setUnits(units.map((u, j) => (j === i ? text : u)))} />
        ))}
      </fieldset>
      <button type="submit" class="button primary wide" disabled={starting}>{starting ? 'Starting...' : 'Start the session'}</button>
    </form>
  );
}
