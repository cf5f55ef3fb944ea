/// <reference types="vitest/config" />
import { defineConfig } from 'vite';
import { engine_wasm_dir, requireEngineWasm } from './vite-plugins/engine-wasm-dir.ts';
import { precacheServiceWorker } from './vite-plugins/precache-service-worker.ts';

export default defineConfig(({ mode }) => ({
  plugins: mode === 'test' ? [] : [requireEngineWasm(), precacheServiceWorker()],
  resolve: {
    alias: { '@engine-wasm': engine_wasm_dir },
  },
  // Preact's JSX, without a Babel-based plugin.
  oxc: { jsx: { runtime: 'automatic', importSource: 'preact' } },
  worker: { format: 'es' },
  // The shipped scenarios (../data) are bundled as text by the games page.
  server: { fs: { allow: ['.', '../data', engine_wasm_dir] } },
  build: { target: 'es2022', assetsInlineLimit: 0 },
  test: {
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx'],
    environment: 'node',
  },
}));
