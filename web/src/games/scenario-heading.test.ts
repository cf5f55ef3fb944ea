import { describe, expect, it } from 'vitest';
import brigadeAction from '../../../data/scenarios/mininap/brigade-action.yaml?raw';
import { scenarioHeading } from './scenario-heading';

describe('scenarioHeading', () => {
  it('reads the shipped brigade action: rule set, name and sides', () => {
    const heading = scenarioHeading(brigadeAction);
    expect(heading.ruleset).toBe('mininap');
    expect(heading.name).toBe('Brigade action at Hausen');
    expect(heading.sides).toEqual(['French', 'Austrians']);
  });

  it('reads quoted values, a byte order mark and an empty side list', () => {
    expect(scenarioHeading('\uFEFFruleset: hun\nname: "Patrol"  # the hill\nsides: []\n')).toEqual({ ruleset: 'hun', name: 'Patrol', description: undefined, sides: [] });
  });
});
