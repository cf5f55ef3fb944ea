// The scenario text of a new Patrol or Defense session (docs/hun/patrol-mode.md): the players'
// units under the first side; the rule set's `setup` takes the mode.

export type PatrolMode = 'patrol' | 'defense';

/** The most player units a session takes here (the engine's own limit is higher). */
export const mostPlayerUnits = 20;

/** The table and the players' line as the session's setup takes them: the line is "x,y x,y ..." in inches. */
export interface MapSetup { width: number; depth: number; line: string }

/** A line across a table of `width` by `depth` inches a quarter of the way up, its middle a little ahead. */
export function defaultLine(width: number, depth: number): string {
  const y = Math.round(depth / 4);
  return `0,${y - 2} ${Math.round(width / 2)},${y} ${width},${y - 2}`;
}

/** The YAML of a session: its mode, its map if any, and the player units by name (YAML reads JSON strings, so names are quoted that way). */
export function patrolScenarioText(mode: PatrolMode, playerUnits: string[], map?: MapSetup): string {
  const units = playerUnits.map((name, i) => `        - {name: ${JSON.stringify(name.trim() || `Unit ${i + 1}`)}, type: player-unit}\n`);
  const placing = map ? `, line: ${JSON.stringify(map.line.trim())}, table_width: ${map.width}, table_depth: ${map.depth}` : '';
  return (
    'ruleset: hun\n' +
    `name: ${mode === 'patrol' ? 'Patrol' : 'Defense'}\n` +
    `setup: {mode: ${mode}${placing}}\n` +
    'sides:\n' +
    '  - name: Players\n' +
    '    army:\n' +
    "      name: The players' units\n" +
    '      units:\n' +
    units.join('')
  );
}

/** Default names for n player units: Unit 1, Unit 2, ... */
export const defaultUnitNames = (n: number) => Array.from({ length: n }, (_, i) => `Unit ${i + 1}`);
