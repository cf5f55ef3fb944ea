// The API's distribution shapes (docs/api.md, Distributions).

/** One outcome: an integer `value` or a `label` ("destroyed"), with its chance. */
export interface Outcome {
  value?: number;
  label?: string;
  probability: number;
  at_least?: number;
  at_most?: number;
  /** The chance as a fraction over the equally likely ways the dice fall ("6/36"). */
  exact?: string;
}

export interface Distribution {
  expression?: string;
  outcomes?: Outcome[];
  mean?: number;
  sd?: number;
  min?: number;
  max?: number;
  /** Past 1,000 distinct values: rows at 0.1%, 1%, ..., 99.9% instead of outcomes. */
  quantiles?: (Outcome & { quantile: number })[];
  outcomes_left_out?: { distinct: number; most_listed: number; why?: string };
}

/** A chance as people read it: 0.02778 -> "2.78%". */
export function percent(probability: number): string {
  if (probability > 0 && probability < 0.0001) return '<0.01%';
  return `${(probability * 100).toFixed(2)}%`;
}

/** An outcome's name: its label or its value. */
export function outcomeName(outcome: Outcome): string {
  return outcome.label ?? String(outcome.value);
}
