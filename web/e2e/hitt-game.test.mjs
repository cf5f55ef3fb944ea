// Hordes in the Trenches in the browser: the assault on the trench drawn on the map at phone
// size, and an order given by a person against the AI, listed with its PIP cost.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { openApp } from './harness.mjs';
import { logLength, settled, startGame } from './game-helpers.mjs';

for (const colorScheme of ['light', 'dark']) test(`the trench assault: its map, and a line of rifles ordered forward (${colorScheme})`, async (t) => {
  const app = await openApp(t, { colorScheme });
  const { page } = app;
  await startGame(app, { scenario: 'hitt/trench-assault.yaml', players: ['person', 'ai'], seed: 5 });
  // 14 British and 16 German elements stand on the table; the two barrages wait off it.
  await page.locator('g.unit').first().waitFor();
  assert.equal(await page.locator('g.unit').count(), 30);
  assert.equal(await page.locator('g.unit.side-0').count(), 14);
  // The trench, the wire and the ruins are drawn with the rest of the terrain.
  for (const kind of ['trench', 'barbed-wire', 'ruins', 'rough', 'woods', 'hill']) {
    assert.ok(await page.locator(`.terrain-${kind}`).count() > 0, `${kind} drawn`);
  }
  // The Germans defend and take the first bound (the AI's); then the British spend their PIPs.
  await page.getByText(/British: \d PIPs? to spend/).waitFor({ timeout: 60_000 });
  const before = await settled(page);
  await app.shot(`hitt-assault-start-${colorScheme}`);
  await page.locator('[aria-label="Units with orders due"] button', { hasText: /^1st Rifles$/ }).click();
  const orders = page.locator('ul.orders[aria-label="Orders for 1st Rifles"] button');
  await orders.first().waitFor();
  const labels = await orders.allTextContents();
  assert.ok(labels.some((l) => /^the line of 10 with 1st Rifles advances \d+p, 1 PIP/.test(l)), labels.join(' | '));
  await app.shot(`hitt-assault-orders-${colorScheme}`);
  await orders.filter({ hasText: /^the line of 10/ }).click();
  assert.ok((await settled(page)) > before);
  await app.shot(`hitt-assault-advanced-${colorScheme}`);
});
