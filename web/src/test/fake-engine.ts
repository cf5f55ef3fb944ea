// A stand-in for the wasm engine, for unit tests only (never imported by the app).
import { answer } from '../engine/answer';
import type { EnginePort } from '../engine/client';
import type { EngineAnswer, EngineModule, EngineRequest } from '../engine/protocol';

/** An engine module answering a few calls the way `sandtable api` does. */
export function fakeEngineModule(): EngineModule {
  return {
    call(line) {
      const { id, call, args = {} } = JSON.parse(line) as EngineRequest;
      const ok = (result: unknown) => JSON.stringify({ id, ok: true, result });
      const refuse = (code: string, message: string, field?: string) =>
        JSON.stringify({ id, ok: false, error: field ? { code, message, field } : { code, message } });
      switch (call) {
        case 'rules':
          return ok({ rule_sets: [{ id: 'mininap', name: 'Mini-Nap 2', about: 'Napoleonic brigades', calculators: ['fire'], rulings: 3 }] });
        case 'odds':
          if (args.expression !== '1d2') return refuse('bad-input', `expression: cannot read '${String(args.expression)}'`, 'expression');
          return ok({ expression: '1d2', outcomes: [{ value: 1, probability: 0.5 }, { value: 2, probability: 0.5 }], mean: 1.5 });
        case 'crash':
          throw new Error('abort');
        default:
          return refuse('not-found', `no call '${call}'`);
      }
    },
  };
}

/** A worker-like port that answers through the fake module, asynchronously as a worker does. */
export function fakeEnginePort(module: EngineModule = fakeEngineModule()): EnginePort & { fail(message: string): void } {
  const port: EnginePort & { fail(message: string): void } = {
    onmessage: null,
    onerror: null,
    postMessage(request: EngineRequest) {
      const reply: EngineAnswer = answer(module, request);
      queueMicrotask(() => port.onmessage?.({ data: reply } as MessageEvent<EngineAnswer>));
    },
    fail(message) {
      port.onerror?.({ message } as ErrorEvent);
    },
  };
  return port;
}
