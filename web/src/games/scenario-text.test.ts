import { describe, expect, it } from 'vitest';
import brigadeAction from '../../../data/scenarios/mininap/brigade-action.yaml?raw';
import { parseFlow, scenarioFacts } from './scenario-text';

describe('parseFlow', () => {
  it('reads mappings, sequences, numbers, words and quoted text', () => {
    expect(parseFlow('{kind: river, name: Schmutter, line: [[0, 20], [20, 40]], width: 2}')).toEqual({
      kind: 'river', name: 'Schmutter', line: [[0, 20], [20, 40]], width: 2,
    });
    expect(parseFlow(`{name: "a, b", other: 'c', n: -1.5, ok: true, none: ~}`)).toEqual({ name: 'a, b', other: 'c', n: -1.5, ok: true, none: null });
    expect(parseFlow('[ ]')).toEqual([]);
  });

  it('refuses what it cannot read, naming the column', () => {
    expect(() => parseFlow('{a 1}')).toThrow(/colon expected at column/);
    expect(() => parseFlow('[1, 2')).toThrow();
  });
});

describe('scenarioFacts', () => {
  it('reads the shipped brigade action: rule set, name, table and all 8 terrain pieces', () => {
    const facts = scenarioFacts(brigadeAction);
    expect(facts.ruleset).toBe('mininap');
    expect(facts.name).toBe('Brigade action at Hausen');
    expect(facts.table).toEqual({ width: 60, depth: 40, unit: 'cm' });
    expect(facts.terrain.map((t) => t.kind)).toEqual(['river', 'bridge', 'ford', 'road', 'village', 'hill', 'woods', 'stream']);
    expect(facts.terrain[4].area?.[2]).toEqual([26, 34]);
    expect(facts.sides).toEqual(['French', 'Austrians']);
  });

  it('reads a scenario without terrain or table', () => {
    const facts = scenarioFacts('\uFEFFruleset: hun\nname: "Patrol"  \nsides: []\n');
    expect(facts).toEqual({ ruleset: 'hun', name: 'Patrol', description: undefined, table: undefined, terrain: [], sides: [] });
  });
});
