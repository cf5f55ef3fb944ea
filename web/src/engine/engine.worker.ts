/// <reference lib="webworker" />
// The engine's worker: the only code that touches the WebAssembly module. It loads the module
// once and answers each `{id, call, args}` message with the engine's answer object.
import createEngine from '@engine-wasm/sandtable_engine.js';
import wasmUrl from '@engine-wasm/sandtable_engine.wasm?url';
import { answer, loadFailure } from './answer';
import type { EngineModule, EngineRequest } from './protocol';

declare const self: DedicatedWorkerGlobalScope;

const engine: Promise<EngineModule> = createEngine({
  locateFile: (file: string) => (file.endsWith('.wasm') ? wasmUrl : file),
});

self.onmessage = async (event: MessageEvent<EngineRequest>) => {
  const request = event.data;
  try {
    self.postMessage(answer(await engine, request));
  } catch (fault) {
    self.postMessage(loadFailure(request, fault));
  }
};
