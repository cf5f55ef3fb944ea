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

  // A calculator works offline too: the engine's wasm comes from the cache and answers.
  // 2d6 totals 7 in 6 of 36 ways = 16.67%.
  await app.page.getByRole('link', { name: 'Dice', exact: true }).click();
  await app.page.getByLabel('Dice expression').fill('2d6');
  const seven = app.page.getByRole('row').filter({ has: app.page.getByRole('rowheader', { name: '7', exact: true }) }).first();
  await seven.waitFor();
  assert.match(await seven.innerText(), /^7\t16\.67%/);
  await app.shot('dice-offline');

  // And a rule set's calculator: hun.morale, a soldier passes on 7+ on 2D6: 21/36 = 58.33%.
  await app.go('#/calc/hun/morale');
  const answer = app.page.getByRole('region', { name: 'Answer' });
  await answer.waitFor();
  assert.match(await answer.innerText(), /Chance\s+58\.33%/);
  await app.shot('calc-hun-morale-offline');
});
