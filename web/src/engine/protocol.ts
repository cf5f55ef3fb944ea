// The messages between the app, the engine worker and the engine: one line of `sandtable api`
// each way (docs/api.md), as objects.

/** What the app asks: `{"id": 1, "call": "odds", "args": {...}}`. */
export interface EngineRequest {
  id: number;
  call: string;
  args?: Record<string, unknown>;
}

/** The error object of a refused call; `field` names the argument at fault when there is one. */
export interface EngineErrorInfo {
  code: 'bad-input' | 'illegal' | 'not-found' | 'internal' | string;
  message: string;
  field?: string;
}

/** What the engine answers. */
export type EngineAnswer =
  | { id: number; ok: true; result: unknown }
  | { id: number; ok: false; error: EngineErrorInfo };

/** The emscripten module's surface: the whole API behind one function. */
export interface EngineModule {
  call(requestLine: string): string;
}
