import assert from 'node:assert/strict';
import { test } from 'node:test';
import { answerOne, logLength, settled, startGame, storedRecord, turnShown } from './game-helpers.mjs';
import { openApp } from './harness.mjs';

test('two turns of the brigade action against the cautious AI, with an undo', async (t) => {
  const app = await openApp(t);
  const { page } = app;
  await app.go('#/games');
  await page.locator('#field-scenario').selectOption('mininap/brigade-action.yaml');
  await page.locator('#field-ai-style').waitFor();
  await app.shot('game-new-ai-style');
  await startGame(app, { scenario: 'mininap/brigade-action.yaml', players: ['person', 'ai'], seed: 7, aiStyle: 'cautious' });
  assert.equal(await turnShown(page), 1);
  // Before anyone moves, each unit's front edge is centred where the scenario puts it (x, y in
  // cm, y up the 40 cm table, so drawn at 40 - y): General Molitor at (30, 5), IR 44 at (36, 28).
  for (const [name, x, y] of [['General Molitor', 30, 5], ['IR 44 Bellegarde', 36, 28]]) {
    const front = page.locator(`g.unit[data-unit="${name}"] line.front`).first();
    const [x1, y1, x2, y2] = await Promise.all(['x1', 'y1', 'x2', 'y2'].map(async (a) => Number(await front.getAttribute(a))));
    const stands = await page.locator(`g.unit[data-unit="${name}"] line.front`).count();
    if (stands === 1) {
      assert.ok(Math.abs((x1 + x2) / 2 - x) < 1e-6 && Math.abs((y1 + y2) / 2 - (40 - y)) < 1e-6, `${name}'s front edge at (${x}, ${y})`);
    }
  }
  await app.shot('game-brigade-start');

  // Answer for the French until turn 3 starts; undo once along the way.
  let undone = false;
  let ordersShot = false;
  for (let step = 0; step < 400 && (await turnShown(page)) < 3; step++) {
    const due = page.locator('[aria-label="Units with orders due"] button');
    if (!ordersShot && (await due.count()) + (await page.locator('.orders button').count()) > 0) {
      // A unit's orders with their odds, and its marks on the map.
      if (!(await page.locator('.orders button').count())) await due.first().click();
      await page.locator('.orders button').first().waitFor();
      await app.shot('game-brigade-orders');
      await app.shot('game-brigade-orders-list', { at: page.locator('.orders') });
      ordersShot = true;
    }
    const before = await logLength(page);
    const turn = await turnShown(page);
    const after = await answerOne(page);
    assert.ok(after > before, `the log grows (${before} -> ${after})`);
    if (!undone && turn === 1 && after >= 4) {
      await page.getByRole('button', { name: 'Undo' }).click();
      await page.waitForFunction((n) => !document.querySelector('.event-log summary').textContent.includes(`(${n} answers)`), after);
      const back = await settled(page);
      assert.ok(back < after, `undo shrinks the log (${after} -> ${back})`);
      assert.equal(await turnShown(page), 1);
      await page.getByRole('button', { name: 'Redo' }).click();
      await page.waitForFunction((n) => document.querySelector('.event-log summary').textContent.includes(`(${n} answers)`), after);
      undone = true;
    }
  }
  assert.ok(undone, 'an undo was made');
  assert.equal(await turnShown(page), 3);

  // Every event of the log is listed, and what the last answers did is told in words.
  const listed = await page.locator('.event-log li').count();
  assert.equal(listed, await logLength(page));

  const record = await storedRecord(page);
  assert.equal(record.turn, 3);
  assert.equal(record.ai_style, 'cautious');
  await app.shot('game-brigade-turn-3');

  // Each of the AI's decisions says why it chose it.
  const aiDecisions = await page.locator('.event-log li:has-text("Austrians:")').count();
  const reasons = await page.locator('.event-log li:has-text("Austrians:") .event-why').count();
  assert.ok(aiDecisions > 0, 'the AI decided something');
  assert.equal(reasons, aiDecisions, "every one of the AI's decisions gives its reason");
  await page.locator('.event-log summary').click();
  await page.locator('.event-log .event-why').last().scrollIntoViewIfNeeded();
  await app.shot('game-brigade-ai-reasons');

  // A reload continues the game from the store.
  const length = await logLength(page);
  await page.reload();
  await page.locator('[data-testid="turn"]').waitFor();
  assert.equal(await turnShown(page), 3);
  assert.equal(await settled(page), length);
});

// Text p22: the player moves his units in the order he likes. In a manoeuvre phase the first
// unit's orders are shown, with a button for each other unit still to move.
test('the player chooses which unit manoeuvres next', async (t) => {
  const app = await openApp(t);
  const { page } = app;
  await startGame(app, { scenario: 'mininap/brigade-action.yaml', players: ['person', 'ai'], seed: 7 });
  const firstInstead = page.locator('[aria-label="Another unit first"] button');
  for (let step = 0; step < 100 && !(await firstInstead.count()); step++) await answerOne(page);
  const heading = page.locator('[aria-label="The decision due"] .section-title');
  const first = (await heading.textContent()).replace('Orders for ', '');
  const chosen = await firstInstead.last().textContent();
  assert.notEqual(chosen, first);
  await app.shot('game-move-order', { at: page.locator('[aria-label="The decision due"]') });
  const before = await logLength(page);
  await firstInstead.last().click();
  await page.waitForFunction((n) => document.querySelector('.event-log summary').textContent.includes(`(${n + 1} answers)`), before);
  assert.equal(await heading.textContent(), `Orders for ${chosen}`);
  assert.ok((await page.locator('[aria-label="The decision due"] p strong').first().textContent()).includes(`${chosen} holds, moves`));
  // The unit brought forward must now be given its order: no other may go first.
  assert.equal(await firstInstead.count(), 0);
  await app.shot('game-move-order-chosen', { at: page.locator('[aria-label="The decision due"]') });
});

for (const colorScheme of ['light', 'dark']) {
  test(`the corps battle's map draws all 94 units (${colorScheme})`, async (t) => {
    const app = await openApp(t, { colorScheme });
    const { page } = app;
    await startGame(app, { scenario: 'mininap/corps-meeting.yaml', players: ['person', 'person'], seed: 1 });
    await page.locator('g.unit').first().waitFor();
    assert.equal(await page.locator('g.unit').count(), 94);
    await app.shot(`map-corps-out-${colorScheme}`);
    const stand = await page.locator('g.unit.side-1 polygon.stand').nth(20).boundingBox();
    await page.mouse.click(stand.x + stand.width / 2, stand.y + stand.height / 2);
    await page.locator('g.unit.selected').waitFor();
    for (let i = 0; i < 3; i++) await page.getByRole('button', { name: 'Zoom in' }).click();
    await app.shot(`map-corps-in-${colorScheme}`);
  });

  test(`the brigade action's map at phone size (${colorScheme})`, async (t) => {
    const app = await openApp(t, { colorScheme });
    const { page } = app;
    await startGame(app, { scenario: 'mininap/brigade-action.yaml', players: ['person', 'person'], seed: 3 });
    assert.equal(await page.locator('g.unit').count(), 12);
    await app.shot(`map-brigade-out-${colorScheme}`);
    // A tap on a unit selects it; the zoom buttons then keep it in view.
    const front = await page.locator('g.unit[data-unit="IR 44 Bellegarde"] polygon.stand').first().boundingBox();
    await page.mouse.click(front.x + front.width / 2, front.y + front.height / 2);
    await page.locator('g.unit.selected[data-unit="IR 44 Bellegarde"]').waitFor();
    // Its zones of fire (one ahead of each stand of its line) and its move and charge rings.
    assert.equal(await page.locator('.reach-zones polygon.fire-zone').count(), 2);
    assert.equal(await page.locator('.reach-zones circle').count(), 2);
    assert.match(await page.getByTestId('reach-caption').textContent(), /IR 44 Bellegarde, shaded: where it could fire; ring: its move of 4 cm; dotted ring: its charge of 5 cm/);
    // How it stands, in the engine's words, under the map: 12 cm from its own edge (y 28 of 40).
    const note = page.locator('[aria-label="How IR 44 Bellegarde stands"]');
    assert.match(await note.textContent(), /^IR 44 Bellegarde line-infantry, line, 5\/5 SP; nearest enemy [^:]+: \d+\.\d cm at \d+ o'clock; Muehlbach 4\.0 cm at 11 o'clock; table edge 12\.0 cm at 6 o'clock$/);
    await app.shot(`unit-note-${colorScheme}`, { at: note });
    // The whole table in words, folded away until asked for.
    await page.locator('details.table-words summary').click();
    assert.match(await page.locator('details.table-words pre').textContent(), /Austrians: 6 of 6 units on the table/);
    await app.shot(`table-words-${colorScheme}`, { at: page.locator('details.table-words') });
    await page.locator('details.table-words summary').click();
    await page.getByRole('button', { name: 'Zoom in' }).click();
    await page.getByRole('button', { name: 'Zoom in' }).click();
    const box = await page.locator('svg.table-map-svg').boundingBox();
    const after = await page.locator('g.unit[data-unit="IR 44 Bellegarde"] polygon.stand').first().boundingBox();
    assert.ok(after.y > box.y && after.y + after.height < box.y + box.height, 'the selected unit stays in view');
    await app.shot(`map-brigade-in-${colorScheme}`);
  });
}
