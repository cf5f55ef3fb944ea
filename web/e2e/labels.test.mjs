// Every form field on every page the browser tests visit has a name a screen reader announces:
// a <label>, aria-label or aria-labelledby with words in it.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { startGame } from './game-helpers.mjs';
import { openApp } from './harness.mjs';

/** The fields of the page with no accessible name, described for the failure message. */
async function unnamedFields(page) {
  return page.locator('input:not([type=hidden]), select, textarea').evaluateAll((fields) => {
    const words = (text) => (text ?? '').trim().length > 0;
    const named = (el) =>
      [...(el.labels ?? [])].some((l) => words(l.textContent)) ||
      words(el.getAttribute('aria-label')) ||
      (el.getAttribute('aria-labelledby') ?? '').split(/\s+/).some((id) => id && words(document.getElementById(id)?.textContent));
    return fields.filter((el) => !named(el)).map((el) => `${el.tagName.toLowerCase()}#${el.id || '?'}[name=${el.name || '?'}]`);
  });
}

/** Asserts the open page's fields are all named; `what` names the page in the message. */
async function allNamed(page, what) {
  const count = await page.locator('input:not([type=hidden]), select, textarea').count();
  assert.deepEqual(await unnamedFields(page), [], `unnamed fields on ${what}`);
  return count;
}

/** Opens every details element, so folded fields are there to check too. */
const unfold = (page) => page.locator('details:not([open]) > summary').evaluateAll((s) => s.forEach((x) => x.click()));

test('every field of every page has a name a screen reader announces', async (t) => {
  const app = await openApp(t);
  const { page } = app;
  let checked = 0;

  await app.go('#/');
  await page.getByRole('list', { name: 'Rule sets' }).waitFor();
  checked += await allNamed(page, 'home');

  await app.go('#/dice?expr=2d6');
  await page.getByRole('region', { name: 'Odds' }).waitFor();
  checked += await allNamed(page, 'dice');

  for (const ruleset of ['mininap', 'hun']) {
    await app.go(`#/rules/${ruleset}`);
    const links = page.locator(`a[href^="#/calc/${ruleset}/"]`);
    await links.first().waitFor();
    checked += await allNamed(page, `rules/${ruleset}`);
    for (const href of await links.evaluateAll((as) => as.map((a) => a.getAttribute('href')))) {
      await app.go(href);
      await page.locator('main p.lead').waitFor();
      await unfold(page);
      const typed = page.getByText('I rolled', { exact: true });
      if (await typed.count()) await typed.first().click();
      checked += await allNamed(page, href);
    }
  }

  await app.go('#/hun');
  await page.locator('main .field').first().waitFor();
  await unfold(page);
  checked += await allNamed(page, 'hun');

  for (const mode of ['patrol', 'defense']) {
    await app.go(`#/hun/patrol?mode=${mode}`);
    await page.evaluate(() => localStorage.clear());
    await page.reload();
    await page.getByRole('button', { name: 'Start the session' }).waitFor();
    checked += await allNamed(page, `hun/patrol ${mode}, before the start`);
    await page.getByRole('button', { name: 'Start the session' }).click();
    await page.getByRole('button', { name: 'Initiative' }).waitFor();
    await page.getByRole('button', { name: 'Initiative' }).click();
    await page.locator('.patrol-roll').waitFor();
    await unfold(page);
    await page.getByText('I rolled', { exact: true }).first().click();
    checked += await allNamed(page, `hun/patrol ${mode}, a roll due`);
  }

  await app.go('#/games');
  await page.locator('#field-scenario').waitFor();
  checked += await allNamed(page, 'games');

  await startGame(app, { scenario: 'mininap/brigade-action.yaml', players: ['person', 'person'], seed: 2 });
  await page.getByText('I rolled', { exact: true }).click();
  await unfold(page);
  checked += await allNamed(page, 'a game, a roll due');

  assert.ok(checked > 50, `${checked} fields checked`);
});
