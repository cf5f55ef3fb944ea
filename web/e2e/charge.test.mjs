import assert from 'node:assert/strict';
import { test } from 'node:test';
import { logLength } from './game-helpers.mjs';
import { openApp } from './harness.mjs';

/** Opens the charge form from the Hun page with nothing kept from an earlier test. */
async function chargeForm(app) {
  await app.go('#/hun');
  await app.page.evaluate(() => localStorage.clear());
  await app.page.getByRole('link', { name: 'A charge in order (IX)' }).click();
  await app.page.getByRole('button', { name: 'Start the charge' }).waitFor();
}

/** Clicks and waits until the log has one more answer. */
async function answered(page, click) {
  const before = await logLength(page);
  await click();
  await page.waitForFunction((n) => {
    const m = document.querySelector('.event-log summary')?.textContent?.match(/\((\d+) answers\)/);
    return m && Number(m[1]) > n;
  }, before, { timeout: 60_000 });
}

const rollSection = (page) => page.getByRole('region', { name: 'The roll due' });

/** Answers the roll due with the die typed in. */
async function typed(page, face) {
  await rollSection(page).getByText('I rolled').click();
  await page.getByLabel('Faces, in the order rolled').fill(String(face));
  await answered(page, () => page.getByRole('button', { name: 'Roll', exact: true }).click());
}

// Four soldiers charge three soldiers with rifles 8 inches away, in the open. By hand: the
// charge move is 6 + 1d3 inches (ruling 11), 7, 8 or 9 a third each, so 33.33% falls short;
// a soldier's morale passes on 7+ with 2D6, 21/36 = 58.33%.
test('a charge on the phone from the Hun page: each step with its chances, typed dice, to its end', async (t) => {
  const app = await openApp(t);
  const { page } = app;
  await chargeForm(app);
  await page.getByLabel('Distance').fill('8');
  await app.shot('charge-form-light');
  await page.getByRole('button', { name: 'Start the charge' }).click();
  await page.waitForFunction(() => location.hash.startsWith('#/game/'), null, { timeout: 60_000 });
  await rollSection(page).waitFor({ timeout: 60_000 });

  const roll = rollSection(page);
  assert.match(await roll.innerText(), /Charge move \(IX 1\): Chargers, 6 \+ 1d3 inches/);
  assert.match((await roll.innerText()).replace(/\s+/g, ' '), /7 inches 33\.33%/);
  await app.shot('charge-move-light');
  await typed(page, 5); // 3 on the d3: 9 inches, contact
  const told = page.getByLabel('What happened');
  await told.getByText('Chargers charge move: 9 inches').waitFor(); // the rule set's words, not the roll's reason

  assert.match(await roll.innerText(), /Charged unit's morale \(IX 2\)/);
  assert.match((await roll.innerText()).replace(/\s+/g, ' '), /passes 58\.33%/);
  await typed(page, 6);
  await typed(page, 6); // 12: passes

  const decision = page.getByRole('region', { name: 'The decision due' });
  await decision.getByText('their reaction to the charge').waitFor();
  await app.shot('charge-reaction-light');
  await answered(page, () => decision.getByRole('button', { name: /^Defensive fire/ }).click());
  assert.match(await roll.innerText(), /Defensive fire \(IX 3\), fire-rifle at 8 inches/);
  await app.shot('charge-defensive-fire-light');
  for (let shot = 0; shot < 3; shot++) await typed(page, 1); // three misses
  for (let blow = 0; blow < 7; blow++) await typed(page, 1); // four charging blows and three back, all missing

  const result = page.getByRole('region', { name: 'The result' });
  await result.waitFor();
  assert.match(await result.innerText(), /drawn/);
  assert.match(await result.innerText(), /The melee goes on/);
  assert.match(await told.innerText(), /^Defenders rolled 1\n.* at .*: /, 'the last blow is told in words');
  await app.shot('charge-over-light');
});

test('a charge played with digital dice reaches its end, in the dark', async (t) => {
  const app = await openApp(t, { colorScheme: 'dark' });
  const { page } = app;
  await chargeForm(app);
  await page.getByLabel('Figures').first().fill('2');
  await app.shot('charge-form-dark');
  await page.getByRole('button', { name: 'Start the charge' }).click();
  await page.waitForFunction(() => location.hash.startsWith('#/game/'), null, { timeout: 60_000 });
  const result = page.getByRole('region', { name: 'The result' });
  for (let step = 0; step < 60 && !(await result.count()); step++) {
    await page.locator('section[aria-label="The roll due"], section[aria-label="The decision due"]').first().waitFor({ timeout: 60_000 });
    const rollButton = page.getByRole('button', { name: 'Roll', exact: true });
    if (await rollButton.count()) {
      if (step === 1) await app.shot('charge-roll-dark');
      await answered(page, () => rollButton.click());
    } else {
      await answered(page, () => page.getByRole('region', { name: 'The decision due' }).getByRole('button').first().click());
    }
  }
  await result.waitFor();
  assert.match(await result.innerText(), /The game is over/);
  await app.shot('charge-over-dark');
});
