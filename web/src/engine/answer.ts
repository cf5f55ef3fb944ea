import type { EngineAnswer, EngineModule, EngineRequest } from './protocol';

/** Answers one request with the engine module; never throws (a fault becomes an `internal` answer). */
export function answer(module: EngineModule, request: EngineRequest): EngineAnswer {
  try {
    const line = module.call(JSON.stringify(request));
    return JSON.parse(line) as EngineAnswer;
  } catch (fault) {
    return { id: request.id, ok: false, error: { code: 'internal', message: `engine fault: ${String(fault)}` } };
  }
}

/** The answer to every request when the engine could not be loaded. */
export function loadFailure(request: EngineRequest, fault: unknown): EngineAnswer {
  return { id: request.id, ok: false, error: { code: 'internal', message: `the engine did not load: ${String(fault)}` } };
}
