// Types of the emscripten build at `@engine-wasm` (<repo>/build/wasm, see vite.config.ts).
declare module '@engine-wasm/sandtable_engine.js' {
  import type { EngineModule } from './protocol';
  const createEngine: (options?: {
    locateFile?: (file: string, prefix: string) => string;
    /** The .wasm file's bytes (node, where the module cannot fetch it). */
    wasmBinary?: Uint8Array;
  }) => Promise<EngineModule>;
  export default createEngine;
}
declare module '@engine-wasm/sandtable_engine.wasm?url' {
  const url: string;
  export default url;
}
