import { useEffect, useRef, useState } from 'preact/hooks';
import { call } from '../engine/client';
import { EngineError } from '../engine/engine-error';
import type { Odds } from './results';

export interface OddsState {
  odds: Odds | null;
  error: EngineError | null;
  /** True when the exact fractions were too costly and the answer has the chances alone. */
  inexact: boolean;
  busy: boolean;
}

/**
 * The odds of an expression, worked out a moment after typing stops. Asked with exact
 * fractions; when the engine refuses those as too costly, asked again without them. An answer
 * that comes back after the expression has changed again is dropped.
 */
export function useOdds(expression: string, delay_ms = 250): OddsState {
  const [state, setState] = useState<OddsState>({ odds: null, error: null, inexact: false, busy: false });
  const latest = useRef(0);
  const first = useRef(true);

  useEffect(() => {
    const text = expression.trim();
    const ask = ++latest.current;
    if (!text) {
      setState({ odds: null, error: null, inexact: false, busy: false });
      return;
    }
    setState((s) => ({ ...s, busy: true }));
    const timer = setTimeout(
      async () => {
        const settle = (next: Omit<OddsState, 'busy'>) => {
          if (ask === latest.current) setState({ ...next, busy: false });
        };
        try {
          settle({ odds: await call<Odds>('odds', { expression: text, exact: true }), error: null, inexact: false });
        } catch (exactError) {
          try {
            settle({ odds: await call<Odds>('odds', { expression: text }), error: null, inexact: true });
          } catch {
            settle({ odds: null, error: exactError as EngineError, inexact: false });
          }
        }
      },
      first.current ? 0 : delay_ms,
    );
    first.current = false;
    return () => clearTimeout(timer);
  }, [expression]);

  return state;
}
