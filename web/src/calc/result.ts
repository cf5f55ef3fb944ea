// A calculator's answer sorted into what a person reads first: the distribution, the reasons
// behind it (the "why"), further distributions, plain facts, and anything else as key/value.
// Both rule sets answer in these shapes (mininap: the distribution at the top with `factors`;
// hun: `distribution` with `why`); a member of an unknown shape falls to `other`.
import type { Distribution } from '../engine/distribution';

export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/** The members that make up a distribution (docs/api.md, Distributions). */
const distributionKeys = ['outcomes', 'quantiles', 'outcomes_left_out', 'mean', 'sd', 'min', 'max'];

/** A made roll's record (docs/api.md, Making a calculator's roll), shown by itself. */
export const madeRollKeys = ['method', 'seed', 'dice', 'dice_for', 'roll', 'outcome', 'words'];

export interface SortedResult {
  /** The distribution the calculator is about, and its member's name ("" when it is the answer itself). */
  main: { key: string; dist: Distribution } | null;
  /** Lists of reasons: each factor and what it did. */
  why: { key: string; items: Json[] }[];
  /** Other distributions in the answer. */
  charts: { key: string; dist: Distribution }[];
  /** Single values: numbers, words, yes/no. */
  facts: { key: string; value: string | number | boolean }[];
  /** Anything else, for a key/value view. */
  other: { key: string; value: Json }[];
}

/** True for an object shaped as a distribution. */
export function isDistribution(value: Json | undefined): value is { [key: string]: Json } {
  return isObject(value) && (Array.isArray(value.outcomes) || Array.isArray(value.quantiles));
}

function isObject(value: Json | undefined): value is { [key: string]: Json } {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Member names that hold the reasons behind a number. */
const whyNames = /^(why|factors?|reasons?|modifiers?|notes?)$/;

/** Sorts an answer's members; `skip` names members shown elsewhere. */
export function sortResult(result: { [key: string]: Json }, skip: readonly string[] = []): SortedResult {
  const sorted: SortedResult = { main: null, why: [], charts: [], facts: [], other: [] };
  const topIsDistribution = isDistribution(result);
  if (topIsDistribution) sorted.main = { key: '', dist: pick(result, distributionKeys) as Distribution };

  for (const [key, value] of Object.entries(result)) {
    if (skip.includes(key) || (topIsDistribution && distributionKeys.includes(key))) continue;
    const dist = isDistribution(value) ? (value as Distribution) : chancesAsDistribution(value);
    if (dist) {
      if (!sorted.main) sorted.main = { key, dist };
      else sorted.charts.push({ key, dist });
    } else if (Array.isArray(value) && (whyNames.test(key) || value.every((v) => typeof v === 'string'))) {
      if (value.length) sorted.why.push({ key, items: value });
    } else if (value === null || typeof value !== 'object') {
      if (value !== null) sorted.facts.push({ key, value });
    } else {
      sorted.other.push({ key, value });
    }
  }
  if (sorted.main) sorted.main.dist = passFailLabelled(sorted.main.dist, sorted.facts);
  return sorted;
}

/**
 * A 0/1 distribution labelled fail/pass when the answer says it is a pass or fail roll
 * ("2D6, pass on 7+"): the engine counts a pass as 1.
 */
export function passFailLabelled(dist: Distribution, facts: SortedResult['facts']): Distribution {
  const outcomes = dist.outcomes;
  const says = facts.some(({ value }) => typeof value === 'string' && /\bpass(es)? on\b/i.test(value));
  if (!says || !outcomes?.length || !outcomes.every((o) => o.value === 0 || o.value === 1)) return dist;
  // A mean or range of fail and pass says nothing: only the labelled outcomes are kept.
  return { outcomes: outcomes.map((o) => ({ ...o, label: o.value === 1 ? 'pass' : 'fail' })) };
}

/**
 * Named chances that add up to 1 ({killed: 0.11, miss: 0.55, ...}) as labelled outcomes, or
 * null for any other value.
 */
export function chancesAsDistribution(value: Json | undefined): Distribution | null {
  if (!isObject(value)) return null;
  const entries = Object.entries(value);
  if (entries.length < 2 || !entries.every(([, v]) => typeof v === 'number' && v >= 0 && v <= 1)) return null;
  const total = entries.reduce((sum, [, v]) => sum + (v as number), 0);
  if (Math.abs(total - 1) > 1e-6) return null;
  return { outcomes: entries.map(([label, probability]) => ({ label, probability: probability as number })) };
}

/** One reason as a line: text as it is; a factor object as its `what` and what it did ("cover: ×0.45"). */
export function reasonText(item: Json): string | null {
  if (typeof item === 'string') return item;
  if (!isObject(item) || typeof item.what !== 'string') return null;
  const effects = Object.entries(item)
    .filter(([k]) => k !== 'what')
    .map(([k, v]) => (k === 'multiplier' && typeof v === 'number' ? `×${+v.toFixed(3)}` : `${k.replace(/_/g, ' ')} ${JSON.stringify(v)}`));
  return effects.length ? `${item.what}: ${effects.join(', ')}` : item.what;
}

function pick(object: { [key: string]: Json }, keys: string[]): { [key: string]: Json } {
  return Object.fromEntries(Object.entries(object).filter(([k]) => keys.includes(k)));
}

/** A single value as people read it; a chance (by its member's name) as a percentage. */
export function valueText(key: string, value: string | number | boolean): string {
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  if (typeof value === 'number') {
    if (/chance|probability/.test(key) && value >= 0 && value <= 1) return `${(value * 100).toFixed(2)}%`;
    return Number.isInteger(value) ? String(value) : value.toFixed(2);
  }
  return value;
}

/**
 * The answer in one line, for the summary kept in view above the form: a few labelled outcomes
 * with their chances ("fail 41.67% · pass 58.33%"), else the mean and the likeliest outcome.
 */
export function answerInOneLine(sorted: SortedResult): string | null {
  const dist = sorted.main?.dist;
  const outcomes = dist?.outcomes;
  if (!dist || !outcomes?.length) return null;
  const name = (o: { label?: string; value?: number }) => o.label ?? String(o.value);
  const pct = (p: number) => `${(p * 100).toFixed(2)}%`;
  if (outcomes.length <= 4 && outcomes.every((o) => o.label !== undefined)) {
    return outcomes.map((o) => `${name(o)} ${pct(o.probability)}`).join(' · ');
  }
  const likeliest = outcomes.reduce((a, b) => (b.probability > a.probability ? b : a));
  const mean = dist.mean === undefined ? '' : `mean ${dist.mean.toFixed(2)}, `;
  return `${mean}most likely ${name(likeliest)} (${pct(likeliest.probability)})`;
}
