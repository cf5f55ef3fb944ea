import assert from 'node:assert/strict';
import { test } from 'node:test';
import { openApp } from './harness.mjs';

test('the app opens again with the network cut (service worker precache)', async (t) => {
  const app = await openApp(t);
  await app.go('#/');
  await app.page.getByRole('list', { name: 'Rule sets' }).waitFor();
  // Wait until the service worker has cached everything and controls the page.
  await app.page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller) {
      await new Promise((done) => navigator.serviceWorker.addEventListener('controllerchange', done, { once: true }));
    }
  });
  await app.stopServer();
  await app.context.setOffline(true);
  await app.page.reload();
  await app.page.getByRole('list', { name: 'Rule sets' }).waitFor();
  assert.ok((await app.page.getByRole('list', { name: 'Rule sets' }).getByRole('link').count()) >= 1);
  await app.shot('home-offline');
});
