import assert from 'node:assert/strict';
import { test } from 'node:test';
import { openApp } from './harness.mjs';

const dirs = '(north|south|east|west|north-east|north-west|south-east|south-west)';
const placed = String.raw`(At \([\d.]+, [\d.]+\)|Traced along the table edge to \([\d.]+, [\d.]+\)(, arriving having acted)?)\.`;
// A session starts with the map by default, so a spotted unit's distance is rolled and it is placed, or not seen behind the line.
const gave = new RegExp(String.raw`^(Turn \d+ begins\. )?(A player unit acts: the players choose which\.|Enemy #\d+, \w+ [\w ]+, acts\.|` +
  String.raw`Enemy spotted: #\d+, \w+ [\w ]+, \d+ inches away to the ${dirs}(, and an enemy general \(#\d+\) with it)?\. ${placed}|` +
  String.raw`Enemy seen to the ${dirs}, behind your line: \w+ [\w ]+ that does not appear\.)$`);

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

test('a Patrol session places each enemy on a map of the table (XII.B)', async (t) => {
  const app = await openApp(t);
  const { page } = app;
  await freshSession(app, 'patrol');
  // The default: a 72 x 48 inch table and a line from (0, 10) up to (36, 12) and back to (72, 10).
  assert.equal(await page.getByLabel('Your front line').inputValue(), '0,10 36,12 72,10');
  await page.getByRole('button', { name: 'Start the session' }).click();
  await page.getByText('Nothing yet: press Initiative.').waitFor();
  assert.equal(await page.locator('.patrol-map .front-line').count(), 1);

  const roll = page.locator('.patrol-roll');
  /** One press, its rolls typed in turn. */
  const typedPress = async (rolls) => {
    await answer(page, page.getByRole('button', { name: 'Initiative' }));
    for (const faces of rolls) {
      await page.getByLabel('Faces, in the order rolled').fill(faces);
      await answer(page, roll.getByRole('button', { name: 'Roll' }));
    }
  };
  await page.getByRole('button', { name: 'Initiative' }).click();
  await roll.waitFor();
  await page.getByText('I rolled').click();
  await answer(page, page.getByRole('button', { name: 'Undo' }));

  // d4 = 1 a player unit; 6 spots; 3 + 4 infantry; 3 a soldier; 2 the north-east; 1+2+3+4 + 6 =
  // 16 inches from (36, 12): (36 + 16 x 0.7071, 12 + 16 x 0.7071) = (47.3, 23.3), with a general.
  await typedPress(['1', '6', '3 4', '3', '2', '1 2 3 4']);
  assert.equal(await page.locator('.press-result').innerText(),
    'Enemy spotted: #1, soldier infantry, 16 inches away to the north-east, and an enemy general (#2) with it. At (47.3, 23.3).');
  // d6 (4 players, 2 enemy) = 1; 6 spots; 1 + 1 headquarters; 4; 3 the east; six 6s + 12 = 48
  // inches: 36 to the right edge at (72, 12), the other 12 up it to (72, 24).
  await typedPress(['1', '6', '1 1', '4', '3', '6 6 6 6 6 6']);
  assert.match(await page.locator('.press-result').innerText(), /Traced along the table edge to \(72, 24\)\.$/);
  // d8 = 1; 6 spots; infantry; 4 the south-east: behind a line falling back 2 inches in 36.
  await typedPress(['1', '6', '3 4', '3', '4']);
  assert.equal(await page.locator('.press-result').innerText(),
    'Enemy seen to the south-east, behind your line: soldier infantry that does not appear.');

  // The infantry #1 and its general #2 at (47.3, 23.3), the headquarters #3 (two units call for
  // one general, already there) at (72, 24); nothing for the third press.
  const marks = page.locator('.patrol-map .enemy-mark');
  assert.deepEqual(await marks.evaluateAll((gs) => gs.map((g) => g.getAttribute('data-id'))), ['1', '2', '3']);
  assert.equal(await page.locator('.patrol-map .enemy-mark[data-id="3"] circle').getAttribute('cx'), '72');
  assert.equal(await page.locator('.patrol-map .enemy-mark[data-id="3"] circle').getAttribute('cy'), '24');
  await app.shot('patrol-map-light', { at: page.locator('.patrol-map') });

  // The line moves forward; the map follows.
  await page.getByText('Your line has moved').click();
  await page.getByLabel('Its points, x,y in inches, left to right').fill('0,20 36,24 72,20');
  await answer(page, page.getByRole('button', { name: 'Move' }));
  assert.equal(await page.locator('.patrol-map .front-line').getAttribute('points'), '0,28 0,28 36,24 72,28 72,28');
});

test('a unit splits and units join on their initiative (IV.A)', async (t) => {
  const app = await openApp(t);
  const { page } = app;
  await freshSession(app, 'patrol');
  await page.getByRole('button', { name: 'Start the session' }).click();
  await page.getByText('Nothing yet: press Initiative.').waitFor();
  const roll = page.locator('.patrol-roll');
  const typedPress = async (rolls) => {
    await answer(page, page.getByRole('button', { name: 'Initiative' }));
    for (const faces of rolls) {
      if (await page.getByText('I rolled').isVisible()) await page.getByText('I rolled').click();
      await page.getByLabel('Faces, in the order rolled').fill(faces);
      await answer(page, roll.getByRole('button', { name: 'Roll' }));
    }
  };
  /** Opens the split-or-join part (a press closes it: the choices wait for the press's rolls). */
  const splitOrJoin = async () => {
    const part = page.locator('details.patrol-other', { has: page.locator('summary', { hasText: 'A unit splits or joins another' }) });
    if ((await part.getAttribute('open')) === null) await part.locator('summary').click();
    return part;
  };
  const line = page.locator('.session-line');
  const told = page.locator('.press-result');

  // Before any initiative nothing may split or join.
  await (await splitOrJoin()).getByText('on its own initiative: press Initiative').waitFor();

  // d4 (four player units) = 1, a player unit; the spot die 1 sees nothing. That unit splits in three.
  await typedPress(['1', '1']);
  let part = await splitOrJoin();
  await part.getByLabel('Into how many units').fill('1');
  await part.getByRole('button', { name: 'Split' }).click();
  await part.locator('.field-error', { hasText: 'a unit splits into 2 or more units, not 1' }).waitFor();
  assert.match(await line.innerText(), /4 player units \(1 acted\)/, 'a refused split changes nothing');
  await part.getByLabel('Into how many units').fill('3');
  await answer(page, part.getByRole('button', { name: 'Split' }));
  assert.match(await line.innerText(), /6 player units \(1 acted\)/);
  assert.equal(await told.innerText(),
    'A player unit splits into 3: one part acts on this initiative, 2 new units wait for their own (6 player units, 1 acted).');
  await app.shot('patrol-split-light', { at: page.locator('.press-result') });

  // d5 (five waiting) = 1, a player unit, nothing seen: it joins a unit that has acted.
  await typedPress(['1', '1']);
  part = await splitOrJoin();
  await part.locator('label', { hasText: 'It joins another' }).click();
  await part.getByLabel('Who joins whom').selectOption({ label: 'A player unit joins one that has acted' });
  await app.shot('patrol-join-form-light', { at: part });
  await answer(page, part.getByRole('button', { name: 'Join' }));
  assert.match(await line.innerText(), /5 player units \(1 acted\)/);
  assert.match(await told.innerText(), /^A player unit joins another, which had acted: only the joining figures act/);

  // d4 = 1; 6 spots; 3 + 4 infantry, 3 a soldier, 1 the north, 4 dice of 1: #1 and its general #2.
  await typedPress(['1', '6', '3 4', '3', '1', '1 1 1 1']);
  // d6 (four players, #1, #2) = 5: enemy #1 acts, and splits in two: #3 waits.
  await typedPress(['5']);
  part = await splitOrJoin();
  await part.getByLabel('The unit that splits').selectOption({ label: 'Enemy #1 splits' });
  await part.getByLabel('Into how many units').fill('2');
  await answer(page, part.getByRole('button', { name: 'Split' }));
  assert.equal(await told.innerText(), 'Enemy #1 splits into 2: #1 acts on this initiative, #3 waits for its own.');
  assert.deepEqual(await page.locator('.enemy-list li').allInnerTexts(),
    ['#1 soldier infantry at (36, 22), has acted', '#2 elite general at (36, 22)', '#3 soldier infantry at (36, 22)']);
  // d6 = 6: #3 acts, and joins #1 again, which has acted: only #3's figures act.
  await typedPress(['6']);
  part = await splitOrJoin();
  await part.locator('label', { hasText: 'It joins another' }).click();
  await part.getByLabel('Who joins whom').selectOption({ label: 'Enemy #3 joins enemy #1' });
  await answer(page, part.getByRole('button', { name: 'Join' }));
  assert.equal(await told.innerText(),
    'Enemy #3 joins #1, which had acted: only the joining figures act, and the combined unit is done for the turn.');
  assert.equal(await page.locator('.enemy-list li').count(), 2);
  const history = page.getByRole('list', { name: 'History' }).locator('li[data-kind="merge"] strong');
  assert.equal(await history.count(), 2, 'both joins are in the history, told in words');
  await app.shot('patrol-join-light');

  // Undo takes the join back.
  await answer(page, page.getByRole('button', { name: 'Undo' }));
  assert.equal(await page.locator('.enemy-list li').count(), 3);
});
