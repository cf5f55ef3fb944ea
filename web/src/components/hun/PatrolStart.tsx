import { useState } from 'preact/hooks';
import { Field } from '../Field';
import { type MapSetup, type PatrolMode, defaultLine, defaultUnitNames, mostPlayerUnits } from '../../hun/patrol-scenario';

const modeChoices = [{ value: 'patrol', label: 'Patrol' }, { value: 'defense', label: 'Defense' }];

/** The settings of a new session: its mode, the players' units, and the table and line the enemy is placed from. */
export function PatrolStart({ mode, onMode, onStart, starting, error }: {
  mode: PatrolMode;
  starting: boolean;
  onMode: (mode: PatrolMode) => void;
  onStart: (units: string[], map?: MapSetup) => void;
  /** The engine's word on the line, when it refused it. */
  error?: string | null;
}) {
  const [units, setUnits] = useState<string[]>(defaultUnitNames(4));
  const [placing, setPlacing] = useState(true);
  const [size, setSize] = useState<{ width: number | null; depth: number | null }>({ width: 72, depth: 48 });
  const [line, setLine] = useState(defaultLine(72, 48));
  const resize = (next: { width: number | null; depth: number | null }) => {
    // A line still at its default follows the table; one the players typed stays theirs.
    if (size.width && size.depth && line === defaultLine(size.width, size.depth) && next.width && next.depth) {
      setLine(defaultLine(next.width, next.depth));
    }
    setSize(next);
  };
  const map = placing && size.width && size.depth ? { width: size.width, depth: size.depth, line } : undefined;
  const count = (n: number) => setUnits(Array.from({ length: n }, (_, i) => units[i] ?? `Unit ${i + 1}`));
  return (
    <form class="patrol-start" aria-label="New session" onSubmit={(e) => { e.preventDefault(); onStart(units, map); }}>
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
      <Field kind="switch" name="placing" label="Place the enemy on a map of the table" value={placing} onChange={setPlacing}
        hint="The app rolls each enemy's distance and works out where it appears from your line (XII.B)." />
      {placing && (
        <fieldset class="unit-names">
          <legend>The table, in inches</legend>
          <Field kind="number" name="table_width" label="Width (your left to right)" min={1} max={1200} unit="in" value={size.width}
            onChange={(width) => resize({ ...size, width })} />
          <Field kind="number" name="table_depth" label="Depth (your edge to the enemy's)" min={1} max={1200} unit="in" value={size.depth}
            onChange={(depth) => resize({ ...size, depth })} />
          <Field kind="text" name="line" label={mode === 'patrol' ? 'Your front line' : 'Your perimeter'} value={line} onChange={setLine}
            error={error}
            hint="Points x,y in inches from your left and your edge, left to right, e.g. 0,10 36,12 72,10. North faces the enemy." />
        </fieldset>
      )}
      <button type="submit" class="button primary wide" disabled={starting}>{starting ? 'Starting...' : 'Start the session'}</button>
    </form>
  );
}
