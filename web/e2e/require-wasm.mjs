// Stops `npm run e2e` with a clear message when the engine's wasm build is missing.
import { existsSync } from 'node:fs';
import { engine_wasm_js } from './wasm-path.mjs';

if (!existsSync(engine_wasm_js)) {
  console.error(
    `\nThe browser tests need the engine's WebAssembly build, and it is missing:\n  ${engine_wasm_js}\n` +
      `Build the wasm first (see the repository README), or set SANDTABLE_WASM_DIR to a build/wasm folder.\n`,
  );
  process.exit(1);
}
