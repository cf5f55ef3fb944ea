// Where the engine's wasm build is: $SANDTABLE_WASM_DIR or <repo>/build/wasm (as in vite.config.ts).
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const repo_root = fileURLToPath(new URL('../..', import.meta.url));
export const engine_wasm_dir = resolve(process.env.SANDTABLE_WASM_DIR ?? resolve(repo_root, 'build/wasm'));
export const engine_wasm_js = resolve(engine_wasm_dir, 'sandtable_engine.js');
