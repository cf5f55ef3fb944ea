// The app's way to the engine: `await call<Result>('odds', {expression: '2d6'})`.
// Requests go to the engine worker; a refused call rejects with an EngineError.
import { EngineError } from './engine-error';
import type { EngineAnswer, EngineRequest } from './protocol';

/** What the client needs of a worker (a fake in unit tests). */
export interface EnginePort {
  postMessage(request: EngineRequest): void;
  onmessage: ((event: MessageEvent<EngineAnswer>) => void) | null;
  onerror: ((event: ErrorEvent) => void) | null;
}

export type EngineCall = <T>(name: string, args?: Record<string, unknown>) => Promise<T>;

/** A `call` function over one port; answers are matched to requests by id. */
export function createClient(port: EnginePort): EngineCall {
  let next_id = 1;
  const waiting = new Map<number, { resolve: (v: unknown) => void; reject: (e: EngineError) => void }>();

  port.onmessage = ({ data }) => {
    const pending = waiting.get(data.id);
    if (!pending) return;
    waiting.delete(data.id);
    if (data.ok) pending.resolve(data.result);
    else pending.reject(new EngineError(data.error));
  };
  port.onerror = (event) => {
    const message = event.message || 'the engine worker failed to start';
    for (const pending of waiting.values()) pending.reject(new EngineError({ code: 'internal', message }));
    waiting.clear();
  };

  return <T>(name: string, args?: Record<string, unknown>) =>
    new Promise<T>((resolve, reject) => {
      const id = next_id++;
      waiting.set(id, { resolve: resolve as (v: unknown) => void, reject });
      port.postMessage(args === undefined ? { id, call: name } : { id, call: name, args });
    });
}

let shared: EngineCall | null = null;

/** Calls the engine (one shared worker, started on the first call). */
export const call: EngineCall = (name, args) => {
  shared ??= createClient(new Worker(new URL('./engine.worker.ts', import.meta.url), { type: 'module' }));
  return shared(name, args);
};
