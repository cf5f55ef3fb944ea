// Where the emscripten build of the engine lives, and a clear stop when it is not built yet.
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { resolve } from 'node:path';
import type { Plugin } from 'vite';

const repo_root = fileURLToPath(new URL('../..', import.meta.url));

/** <repo>/build/wasm, or $SANDTABLE_WASM_DIR (e.g. another worktree's build). */
export const engine_wasm_dir = resolve(process.env.SANDTABLE_WASM_DIR ?? resolve(repo_root, 'build/wasm'));

export const engine_wasm_js = resolve(engine_wasm_dir, 'sandtable_engine.js');

export const missing_wasm_message =
  `The engine's WebAssembly build is missing: ${engine_wasm_js}.\n` +
  `Build the wasm first (see the repository README), or point SANDTABLE_WASM_DIR at a build/wasm folder.`;

/** Fails `vite build` and `vite` at once, with the message above, when the engine is not built. */
export function requireEngineWasm(): Plugin {
  return {
    name: 'sandtable:require-engine-wasm',
    buildStart() {
      if (!existsSync(engine_wasm_js)) this.error(missing_wasm_message);
    },
  };
}
