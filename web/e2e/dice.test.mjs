import assert from 'node:assert/strict';
import { test } from 'node:test';
import { openApp } from './harness.mjs';

/** The cells of the distribution table's row for one total. */
async function row(page, total) {
  const cells = page.getByRole('row', { name: new RegExp(`^${total} `) }).first().getByRole('cell');
  return cells.allInnerTexts();
}

test('a shared address shows 4d6kh3 worked out at once', async (t) => {
  const app = await openApp(t);
  await app.go('#/dice?expr=4d6kh3');
  const { page } = app;
  assert.equal(await page.getByLabel('Dice expression').inputValue(), '4d6kh3');
  // Mean: 15869/1296 = 12.2446 (the classic 4d6-drop-lowest figure).
  await page.getByText('mean 12.24').waitFor();
  // 18 needs three sixes among the four dice: 4 ways with one die 1-5 (4 x 5 = 20) plus all four: 21/1296.
  assert.deepEqual(await row(page, 18), ['1.62%', '1.62%', '100.00%', '21/1296']);
  // 3 needs every die to show 1: 1/1296 = 0.08%.
  assert.deepEqual(await row(page, 3), ['0.08%', '100.00%', '0.08%', '1/1296']);
  await app.shot('dice-4d6kh3-light');
});

test('typing an expression puts it in the address; a typo names its column', async (t) => {
  const app = await openApp(t);
  await app.go('#/dice');
  const { page } = app;
  const input = page.getByLabel('Dice expression');
  await input.fill('5d6<=2');
  await page.getByText(/^mean 1\.67/).waitFor();
  assert.match(page.url(), /#\/dice\?expr=5d6%3C%3D2$/);
  // No die shows 1 or 2: (4/6)^5 = 1024/7776.
  assert.deepEqual(await row(page, 0), ['13.17%', '100.00%', '13.17%', '1024/7776']);

  await input.fill('2d+1');
  const alert = page.getByRole('alert');
  await alert.waitFor();
  assert.match(await alert.innerText(), /column 3/);
  assert.equal(await input.getAttribute('aria-invalid'), 'true');
  await app.shot('dice-typo-light');
});

test('an opposed roll gives the chances to win, tie, lose and double', async (t) => {
  const app = await openApp(t, { colorScheme: 'dark' });
  await app.go('#/dice?expr=' + encodeURIComponent('d6+3 vs d6+2'));
  const { page } = app;
  const chances = page.getByRole('table', { name: 'Chances of the opposed roll' });
  await chances.waitFor();
  // Left minus right is a - b + 1: a win when a >= b (21 of 36), a tie when b = a + 1 (5), a loss otherwise (10).
  // Double: a + 3 >= 2(b + 2), so a >= 2b + 1: b = 1 with a = 3..6, b = 2 with a = 5, 6: 6 of 36.
  const text = await chances.innerText();
  for (const [label, chance, exact] of [['wins', '58.33%', '21/36'], ['Tie', '13.89%', '5/36'], ['loses', '27.78%', '10/36'], ['doubles', '16.67%', '6/36']]) {
    assert.match(text, new RegExp(`${label}[^\\n]*\\t${chance}\\t${exact}`), `${label}: ${chance} = ${exact}`);
  }
  await app.shot('dice-opposed-dark');
});

test('a roll shows every die and its seed, and the seed repeats it', async (t) => {
  const app = await openApp(t);
  await app.go('#/dice?expr=3d6');
  const { page } = app;
  await page.getByText(/^mean 10\.50/).waitFor();
  await page.getByRole('button', { name: 'Roll', exact: true }).click();
  const roll = page.getByRole('region', { name: 'Roll' });
  await roll.waitFor();
  const dice = (await roll.locator('.die').allInnerTexts()).map(Number);
  assert.equal(dice.length, 3);
  const total = Number(await roll.locator('.rolled-total strong').innerText());
  assert.equal(total, dice[0] + dice[1] + dice[2]);
  const seed = new URL(page.url()).hash.match(/seed=(\d+)/)?.[1];
  assert.ok(seed, 'the seed is in the address');
  await page.getByText(`seed ${seed}`).waitFor();

  // The same address, opened afresh, rolls the same dice.
  const again = await openApp(t);
  await again.go(`#/dice?expr=3d6&seed=${seed}`);
  const repeated = again.page.getByRole('region', { name: 'Roll' });
  await repeated.waitFor();
  assert.deepEqual((await repeated.locator('.die').allInnerTexts()).map(Number), dice);
  await app.shot('dice-roll-light');
  await again.page.emulateMedia({ colorScheme: 'dark' });
  await again.shot('dice-roll-dark');
});

test('a long distribution is summarised by quantiles', async (t) => {
  const app = await openApp(t);
  await app.go('#/dice?expr=d5000');
  const { page } = app;
  await page.getByText(/5,000 different totals/).waitFor();
  // d5000: the median is 2500 (at most 50.00%), the 99% point is 4950.
  const median = await page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: '2500', exact: true }) }).innerText();
  assert.match(median, /^50\.00%\t2500\t0\.02%\t50\.02%\t50\.00%/);
  await page.getByRole('rowheader', { name: '4950', exact: true }).waitFor();
  await app.shot('dice-long-light');
});
