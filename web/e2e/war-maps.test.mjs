// 1418 and Mukden to Megiddo on the map at phone size: 1418's trench assault against the AI
// with its platoons drawn, a company's candidate arrow tapped to give its order, the orders
// sealed and the bound told in words; and an m2m brigade action with its units and HQ stands drawn.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { openApp } from './harness.mjs';
import { logLength, settled, startGame } from './game-helpers.mjs';

/** Taps the middle of an element of the map (the map takes the pointer, not the element). */
async function tapOn(page, locator) {
  await page.locator('.table-map').evaluate((el) => el.scrollIntoView({ block: 'start' }));
  const box = await locator.boundingBox();
  assert.ok(box, 'on the screen');
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
}

/** Waits for an answer to be logged after `before`, and for the page to settle. */
async function answered(page, before) {
  await page.waitForFunction((n) => {
    const m = document.querySelector('.event-log summary')?.textContent?.match(/\((\d+) answers\)/);
    return m && Number(m[1]) > n;
  }, before, { timeout: 60_000 });
  return settled(page);
}

for (const colorScheme of ['light', 'dark']) test(`1418's trench assault: platoons on the map, an order given by its arrow, the bound told (${colorScheme})`, async (t) => {
  const app = await openApp(t, { colorScheme });
  const { page } = app;
  await startGame(app, { scenario: '1418/trench-assault.yaml', players: ['person', 'ai'], seed: 7 });
  // The scenario's platoons: the British 1st Essex (its HQ, A, B and C Coy of 3, 2 Vickers),
  // 3 batteries and 3 tanks: 18; the Germans' Bataillonsstab, 5. and 6. Kompanie of 3, 2 MGs and a battery: 10.
  await page.locator('g.unit').first().waitFor({ timeout: 60_000 });
  assert.equal(await page.locator('g.unit.side-0').count(), 18);
  assert.equal(await page.locator('g.unit.side-1').count(), 10);
  for (const kind of ['defensible', 'fortification', 'rough', 'objective']) {
    assert.ok(await page.locator(`.terrain-${kind}`).count() > 0, `${kind} drawn`);
  }
  await page.locator('section[aria-label="Sealed orders"]').waitFor();
  await settled(page);
  await app.shot(`war-maps-1418-start-${colorScheme}`);
  // Against the AI the phone offers only the British orders, open at once: the Germans' are the AI's.
  assert.equal(await page.getByRole('button', { name: /Germans' orders/ }).count(), 0);

  // The High Commands: the Essex advance; the guns bombard, chosen by a tap on a circle's centre.
  let before = await logLength(page);
  await page.locator('ul.orders button', { hasText: /^1st Essex: advance$/ }).click();
  before = await answered(page, before);
  const circles = page.locator('g.order.candidate.kind-bombard');
  await circles.first().waitFor();
  assert.ok((await circles.count()) >= 4, 'a circle on each German company');
  await app.shot(`war-maps-1418-bombard-${colorScheme}`, { at: page.locator('.table-map') });
  await tapOn(page, circles.last().locator('.order-end'));
  before = await answered(page, before);
  assert.match(await page.locator('.event-log li').last().textContent(), /17th Bde RFA: bombard the circle at/);
  // Written, the bombardment stays on the map as a circle.
  await page.locator('g.order.written.kind-bombard').waitFor();

  // Now the Low Commands, company by company: select A Coy by a tap on one of its platoons and
  // give it the first move its arrows offer, by a tap on that arrow's end.
  for (let step = 0; step < 10 && !(await page.locator('ul.orders[aria-label="Orders for A Coy"]').count()); step++) {
    await page.locator('ul.orders button').first().click();
    before = await answered(page, before);
  }
  await tapOn(page, page.locator('g.unit[data-unit="A2"] .stand'));
  await page.locator('ul.orders[aria-label="Orders for A Coy"]').waitFor();
  const arrows = page.locator('g.order.candidate.kind-move');
  await arrows.first().waitFor();
  await app.shot(`war-maps-1418-arrows-${colorScheme}`, { at: page.locator('.table-map') });
  const number = Number(await arrows.first().getAttribute('data-number'));
  const label = await arrows.first().locator('title').textContent();
  await tapOn(page, arrows.first().locator('.order-end'));
  before = await answered(page, before);
  assert.equal(await page.locator('.event-log li').last().textContent(), `British: ${label} (sealed, bound 1)`);
  assert.ok(number > 0);
  await page.locator('g.order.written.kind-move').waitFor();

  // Seal: the companies left stay put; the AI has written the Germans'; the bound is fought,
  // told as it goes, the British rolling their own platoons' dice, until bound 2's orders open.
  await page.getByRole('button', { name: /^Seal my orders/ }).click();
  const told = page.locator('section[aria-label="The last bound"]');
  const roll = page.getByRole('button', { name: 'Roll', exact: true });
  const round2 = page.locator('section[aria-label="Sealed orders"]', { hasText: 'bound 2' });
  for (let rolls = 0; !(await round2.count()); rolls++) {
    assert.ok(rolls < 40, 'bound 1 ends');
    await roll.or(round2).first().waitFor({ timeout: 60_000 });
    if (await round2.count()) break;
    if (rolls === 0) {
      assert.equal(await told.locator('h2').textContent(), 'Bound 1 so far');
      await app.shot(`war-maps-1418-fighting-${colorScheme}`, { at: told });
    }
    before = await logLength(page);
    await roll.click();
    before = await answered(page, before);
  }
  assert.equal(await told.locator('h2').textContent(), 'What bound 1 did');
  const lines = await told.locator('li').allTextContents();
  assert.match(lines[0], /^\(#\) bound 1: \d+ platoons? marked as moving$/);
  assert.ok(lines.some((l) => l.startsWith('(1) bombardments')), lines.join(' | '));
  await settled(page);
  await app.shot(`war-maps-1418-told-${colorScheme}`, { at: told });
});

/** Drags from the middle of `locator` by (dx, dy) pixels, and gives what the map says it would
 * order just before letting go (taking screenshot `shot` then, if named). */
async function dragBy(app, locator, dx, dy, shot) {
  const { page } = app;
  await page.locator('.table-map').evaluate((el) => el.scrollIntoView({ block: 'start' }));
  const box = await locator.boundingBox();
  assert.ok(box, 'on the screen');
  const [x, y] = [box.x + box.width / 2, box.y + box.height / 2];
  await page.mouse.move(x, y);
  await page.mouse.down();
  for (let step = 1; step <= 5; step++) await page.mouse.move(x + (dx * step) / 5, y + (dy * step) / 5);
  const caption = await page.getByTestId('drag-caption').textContent();
  if (shot) await app.shot(shot, { at: page.locator('.table-map') });
  await page.mouse.up();
  return caption;
}

test("1418: an order's arrow or circle dragged on the map gives it where it is let go, with the options switched on", async (t) => {
  const app = await openApp(t);
  const { page } = app;
  await startGame(app, { scenario: '1418/trench-assault.yaml', players: ['person', 'ai'], seed: 7 });
  await page.locator('section[aria-label="Sealed orders"]').waitFor({ timeout: 60_000 });
  let before = await settled(page);
  await page.locator('ul.orders button', { hasText: /^1st Essex: advance$/ }).click();
  before = await answered(page, before);
  await page.locator('.map-caption', { hasText: 'or drag it to give the order where you let go' }).waitFor();

  // The guns' circle, dragged 30 px left of a German company: bombarded where it was let go.
  const circle = page.locator('g.order.candidate.kind-bombard').last();
  await circle.waitFor();
  const said = await dragBy(app, circle.locator('.order-end'), -30, 0);
  const [, x, y] = said.match(/^Let go to order: bombard at \((\d+\.\d), (\d+\.\d)\)$/) ?? [];
  assert.ok(x && y, said);
  before = await answered(page, before);
  assert.match(await page.locator('.event-log li').last().textContent(), new RegExp(`17th Bde RFA: bombard the circle at \\(${x}, ${y}\\)`));

  // A Coy's first move arrow, its end dragged back toward the company: a shorter move, to the point let go.
  for (let step = 0; step < 10 && !(await page.locator('ul.orders[aria-label="Orders for A Coy"]').count()); step++) {
    await page.locator('ul.orders button').first().click();
    before = await answered(page, before);
  }
  await tapOn(page, page.locator('g.unit[data-unit="A2"] .stand'));
  // Ruling 40's option, switched on first: the move is given with no second rank in melee.
  const noSecondRank = page.getByRole('checkbox', { name: 'No second rank in melee (ruling 40)' });
  await noSecondRank.check();
  await app.shot('war-maps-1418-order-option');
  const arrow = page.locator('g.order.candidate.kind-move').first();
  await arrow.waitFor();
  const end = await arrow.locator('.order-end').boundingBox();
  const start = await arrow.locator('.order-shaft').boundingBox();
  const toward = [(start.x + start.width / 2 - end.x) / 3, (start.y + start.height / 2 - end.y) / 3];
  const moveSaid = await dragBy(app, arrow.locator('.order-end'), toward[0], toward[1], 'war-maps-1418-dragging');
  const [, mx, my] = moveSaid.match(/^Let go to order: move to \((\d+\.\d), (\d+\.\d)\), \d+\.\d cm$/) ?? [];
  assert.ok(mx && my, moveSaid);
  before = await answered(page, before);
  assert.match(await page.locator('.event-log li').last().textContent(), new RegExp(`^British: .*move to \\(${mx}, ${my}\\), no second rank \\(sealed, bound 1\\)$`));
  await page.locator('g.order.written.kind-move').waitFor();
  await app.shot('war-maps-1418-dragged', { at: page.locator('.table-map') });
});

/** Every stand drawn lies on the table. */
async function assertStandsOnTable(page) {
  const table = await page.locator('rect.table-top').boundingBox();
  for (const stand of await page.locator('g.unit .stand').all()) {
    const b = await stand.boundingBox();
    assert.ok(b.x >= table.x - 1 && b.y >= table.y - 1 && b.x + b.width <= table.x + table.width + 1 && b.y + b.height <= table.y + table.height + 1, 'on the table');
  }
}

for (const colorScheme of ['light', 'dark']) test(`m2m's brigade action: its units and HQ stands drawn on the map (${colorScheme})`, async (t) => {
  const app = await openApp(t, { colorScheme });
  const { page } = app;
  await startGame(app, { scenario: 'm2m/brigade-action.yaml', players: ['person', 'ai'], seed: 7 });
  // The British: a battery and its observer, 5 battalions, the yeomanry and the MG company (9)
  // and 3 HQ stands on the table (the corps HQ is off it); the Ottomans: a battery and its
  // observer, 3 battalions, an MG company and lancers (7) and 3 HQ stands.
  await page.locator('g.unit').first().waitFor({ timeout: 60_000 });
  assert.equal(await page.locator('g.unit.side-0').count(), 12);
  assert.equal(await page.locator('g.unit.side-1').count(), 10);
  for (const kind of ['objective', 'town', 'woods', 'road']) assert.ok(await page.locator(`.terrain-${kind}`).count() > 0, `${kind} drawn`);
  await assertStandsOnTable(page);
  await settled(page);
  await app.shot(`war-maps-m2m-brigade-${colorScheme}`);
});

// The other scenarios' ground, each kind styled, and their units on the table.
const others = [
  { scenario: 'm2m/trench-assault.yaml', kinds: ['trenches', 'no-mans-land', 'wire', 'objective', 'smoke', 'gas'] },
  { scenario: '1418/mobile-1914.yaml', kinds: ['defensible', 'rough', 'impractical', 'objective'] },
];
for (const { scenario, kinds } of others) for (const colorScheme of ['light', 'dark']) test(`${scenario}: its ground and units on the map (${colorScheme})`, async (t) => {
  const app = await openApp(t, { colorScheme });
  const { page } = app;
  await startGame(app, { scenario, players: ['person', 'ai'], seed: 7 });
  await page.locator('g.unit').first().waitFor({ timeout: 60_000 });
  for (const kind of kinds) assert.ok(await page.locator(`.terrain-${kind}`).count() > 0, `${kind} drawn`);
  for (const kind of kinds) {
    const painted = await page.locator(`.terrain-${kind}`).first().evaluate((el) => {
      const style = getComputedStyle(el);
      return style.fill !== 'rgb(0, 0, 0)' || style.stroke !== 'none';
    });
    assert.ok(painted, `${kind} has a style of its own`);
  }
  await assertStandsOnTable(page);
  await settled(page);
  await app.shot(`war-maps-${scenario.replace(/[/.]/g, '-')}-${colorScheme}`);
});
