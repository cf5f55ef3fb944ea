// One rule set as `{"call": "rules", "args": {"ruleset": ID}}` describes it, asked once per visit.
import { call } from '../engine/client';
import type { Json } from './result';
import type { FieldSpec } from './spec';

/** A calculator as its rule set declares it. */
export interface CalculatorSpec {
  name: string;
  description: string;
  input: FieldSpec[];
  /** Valid inputs to start from (the rule text's worked examples first). */
  examples: { [field: string]: Json }[];
  /** True when it can make its roll (digital or typed dice). */
  roll: boolean;
}

/** What a rule set declares. */
export interface RuleSetSpec {
  id: string;
  name: string;
  about: string;
  rulings: FieldSpec[];
  calculators: CalculatorSpec[];
  /** True when it plays whole games. */
  game: boolean;
}

const asked = new Map<string, Promise<RuleSetSpec>>();

/** The rule set's declarations; a refusal (no such rule set) is not kept, so it is asked again next time. */
export function loadRuleSet(id: string): Promise<RuleSetSpec> {
  let answer = asked.get(id);
  if (!answer) {
    answer = call<RuleSetSpec>('rules', { ruleset: id });
    answer.catch(() => asked.delete(id));
    asked.set(id, answer);
  }
  return answer;
}
