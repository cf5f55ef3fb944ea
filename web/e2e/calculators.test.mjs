import assert from 'node:assert/strict';
import { test } from 'node:test';
import { openApp } from './harness.mjs';

/** The text of the distribution table's row for one outcome. */
async function row(page, name) {
  return page.getByRole('row').filter({ has: page.getByRole('rowheader', { name, exact: true }) }).first().innerText();
}

test('mininap.fire: 4 SP of line infantry in line at a line', async (t) => {
  const app = await openApp(t);
  await app.go('#/calc/mininap/fire?firer=line-infantry&strength=4&exact=true');
  const { page } = app;
  const answer = page.getByRole('region', { name: 'Answer' });
  await answer.waitFor();
  // One die per SP, no target modifier for a line: 4 dice, each hitting on 1 or 2.
  assert.match(await answer.innerText(), /Dice\s+4/);
  assert.match(await answer.innerText(), /Hit on\s+2/);
  // No hits: (4/6)^4 = 256/1296 = 16/81 = 19.75%; four hits: (2/6)^4 = 16/1296 = 1.23%.
  assert.match(await row(page, '0'), /^0\t19\.75%\t100\.00%\t19\.75%\t256\/1296$/);
  assert.match(await row(page, '4'), /^4\t1\.23%\t1\.23%\t100\.00%\t16\/1296$/);
  await answer.getByText('mean 1.33').waitFor(); // 4 x 1/3
  const why = page.getByRole('region', { name: 'Factors' });
  assert.ok((await why.getByRole('listitem').count()) >= 1, 'the factors are listed');
  await app.shot('calc-mininap-fire-light');
});

test("mininap.fire: the book's example, a line firing at an attack column, adds a die", async (t) => {
  const app = await openApp(t, { colorScheme: 'dark' });
  await app.go('#/calc/mininap/fire?firer=line-infantry&strength=4&exact=true');
  const { page } = app;
  await page.getByRole('region', { name: 'Answer' }).waitFor();
  await page.getByText(/More options/).click();
  await page.getByLabel('Target formation').selectOption('column');
  await page.waitForFunction(() => location.hash.includes('target_formation=column'));
  // 5 dice: no hits (4/6)^5 = 1024/7776 = 13.17%.
  await page.getByRole('rowheader', { name: '5', exact: true }).waitFor();
  assert.match(await row(page, '0'), /^0\t13\.17%\t100\.00%\t13\.17%\t1024\/7776$/);
  // With the options open the form is long: the answer's line stays in view at the top. Mean
  // 5 x 1/3 = 1.67; one hit 5 x 1/3 x (2/3)^4 = 80/243 = 32.92% (two hits tie: 10 x 1/9 x 8/27).
  const summary = page.getByRole('status').filter({ hasText: 'Odds:' });
  await page.getByLabel('Target formation').scrollIntoViewIfNeeded();
  assert.ok(await summary.isVisible());
  assert.match(await summary.innerText(), /mean 1\.67, most likely 1 \(32\.92%\)/);
  await app.shot('calc-mininap-fire-column-dark');
  await summary.getByRole('button', { name: 'Details' }).click();
  await page.waitForFunction(() => document.querySelector('section.answer').getBoundingClientRect().top < 200);
  await app.shot('calc-mininap-fire-column-details-dark');
});

test('a value out of range is refused and its field highlighted', async (t) => {
  const app = await openApp(t);
  await app.go('#/calc/mininap/fire?firer=line-infantry&strength=4');
  const { page } = app;
  await page.getByRole('region', { name: 'Answer' }).waitFor();
  const strength = page.getByLabel('Strength', { exact: true });
  await strength.fill('250');
  const alert = page.getByRole('alert');
  await alert.waitFor();
  assert.match(await alert.innerText(), /strength/);
  assert.equal(await strength.getAttribute('aria-invalid'), 'true');
  assert.match(page.url(), /strength=250/);
  await app.shot('calc-refused-light');
});

test('hun.morale: a soldier passes on 7 or more on 2D6; typed dice are read', async (t) => {
  const app = await openApp(t);
  await app.go('#/calc/hun/morale');
  const { page } = app;
  const answer = page.getByRole('region', { name: 'Answer' });
  await answer.waitFor();
  // 7 or more on 2D6: 6 + 5 + 4 + 3 + 2 + 1 = 21 of 36 = 58.33%.
  assert.match(await answer.innerText(), /Chance\s+58\.33%/);
  // The engine counts a pass as 1: the chart says fail and pass (15/36 = 41.67%).
  assert.match(await row(page, 'pass'), /^pass\t58\.33%/);
  assert.match(await row(page, 'fail'), /^fail\t41\.67%/);

  const roll = page.getByRole('region', { name: 'Make the roll' });
  await roll.getByText('I rolled').click();
  await roll.getByLabel('Faces, in the order rolled').fill('3 5');
  await roll.getByRole('button', { name: 'Read my dice' }).click();
  const made = page.getByRole('region', { name: 'What the dice decided' });
  await made.waitFor();
  assert.match(await made.innerText(), /passed/);
  assert.deepEqual(await made.locator('.die').allInnerTexts(), ['3', '5']);
  assert.match(await made.innerText(), /Your dice/);
  await app.shot('calc-hun-morale-typed-light');

  // A face a d6 does not have is refused on the dice field.
  await roll.getByLabel('Faces, in the order rolled').fill('3 9');
  await roll.getByRole('button', { name: 'Read my dice' }).click();
  await page.getByRole('alert').waitFor();
  assert.equal(await roll.getByLabel('Faces, in the order rolled').getAttribute('aria-invalid'), 'true');
});

test('a digital roll shows its seed', async (t) => {
  const app = await openApp(t, { colorScheme: 'dark' });
  await app.go('#/calc/hun/morale?actor=veteran');
  const { page } = app;
  await page.getByRole('region', { name: 'Answer' }).waitFor();
  await page.getByRole('button', { name: 'Roll', exact: true }).click();
  const made = page.getByRole('region', { name: 'What the dice decided' });
  await made.waitFor();
  assert.match(await made.innerText(), /Digital dice, seed \d+/);
  assert.equal(await made.locator('.die').count(), 2);
  await app.shot('calc-hun-morale-digital-dark');
});

test('the rule set pages list the calculators and the rulings', async (t) => {
  const app = await openApp(t);
  await app.go('#/rules/mininap');
  const { page } = app;
  const calculators = page.getByRole('list', { name: 'Calculators' });
  await calculators.waitFor();
  await calculators.getByRole('link', { name: /^Fire/ }).waitFor();
  await page.getByRole('link', { name: /Play a tracked game/ }).waitFor();
  await page.getByText(/^Rulings \(\d+\)/).click();
  assert.ok((await page.getByRole('list', { name: 'Rulings' }).getByRole('listitem').count()) >= 1);
  await app.shot('rules-mininap-light');
  await calculators.getByRole('link', { name: /^Fire/ }).click();
  await page.waitForFunction(() => location.hash === '#/calc/mininap/fire');

  await app.go('#/rules/hun');
  await page.getByRole('link', { name: /The Hun at the Gates app/ }).waitFor();
  assert.equal(await page.getByRole('link', { name: /The Hun at the Gates app/ }).getAttribute('href'), '#/hun');
  await page.emulateMedia({ colorScheme: 'dark' });
  await app.shot('rules-hun-dark');
});

test('hun.chart: its rows read as names and values, the factors as lines', async (t) => {
  const app = await openApp(t);
  await app.go('#/calc/hun/chart?action=fire-rifle&range=14');
  const { page } = app;
  const answer = page.getByRole('region', { name: 'Answer' });
  await answer.waitFor();
  const text = await answer.innerText();
  assert.doesNotMatch(text, /[{}"]/, 'no raw JSON');
  // The model's base chance to hit a standing soldier at 14 inches, as a factor line.
  assert.match(text, /base chance to hit at 14 inches: ×0\.4/);
  await app.shot('calc-hun-chart-light');
});

test('hitt.combat: rifles against rifles in the open', async (t) => {
  const app = await openApp(t);
  await app.go('#/calc/hitt/combat?attacker=rifles&defender=rifles');
  const { page } = app;
  const answer = page.getByRole('region', { name: 'Answer' });
  await answer.waitFor();
  // +3 each: a tie on 6 of 36 pairs; the loser recoils on 13 and is destroyed (doubled) on 2.
  assert.match(await row(page, 'the defender recoils'), /^the defender recoils\t36\.11%.*13\/36$/);
  assert.match(await row(page, 'the attacker is destroyed'), /^the attacker is destroyed\t5\.56%.*2\/36$/);
  assert.match(await row(page, 'nothing happens'), /^nothing happens\t16\.67%.*6\/36$/);
  await app.shot('calc-hitt-combat-light');
});

test('hitt.combat: sturmtruppe into a trench, resolved with typed dice', async (t) => {
  const app = await openApp(t);
  await app.go('#/calc/hitt/combat?attacker=sturmtruppe&defender=rifles&defender_in_trench=true');
  const { page } = app;
  // Sturmtruppe +5 that made the contact destroy beaten rifles: 26 of 36 pairs.
  await page.getByRole('cell', { name: '26/36', exact: true }).waitFor();
  assert.match(await row(page, 'the defender is destroyed'), /72\.22%.*26\/36$/);
  const roll = page.getByRole('region', { name: 'Make the roll' });
  await roll.getByText('I rolled').click();
  await roll.getByLabel('Faces, in the order rolled').fill('5 2');
  await roll.getByRole('button', { name: 'Read my dice' }).click();
  const made = page.getByRole('region', { name: 'What the dice decided' });
  await made.waitFor();
  assert.match(await made.innerText(), /10 against 5: the defender is destroyed/);
  await app.shot('calc-hitt-combat-typed-light');
});

test('1418.shoot: a rule set id of digits, line infantry at line infantry in the open', async (t) => {
  const app = await openApp(t);
  await app.go('#/calc/1418/shoot?shooter=line-infantry&target=line-infantry');
  const { page } = app;
  const answer = page.getByRole('region', { name: 'Answer' });
  await answer.waitFor();
  // R4 in the open is R2: the one die hits on 2 to 6.
  assert.match(await row(page, '0'), /^0\t16\.67%\t100\.00%\t16\.67%\t1\/6$/);
  assert.match(await row(page, '1'), /^1\t83\.33%\t83\.33%\t100\.00%\t5\/6$/);
  await app.shot('calc-1418-shoot-light');
});
