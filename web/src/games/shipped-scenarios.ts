// The scenarios shipped in data/scenarios/, bundled as text: what the games page offers.
import { type ScenarioHeading, scenarioHeading } from './scenario-heading';

/** Rule sets whose games have a page of their own (the Hun page plays these scenarios). */
export const ruleSetsWithOwnPage = new Set(['hun']);

export interface ShippedScenario extends ScenarioHeading {
  /** The path under data/scenarios/ ("mininap/brigade-action.yaml"): its key. */
  path: string;
  /** The YAML, as the engine's game.new takes it (scenario_text). */
  text: string;
}

const files = import.meta.glob('../../../data/scenarios/**/*.yaml', { query: '?raw', import: 'default', eager: true }) as Record<string, string>;

/** Every shipped scenario, by path. */
export const shippedScenarios: ShippedScenario[] = Object.entries(files)
  .map(([file, text]) => ({ path: file.replace(/^.*data\/scenarios\//, ''), text, ...scenarioHeading(text) }))
  .sort((a, b) => a.path.localeCompare(b.path));

/** The scenarios the games page offers, grouped by rule set (those with their own page left out). */
export function scenariosByRuleSet(all: ShippedScenario[] = shippedScenarios): Map<string, ShippedScenario[]> {
  const groups = new Map<string, ShippedScenario[]>();
  for (const s of all) {
    if (ruleSetsWithOwnPage.has(s.ruleset)) continue;
    groups.set(s.ruleset, [...(groups.get(s.ruleset) ?? []), s]);
  }
  return groups;
}

