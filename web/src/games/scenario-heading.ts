// What the games page lists about a shipped scenario before any game of it starts: its rule
// set, name, description and side names, read from the YAML's top-level lines. The map's table
// and terrain come from the engine (game.state's `map`), not from here.

export interface ScenarioHeading {
  ruleset: string;
  name: string;
  description?: string;
  /** The sides' names, in order (`sides:` items' `name:`). */
  sides: string[];
}

const unquote = (s: string) => s.replace(/^(["'])(.*)\1$/, '$2');

/** A top-level `key: value` line's value, a trailing comment dropped. */
function topLevel(lines: string[], key: string): string | undefined {
  const line = lines.find((l) => l.startsWith(`${key}:`));
  return line === undefined ? undefined : unquote(line.slice(key.length + 1).replace(/\s+#.*$/, '').trim());
}

/** Reads a scenario's rule set, name, description and side names. */
export function scenarioHeading(yaml: string): ScenarioHeading {
  const lines = yaml.replace(/^\uFEFF/, '').split(/\r?\n/);
  const sides: string[] = [];
  const sidesAt = lines.findIndex((l) => l.startsWith('sides:'));
  if (sidesAt >= 0) {
    for (const line of lines.slice(sidesAt + 1)) {
      if (/^\S/.test(line)) break;
      const side = line.match(/^ {0,2}-\s+name:\s*(.+?)\s*$/);
      if (side) sides.push(unquote(side[1]));
    }
  }
  return { ruleset: topLevel(lines, 'ruleset') ?? '', name: topLevel(lines, 'name') ?? '', description: topLevel(lines, 'description'), sides };
}
