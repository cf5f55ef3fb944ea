// The scenario text of a new Patrol or Defense session (docs/hun/patrol-mode.md): the players'
// units under the first side; the rule set's `setup` takes the mode.

export type PatrolMode = 'patrol' | 'defense';

/** The most player units a session takes here (the engine's own limit is higher). */
export const mostPlayerUnits = 20;

/** The YAML of a session: its mode and the player units by name (YAML reads JSON strings, so names are quoted that way). */
export function patrolScenarioText(mode: PatrolMode, playerUnits: string[]): string {
  const units = playerUnits.map((name, i) => `        - {name: ${JSON.stringify(name.trim() || `Unit ${i + 1}`)}, type: player-unit}\n`);
  return (
    'ruleset: hun\n' +
    `name: ${mode === 'patrol' ? 'Patrol' : 'Defense'}\n` +
    `setup: {mode: ${mode}}\n` +
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
