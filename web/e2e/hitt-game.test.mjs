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
  // The Germans defend and take the first bound (the AI's); the British player rolls his own
  // PIP die (the AI rolls only its side's dice), then spends the PIPs.
  await page.getByText("bound 2: British's PIP die").waitFor({ timeout: 60_000 });
  await page.getByRole('button', { name: 'Roll', exact: true }).click();
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

for (const colorScheme of ['light', 'dark']) test(`the meeting engagement: who defends by typed dice, then a village placed in the terrain sequence and drawn there (${colorScheme})`, async (t) => {
  const app = await openApp(t, { colorScheme });
  const { page } = app;
  await startGame(app, { scenario: 'hitt/meeting-engagement.yaml', players: ['person', 'person'], seed: 5 });
  // Only the road lies on the table: the woods, the village, the hill and the meadows wait to be placed.
  await page.locator('.terrain-road').first().waitFor();
  assert.equal(await page.locator('.terrain-built-up-area').count(), 0);
  await page.getByText('I rolled').click();
  await page.getByLabel('Faces, in the order rolled').fill('2 5');  // the French roll lower and defend
  await page.getByRole('button', { name: 'Roll', exact: true }).click();
  await page.getByText('Terrain: Germans may place a piece or pass').waitFor();
  await app.shot(`hitt-terrain-choice-${colorScheme}`);
  await page.locator('[aria-label="Units with orders due"] button', { hasText: /^Haelen$/ }).click();
  const placings = page.locator('ul.orders[aria-label="Orders for Haelen"] button');
  await placings.filter({ hasText: /^place Haelen at \(1600, 1200\)p: the middle of the table, centre as the French look$/ }).click();
  await page.locator('.terrain-built-up-area').waitFor();
  // The village's middle is now the table's middle (16 by 12 inches of a 32 by 24 table).
  const box = await page.locator('.terrain-built-up-area').boundingBox();
  const table = await page.locator('rect.table-top').boundingBox();
  assert.ok(Math.abs(box.x + box.width / 2 - (table.x + table.width / 2)) < 2, 'centred across');
  assert.ok(Math.abs(box.y + box.height / 2 - (table.y + table.height / 2)) < 2, 'centred up the table');
  // Then the French may place or pass: passing is a button of its own.
  await page.getByText('Terrain: French may place a piece or pass').waitFor();
  await page.locator('[aria-label="Units with orders due"] button', { hasText: 'place no terrain this time' }).waitFor();
  await app.shot(`hitt-terrain-placed-${colorScheme}`);
});
