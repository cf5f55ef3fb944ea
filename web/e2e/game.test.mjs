import assert from 'node:assert/strict';
import { test } from 'node:test';
import { answerOne, engineCall, logLength, settled, startGame, storedRecord, turnShown } from './game-helpers.mjs';
import { openApp } from './harness.mjs';

test('two turns of the brigade action against the AI, with an undo', async (t) => {
  const app = await openApp(t);
  const { page } = app;
  await startGame(app, { scenario: 'mininap/brigade-action.yaml', players: ['person', 'ai'], seed: 7 });
  assert.equal(await turnShown(page), 1);
  await app.shot('game-brigade-start');

  // Answer for the French until turn 3 starts; undo once along the way.
  let undone = false;
  for (let step = 0; step < 400 && (await turnShown(page)) < 3; step++) {
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

  // A stand is drawn where the state puts it: the stored save, read by the engine in node.
  const record = await storedRecord(page);
  assert.equal(record.turn, 3);
  const opened = await engineCall('game.import', { save_base64: record.save_base64 });
  const { state } = await engineCall('game.state', { game: opened.game });
  const unit = state.units.find((u) => !u.removed && u.side === 1);
  const drawn = await page.locator(`g.unit[data-unit="${unit.name}"] polygon.stand`).first().getAttribute('points');
  const expected = unit.stands[0].map(([x, y]) => [x, 40 - y]);
  const got = drawn.split(' ').map((p) => p.split(',').map(Number));
  for (let i = 0; i < 4; i++) {
    assert.ok(Math.abs(got[i][0] - expected[i][0]) < 1e-6 && Math.abs(got[i][1] - expected[i][1]) < 1e-6, `corner ${i} of ${unit.name}`);
  }
  await app.shot('game-brigade-turn-3');

  // A reload continues the game from the store.
  const length = await logLength(page);
  await page.reload();
  await page.locator('[data-testid="turn"]').waitFor();
  assert.equal(await turnShown(page), 3);
  assert.equal(await settled(page), length);
});

for (const colorScheme of ['light', 'dark']) {
  test(`the corps battle's map draws all 94 units (${colorScheme})`, async (t) => {
    const app = await openApp(t, { colorScheme });
    const { page } = app;
    await startGame(app, { scenario: 'mininap/corps-meeting.yaml', players: ['person', 'person'], seed: 1 });
    await page.locator('g.unit').first().waitFor();
    assert.equal(await page.locator('g.unit').count(), 94);
    await app.shot(`map-corps-out-${colorScheme}`);
    for (let i = 0; i < 3; i++) await page.getByRole('button', { name: 'Zoom in' }).click();
    await app.shot(`map-corps-in-${colorScheme}`);
  });

  test(`the brigade action's map at phone size (${colorScheme})`, async (t) => {
    const app = await openApp(t, { colorScheme });
    const { page } = app;
    await startGame(app, { scenario: 'mininap/brigade-action.yaml', players: ['person', 'person'], seed: 3 });
    assert.equal(await page.locator('g.unit').count(), 12);
    await app.shot(`map-brigade-out-${colorScheme}`);
    await page.getByRole('button', { name: 'Zoom in' }).click();
    await page.getByRole('button', { name: 'Zoom in' }).click();
    await app.shot(`map-brigade-in-${colorScheme}`);
  });
}
