// What the web app reads itself from a scenario's YAML: its rule set and name (to list it), and
// its table and terrain (to draw the map; the game's state JSON carries the units but not
// these). The engine checks the whole file when the game starts; this reads only the top-level
// `ruleset:`, `name:`, `table:` and the `terrain:` items written in flow style
// (`- {kind: woods, area: [[50, 12], ...]}`), as the shipped scenarios are.

export type Point = [number, number];

export interface TerrainPiece {
  kind: string;
  name?: string;
  area?: Point[];
  line?: Point[];
  width?: number;
}

export interface TableSize {
  width: number;
  depth: number;
  unit: string;
}

export interface ScenarioFacts {
  ruleset: string;
  name: string;
  description?: string;
  table?: TableSize;
  terrain: TerrainPiece[];
  /** The sides' names, in order (`sides:` items' `name:`). */
  sides: string[];
}

type Flow = string | number | boolean | null | Flow[] | { [key: string]: Flow };

/** Parses one YAML flow value (`{a: 1, b: [2, 3]}`, `"text"`, `plain words`). */
export function parseFlow(text: string): Flow {
  let at = 0;
  const space = () => {
    while (at < text.length && /\s/.test(text[at])) at++;
  };
  const fail = (what: string): never => {
    throw new Error(`${what} at column ${at + 1} of: ${text}`);
  };
  const value = (): Flow => {
    space();
    const c = text[at];
    if (c === '{') {
      at++;
      const out: { [key: string]: Flow } = {};
      for (space(); text[at] !== '}'; space()) {
        const key = scalar(':');
        if (text[at] !== ':') fail('a colon expected');
        at++;
        out[String(key)] = value();
        space();
        if (text[at] === ',') at++;
        else if (text[at] !== '}') fail('a comma or } expected');
      }
      at++;
      return out;
    }
    if (c === '[') {
      at++;
      const out: Flow[] = [];
      for (space(); text[at] !== ']'; space()) {
        out.push(value());
        space();
        if (text[at] === ',') at++;
        else if (text[at] !== ']') fail('a comma or ] expected');
      }
      at++;
      return out;
    }
    return scalar(',]}');
  };
  const scalar = (stops: string): Flow => {
    space();
    const quote = text[at];
    if (quote === '"' || quote === "'") {
      const end = text.indexOf(quote, at + 1);
      if (end < 0) fail('an unclosed quote');
      const s = text.slice(at + 1, end);
      at = end + 1;
      return s;
    }
    const start = at;
    while (at < text.length && !stops.includes(text[at])) at++;
    const word = text.slice(start, at).trim();
    if (word === '') fail('a value expected');
    if (/^[-+]?(\d+\.?\d*|\.\d+)([eE][-+]?\d+)?$/.test(word)) return Number(word);
    if (word === 'true' || word === 'false') return word === 'true';
    if (word === 'null' || word === '~') return null;
    return word;
  };
  const result = value();
  space();
  if (at < text.length && text[at] !== '#') fail('text left over');
  return result;
}

/** A top-level `key: value` line's value (a trailing comment dropped for plain values). */
function topLevel(lines: string[], key: string): string | undefined {
  const line = lines.find((l) => l.startsWith(`${key}:`));
  if (line === undefined) return undefined;
  const value = line.slice(key.length + 1).trim();
  return value.startsWith('{') || value.startsWith('[') ? value : value.replace(/\s+#.*$/, '');
}

const unquote = (s: string) => s.replace(/^(["'])(.*)\1$/, '$2');

/** Reads a scenario's rule set, name, table and flow-style terrain. */
export function scenarioFacts(yaml: string): ScenarioFacts {
  const lines = yaml.replace(/^\uFEFF/, '').split(/\r?\n/);
  const ruleset = unquote(topLevel(lines, 'ruleset') ?? '');
  const name = unquote(topLevel(lines, 'name') ?? '');
  const description = topLevel(lines, 'description');
  const tableText = topLevel(lines, 'table');
  const table = tableText?.startsWith('{') ? (parseFlow(tableText) as unknown as Partial<TableSize>) : undefined;

  const terrain: TerrainPiece[] = [];
  const start = lines.findIndex((l) => l.startsWith('terrain:'));
  if (start >= 0) {
    for (const line of lines.slice(start + 1)) {
      if (/^\S/.test(line)) break;
      const item = line.match(/^\s*-\s*(\{.*\})\s*(#.*)?$/);
      if (item) terrain.push(parseFlow(item[1]) as unknown as TerrainPiece);
    }
  }
  const sides: string[] = [];
  const sidesAt = lines.findIndex((l) => l.startsWith('sides:'));
  if (sidesAt >= 0) {
    for (const line of lines.slice(sidesAt + 1)) {
      if (/^\S/.test(line)) break;
      const side = line.match(/^ {0,2}-\s+name:\s*(.+?)\s*$/);
      if (side) sides.push(unquote(side[1]));
    }
  }
  return {
    ruleset,
    name,
    description: description && unquote(description),
    table: table && typeof table.width === 'number' && typeof table.depth === 'number'
      ? { width: table.width, depth: table.depth, unit: table.unit ?? 'cm' }
      : undefined,
    terrain,
    sides,
  };
}
