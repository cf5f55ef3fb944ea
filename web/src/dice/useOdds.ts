import { call } from '../engine/client';
import type { EngineError } from '../engine/engine-error';
import { useAnswer } from '../engine/useAnswer';
import type { Odds } from './results';

export interface OddsAnswer {
  odds: Odds;
  /** True when the exact fractions were too costly and the answer has the chances alone. */
  inexact: boolean;
}

/** Asks with exact fractions; when the engine refuses those, asks again without them (the first refusal stands if both fail). */
async function askOdds(expression: string): Promise<OddsAnswer> {
  try {
    return { odds: await call<Odds>('odds', { expression, exact: true }), inexact: false };
  } catch (exactRefused) {
    try {
      return { odds: await call<Odds>('odds', { expression }), inexact: true };
    } catch {
      throw exactRefused as EngineError;
    }
  }
}

/** The odds of an expression, worked out a moment after typing stops. */
export function useOdds(expression: string) {
  const text = expression.trim();
  return useAnswer(text || null, () => askOdds(text));
}
