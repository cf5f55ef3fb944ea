import { useEffect, useRef, useState } from 'preact/hooks';
import type { EngineError } from './engine-error';

export interface AnswerState<T> {
  result: T | null;
  error: EngineError | null;
  busy: boolean;
}

/**
 * The answer of `ask`, asked again a moment after `key` stops changing (at once the first
 * time); no key, no question. An answer that comes back after the key has changed again is
 * dropped, so typing fast never shows an older answer last.
 */
export function useAnswer<T>(key: string | null, ask: () => Promise<T>, delay_ms = 250): AnswerState<T> {
  const [state, setState] = useState<AnswerState<T>>({ result: null, error: null, busy: false });
  const latest = useRef(0);
  const first = useRef(true);

  useEffect(() => {
    const asking = ++latest.current;
    if (key === null) {
      setState({ result: null, error: null, busy: false });
      return;
    }
    setState((s) => ({ ...s, busy: true }));
    const timer = setTimeout(
      () => {
        const settle = (next: Omit<AnswerState<T>, 'busy'>) => {
          if (asking === latest.current) setState({ ...next, busy: false });
        };
        ask().then((result) => settle({ result, error: null }), (error: EngineError) => settle({ result: null, error }));
      },
      first.current ? 0 : delay_ms,
    );
    first.current = false;
    return () => clearTimeout(timer);
  }, [key]);

  return state;
}
