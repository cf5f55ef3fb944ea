import { render } from 'preact';
import { App } from './app';
import './styles.css';
import { applyStoredTheme } from './theme';

applyStoredTheme();
render(<App />, document.getElementById('app')!);

// The service worker (dist/sw.js, written by vite-plugins/precache-service-worker.ts) keeps the
// built app, the engine's .wasm too, so it opens with the network cut. Not in development.
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  navigator.serviceWorker.register('./sw.js').catch((fault) => console.warn('no offline copy:', fault));
}
