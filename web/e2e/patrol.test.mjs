import assert from 'node:assert/strict';
import { test } from 'node:test';
import { openApp } from './harness.mjs';

const gave = /^(Turn \d+ begins\. )?(A player unit acts: the players choose which\.|Enemy #\d+, \w+ [\w ]+, acts\.|Enemy spotted: #\d+, \w+ [\w ]+, at least \d dice \+ \d+ inches away to the (north|south|east|west|north-east|north-west|south-east|south-west)(, and an enemy general \(#\d+\) with it)?\.)$/;

/** Opens the session page with nothing kept from an earlier test. */
async function freshSession(app, mode) {
  await app.go(`#/hun/patrol?mode=${mode}`);
  await app.page.evaluate(() => localStorage.clear());
  await app.page.reload();
  await app.page.getByRole('button', { name: 'Start the session' }).waitFor();
}

/** Clicks a button and waits until the game's log has grown (or shrunk): the answer is in. */
async function answer(page, button) {
  const line = page.locator('.session-line');
  const before = await line.getAttribute('data-events');
  await button.click();
  await page.waitForFunction((n) => document.querySelector('.session-line')?.getAttribute('data-events') !== n, before);
}

/** One Initiative press, its rolls answered with digital dice. */
async function press(page) {
  const initiative = page.getByRole('button', { name: 'Initiative' });
  await answer(page, initiative);
  while (!(await initiative.isEnabled())) {
    await answer(page, page.locator('.patrol-roll').getByRole('button', { name: 'Roll' }));
  }
}

test('a Patrol session: ten presses with digital dice, the history, undo, and a reload', async (t) => {
  const app = await openApp(t);
  const { page } = app;
  await freshSession(app, 'patrol');
  await app.shot('patrol-start-light');
  await page.getByRole('button', { name: 'Start the session' }).click();
  await page.getByText('Nothing yet: press Initiative.').waitFor();

  for (let i = 1; i <= 10; i++) {
    await press(page);
    await page.getByRole('heading', { name: `History (${i} ${i === 1 ? 'press' : 'presses'})` }).waitFor();
  }
  const items = page.getByRole('list', { name: 'History' }).locator('li[data-kind="initiative"] strong');
  const history = await items.allInnerTexts();
  assert.equal(history.length, 10);
  for (const line of history) assert.match(line, gave);
  // Every spotted unit is on the table (none has left it).
  const spotted = history.filter((h) => h.includes('Enemy spotted')).length;
  const generals = history.filter((h) => h.includes('enemy general')).length;
  const enemyOnTable = await page.locator('.enemy-list li').count();
  assert.equal(enemyOnTable, spotted + generals);
  // The latest result is shown above the button, as the history's newest line.
  assert.equal(await page.locator('.press-result').innerText(), history[0]);
  await app.shot('patrol-ten-presses-light');

  // Undo takes back the last answer: a roll of the last press, or the press if it had none.
  const rollsOfLast = await page.getByRole('list', { name: 'History' }).locator('li').first().locator('.rolls').count();
  await answer(page, page.getByRole('button', { name: 'Undo' }));
  if (rollsOfLast) {
    await answer(page, page.locator('.patrol-roll').getByRole('button', { name: 'Roll' }));
  } else {
    await page.getByRole('heading', { name: 'History (9 presses)' }).waitFor();
    await press(page);
  }
  await page.getByRole('heading', { name: 'History (10 presses)' }).waitFor();
  const afterUndo = await items.allInnerTexts();
  // The game's digital dice are seeded by the position in the log, so the same roll comes again.
  assert.deepEqual(afterUndo, history);

  // A reload brings the session back, by replaying its log.
  await page.reload();
  await page.getByRole('heading', { name: 'History (10 presses)' }).waitFor();
  assert.deepEqual(await items.allInnerTexts(), history);

  await page.locator('summary', { hasText: /^Score$/ }).click();
  await page.locator('.score-total').waitFor();
  // The four player units all survive (nothing here removes them), 1 point each; the other
  // counts start at 0: 4 x 1 = 4 points.
  assert.match(await page.locator('.score-total').innerText(), /^4 points/);
  await app.shot('patrol-score-light', { at: page.locator('.patrol-score input').last() });
});

test('a Defense session starts, and its spotting roll is 5 or 6', async (t) => {
  const app = await openApp(t, { colorScheme: 'dark' });
  const { page } = app;
  await freshSession(app, 'defense');
  await page.getByRole('heading', { name: 'Defense Mode' }).waitFor();
  assert.equal(await page.getByRole('radio', { name: 'Defense' }).isChecked(), true);
  await app.shot('patrol-start-dark');
  await page.getByRole('button', { name: 'Start the session' }).click();
  await page.getByText('Turn 1').waitFor();
  await page.getByRole('button', { name: 'Initiative' }).click();

  // Four player units wait and no enemy: a d4, every face a player unit.
  const roll = page.locator('.patrol-roll');
  await roll.getByRole('heading', { name: 'Roll 1d4' }).waitFor();
  assert.match(await roll.innerText(), /player\s+100\.00%/);
  await page.getByText('I rolled').click();
  await page.getByLabel('Faces, in the order rolled').fill('2');
  await answer(page, roll.getByRole('button', { name: 'Roll' }));
  // Then the spotting check: new enemy on a 5 or 6 in Defense mode, 2/6.
  await roll.getByRole('heading', { name: 'Roll 1d6' }).waitFor();
  const text = await roll.innerText();
  assert.match(text, /spotted on 5\+/);
  assert.match(text, /spotted\s+33\.33%/);
  await app.shot('patrol-defense-roll-dark');
});
