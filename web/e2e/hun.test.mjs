import assert from 'node:assert/strict';
import { test } from 'node:test';
import { openApp } from './harness.mjs';

// A soldier fires a rifle at a soldier 14 inches off, in the open. Worked by hand from the chart
// the engine documents for it (docs/hun/README.md): hit on 4+ (3/6); a 6 brings the vital die,
// a second 6 kills (1/36); the save, read as d66: 11-16 killed (6/36), 21-41 wounded (13/36),
// 42-66 scratch (17/36). Over one shot: killed 1/36 + (3/6 - 1/36) x 6/36 = 36/1296 + 102/1296 =
// 138/1296 = 10.65%; wounded (17/36) x 13/36 = 221/1296 = 17.05%.
test('a rifle shot: the chart with its chances, then typed dice resolve it in words', async (t) => {
  const app = await openApp(t);
  const { page } = app;
  await app.go('#/hun');
  await page.getByLabel('Action').selectOption('fire-rifle');

  // Only the fields V names for Fire Rifle.
  for (const name of ['Actor', 'Target', 'Range', 'Actor mounted', 'Target mounted', 'Sharpshooter']) {
    await page.getByLabel(name, { exact: true }).waitFor();
  }
  await page.getByRole('group', { name: 'Cover' }).waitFor();
  for (const absent of ['Attacker charging', 'General with unit', 'Musician with unit', 'Colours with unit']) {
    assert.equal(await page.getByLabel(absent, { exact: true }).count(), 0, `${absent} is not a field of Fire Rifle`);
  }
  await page.getByLabel('Range', { exact: true }).fill('14');

  const lines = page.locator('table.chart-lines tbody tr');
  await page.locator('table.chart-lines tr[data-step="hit"] td.faces', { hasText: '4+' }).waitFor();
  const row = async (step) => (await page.locator(`table.chart-lines tr[data-step="${step}"]`).innerText()).replace(/\s+/g, ' ');
  assert.match(await row('hit'), /4\+ .*50\.00% 3\/6/);
  assert.match(await row('vital'), /6, then 6 .*2\.78% 1\/36/);
  assert.match(await row('killed'), /11-16 killed 16\.67% 6\/36/);
  assert.match(await row('wounded'), /21-41 wounded 36\.11% 13\/36/);
  assert.match(await row('scratch'), /42-66 a mere scratch 47\.22% 17\/36/);
  assert.equal(await lines.count(), 5);
  const totals = (await page.locator('table.totals').innerText()).replace(/\s+/g, ' ');
  assert.match(totals, /Killed 10\.65% 138\/1296/);
  assert.match(totals, /Wounded 17\.05% 221\/1296/);
  assert.match(totals, /Miss 50\.00%/);
  assert.match(page.url(), /action=fire-rifle/);
  assert.match(page.url(), /range=14/);
  // The totals stay in view at the top while the fields are changed.
  const summary = page.getByRole('status').filter({ hasText: 'Odds:' });
  await page.getByLabel('Range', { exact: true }).scrollIntoViewIfNeeded();
  assert.equal(await summary.innerText().then((t) => t.replace(/\s+/g, ' ')), 'Odds: killed 10.65% · wounded 17.05% · miss 50.00% Details');
  await app.shot('hun-rifle-fields-light');
  await app.shot('hun-rifle-chart-light', { at: page.locator('table.chart-lines') });

  await page.getByText('I rolled').click();
  // Save 2: results 7-12, all wounded, so no second die.
  await page.getByLabel('Faces, in the order rolled').fill('6 3 2');
  await page.getByRole('button', { name: 'Resolve' }).click();
  const made = page.locator('.roll-made');
  await made.locator('.outcome').waitFor();
  assert.equal(await made.locator('.outcome').innerText(), 'Wounded');
  assert.deepEqual(await made.locator('.dice-words li').allInnerTexts(), [
    'To hit: 6, a hit; a 6 brings the vital die.',
    'Vital die: 3, not a 6: no vital hit, so the save decides.',
    'Save: 2, wounded.',
  ]);
  await app.shot('hun-rifle-resolved-light');
});

test('a shared address brings the situation back; digital dice resolve it', async (t) => {
  const app = await openApp(t, { colorScheme: 'dark' });
  const { page } = app;
  await app.go('#/hun?mode=patrol&action=fire-rifle&range=14&cover=hard&sharpshooter=1');
  await page.locator('table.chart-lines').waitFor();
  assert.equal(await page.getByLabel('Range', { exact: true }).inputValue(), '14');
  assert.equal(await page.getByLabel('Sharpshooter', { exact: true }).isChecked(), true);
  assert.equal(await page.getByRole('radio', { name: 'Hard' }).isChecked(), true);
  await page.getByRole('link', { name: 'Initiative' }).waitFor();
  await app.shot('hun-rifle-chart-dark', { at: page.locator('table.chart-lines') });
  await page.getByRole('button', { name: 'Resolve' }).click();
  await page.locator('.roll-made .outcome').waitFor();
  assert.match(await page.locator('.roll-made .dice-words').innerText(), /Digital dice draw once/);
  await app.shot('hun-rifle-resolved-dark');
});

test('a morale check shows only its fields and rolls 2D6 typed in', async (t) => {
  const app = await openApp(t);
  const { page } = app;
  await app.go('#/hun?action=morale');
  for (const name of ['Actor', 'General with unit', 'Musician with unit', 'Colours with unit']) {
    await page.getByLabel(name, { exact: true }).waitFor();
  }
  assert.equal(await page.getByLabel('Range', { exact: true }).count(), 0);
  await page.locator('.roll-dice').waitFor();
  assert.match(await page.locator('.roll-dice').innerText(), /2D6, pass on 7\+/);
  await page.getByText('I rolled').click();
  await page.getByLabel('Faces, in the order rolled').fill('3 4');
  await page.getByRole('button', { name: 'Roll' }).click();
  await page.locator('.roll-made .outcome').waitFor();
  assert.deepEqual(await page.locator('.roll-made .dice-words li').allInnerTexts(), ['First die: 3.', 'Second die: 4.', 'Together: 7.']);
  // A soldier passes on 7+ (the engine's chance: 58.33%): 3 + 4 passes.
  assert.match(await page.locator('.roll-made .outcome').innerText(), /^Passed/);
  await app.shot('hun-morale-light');
});
