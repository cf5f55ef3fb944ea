// The browser tests' shared helper: serve web/dist, open a page in Debian's chromium at
// 390x844, fail the test on any console error, and take screenshots someone will look at.
//
//   const app = await openApp(t);          // t: node:test's test context (closes all at the end)
//   await app.go('#/dice?expr=2d6');
//   await app.shot('dice-2d6');            // web/e2e/screenshots/dice-2d6.png: what the phone shows
//   await app.shot('dice-2d6-chart', { at: page.locator('.dist-chart') });   // scrolled to it first
//   await app.stopServer();                // the network is cut (offline tests)
import { existsSync, mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { serveStatic } from './static-server.mjs';
import { checkAtEnd, closeBrowserAtEnd, stopServerAtEnd } from './teardown.mjs';
import { engine_wasm_js } from './wasm-path.mjs';

const dist = fileURLToPath(new URL('../dist', import.meta.url));
const screenshots = fileURLToPath(new URL('./screenshots/', import.meta.url));

export const viewport = { width: 390, height: 844 };

/**
 * Starts the server and the browser; returns {page, url, go, shot, errors}. With `url`, the app
 * is opened from a server already running there (`sandtable serve`, game-server.mjs); console
 * errors matching `allowedErrors` (a RegExp) are expected, say while a test has that server down.
 */
export async function openApp(t, { colorScheme = 'light', url, allowedErrors } = {}) {
  if (!existsSync(engine_wasm_js)) throw new Error(`Build the wasm first: ${engine_wasm_js} is missing.`);
  if (!existsSync(`${dist}/index.html`)) throw new Error('Build the app first: npm run build (npm run e2e does).');

  const server = url ? { url, close: async () => {} } : await serveStatic(dist);
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
  });
  const context = await browser.newContext({ viewport, colorScheme, deviceScaleFactor: 1 });
  const page = await context.newPage();

  const errors = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && !allowedErrors?.test(message.text())) errors.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => errors.push(`page: ${error.message}`));

  let serving = true;
  const stopServer = async () => {
    if (serving) await server.close();
    serving = false;
  };
  checkAtEnd(t, () => (errors.length ? [`console errors:\n${errors.join('\n')}`] : []));
  closeBrowserAtEnd(t, () => browser.close());
  stopServerAtEnd(t, stopServer);

  return {
    page,
    context,
    url: server.url,
    errors,
    /** Cuts the network: the server stops (for offline tests). */
    stopServer,
    /** Opens an address of the app: go('#/dice?expr=2d6'). */
    go: (hash = '#/') => page.goto(server.url + hash),
    /**
     * Writes web/e2e/screenshots/NAME.png: the 390x844 screen as the player sees it (a full-page
     * picture would draw the fixed top and bottom bars part-way down); `at`: scroll to it first.
     */
    shot: async (name, { at } = {}) => {
      mkdirSync(screenshots, { recursive: true });
      if (at) await at.evaluate((el) => el.scrollIntoView({ block: 'start' }));
      return page.screenshot({ path: `${screenshots}${name}.png` });
    },
  };
}
